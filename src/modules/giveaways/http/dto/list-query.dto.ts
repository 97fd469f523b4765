import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { GIVEAWAY_STATUSES, GiveawayStatus } from '../../domain/giveaway.events';

export class PageQueryDto {
  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser inteiro.' })
  @Min(1, { message: 'limit mínimo: 1.' })
  @Max(100, { message: 'limit máximo: 100.' })
  limit?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Cursor inválido.' })
  cursor?: string;
}

export class MyGiveawaysQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: GIVEAWAY_STATUSES })
  @IsOptional()
  @IsIn(GIVEAWAY_STATUSES, { message: 'Status inválido.' })
  status?: GiveawayStatus;
}

export class ListGiveawaysQueryDto extends MyGiveawaysQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'criadorId inválido.' })
  criadorId?: string;

  @ApiPropertyOptional({ description: 'Busca em título, descrição e prêmios, sem diferenciar maiúsculas nem acentos.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  q?: string;

  @ApiPropertyOptional({ enum: ['recentes', 'encerramento', 'inscritos'] })
  @IsOptional()
  @IsIn(['recentes', 'encerramento', 'inscritos'], { message: 'Ordenação inválida.' })
  sort?: 'recentes' | 'encerramento' | 'inscritos';
}
