import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { SafeText } from '../../../../platform/http/safe-text.decorator';

export class ContactsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Busca em nome, e-mail e usuário, sem diferenciar maiúsculas nem acentos.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  @SafeText()
  q?: string;

}

export class AdminContactsQueryDto extends ContactsQueryDto {
  @ApiPropertyOptional({ description: 'Só os contatos deste criador.' })
  @IsOptional()
  @IsUUID('all', { message: 'criadorId inválido.' })
  criadorId?: string;
}
