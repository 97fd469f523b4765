import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsObject, IsOptional } from 'class-validator';

export class SubmitEntryDto {
  @ApiProperty({ example: { nome: 'Bia', email: 'bia@exemplo.com' }, description: 'Respostas por chave do formulário; validadas pelo tipo de cada campo.' })
  @IsObject({ message: 'As respostas devem ser um objeto com as chaves do formulário.' })
  respostas: Record<string, unknown>;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'É preciso aceitar o regulamento para participar.' })
  aceiteRegulamento: boolean;

  @ApiPropertyOptional({ default: false, description: 'Consentimento para contato do criador (LGPD art. 8): desmarcado por padrão.' })
  @IsOptional()
  @IsBoolean({ message: 'Consentimento inválido.' })
  consentimentoContato?: boolean;
}
