import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../application/public-entrant-list';

export class EntrantListQueryDto {
  @ApiPropertyOptional({ default: LIST_DEFAULT_LIMIT, maximum: LIST_MAX_LIMIT, description: 'Até 1.000, para quem baixa todas as folhas e recalcula a raiz.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser inteiro.' })
  @Min(1, { message: 'limit mínimo: 1.' })
  @Max(LIST_MAX_LIMIT, { message: 'limit máximo: 1000.' })
  limit?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Cursor inválido.' })
  cursor?: string;
}
