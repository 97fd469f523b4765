import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { MAX_QUERY_LENGTH } from '../../domain/search-words';

export const SEARCH_KINDS = ['todos', 'sorteios', 'usuarios'] as const;
export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;

export class SearchQueryDto {
  @ApiPropertyOptional({ description: 'O que buscar; maiúsculas e acentos não fazem diferença. Menos de 2 caracteres: nenhum resultado.', maxLength: MAX_QUERY_LENGTH })
  @IsOptional()
  @IsString({ message: 'A busca deve ser um texto.' })
  @MaxLength(MAX_QUERY_LENGTH, { message: `A busca deve ter até ${MAX_QUERY_LENGTH} caracteres.` })
  @SafeText()
  q?: string;

  @ApiPropertyOptional({ enum: SEARCH_KINDS, default: 'todos' })
  @IsOptional()
  @IsIn(SEARCH_KINDS, { message: 'tipo deve ser todos, sorteios ou usuarios.' })
  tipo?: (typeof SEARCH_KINDS)[number];

  @ApiPropertyOptional({ default: DEFAULT_SEARCH_LIMIT, maximum: MAX_SEARCH_LIMIT, description: 'Máximo de resultados em cada seção' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser inteiro.' })
  @Min(1, { message: 'limit mínimo: 1.' })
  @Max(MAX_SEARCH_LIMIT, { message: `limit máximo: ${MAX_SEARCH_LIMIT}.` })
  limit?: number;
}
