import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** ?de=&ate=: inclusive São Paulo days, AAAA-MM-DD; the last 30 days when absent. */
export class InsightRangeDto {
  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @Matches(DAY, { message: 'Use a data no formato AAAA-MM-DD.' })
  de?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @Matches(DAY, { message: 'Use a data no formato AAAA-MM-DD.' })
  ate?: string;
}
