import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class PopularCreatorsQueryDto {
  @ApiPropertyOptional({ default: 6, maximum: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser inteiro.' })
  @Min(1, { message: 'limit mínimo: 1.' })
  @Max(20, { message: 'limit máximo: 20.' })
  limit?: number;
}
