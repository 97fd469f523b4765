import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class ContactsQueryDto {
  @ApiPropertyOptional({ description: 'Busca em nome, e-mail e usuário, sem diferenciar maiúsculas nem acentos.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  q?: string;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser inteiro.' })
  @Min(1, { message: 'limit mínimo: 1.' })
  @Max(100, { message: 'limit máximo: 100.' })
  limit?: number;

  @ApiPropertyOptional({ description: 'O nextCursor da página anterior.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Cursor inválido.' })
  cursor?: string;
}

export class AdminContactsQueryDto extends ContactsQueryDto {
  @ApiPropertyOptional({ description: 'Só os contatos deste criador.' })
  @IsOptional()
  @IsUUID('all', { message: 'criadorId inválido.' })
  criadorId?: string;
}
