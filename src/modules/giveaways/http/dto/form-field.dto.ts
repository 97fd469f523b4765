import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { FIELD_TYPES, FieldType } from '../../domain/giveaway.events';

export class FormFieldDto {
  @ApiProperty({ example: 'Cor preferida' })
  @IsString({ message: 'Informe o nome do campo.' })
  @Length(1, 60, { message: 'O nome do campo deve ter de 1 a 60 caracteres.' })
  @SafeText()
  nome: string;

  @ApiPropertyOptional({ example: 'cor_preferida', description: 'Derivada do nome quando ausente.' })
  @IsOptional()
  @Matches(/^[a-z][a-z0-9_]{0,39}$/, { message: 'Chave inválida: use letras minúsculas, números e _, começando por letra.' })
  chave?: string;

  @ApiProperty({ enum: FIELD_TYPES })
  @IsIn(FIELD_TYPES, { message: `Tipo inválido: use ${FIELD_TYPES.join(', ')}.` })
  tipo: FieldType;

  @ApiProperty()
  @IsBoolean({ message: 'Informe se o campo é obrigatório.' })
  obrigatorio: boolean;

  @ApiPropertyOptional({ type: [String], description: 'Somente para selecao: 2 a 50 opções distintas.' })
  @IsOptional()
  @IsArray({ message: 'As opções devem ser uma lista.' })
  @ArrayMaxSize(50, { message: 'No máximo 50 opções.' })
  @IsString({ each: true, message: 'Cada opção deve ser um texto.' })
  @Length(1, 100, { each: true, message: 'Cada opção deve ter de 1 a 100 caracteres.' })
  @SafeText({ each: true })
  opcoes?: string[];
}
