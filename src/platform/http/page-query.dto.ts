import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** ?limit= and ?cursor= of every keyset-paginated list (API.md: lists answer { items, nextCursor }). */
export class PageQueryDto {
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
