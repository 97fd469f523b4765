import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { ENTRY_REFUSAL_MOTIVOS } from '../../domain/entry.events';

export class AdminRefusalsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ENTRY_REFUSAL_MOTIVOS })
  @IsOptional()
  @IsIn(ENTRY_REFUSAL_MOTIVOS, { message: 'motivo deve ser EMAIL_NOT_CONFIRMED ou DISPOSABLE_EMAIL.' })
  motivo?: (typeof ENTRY_REFUSAL_MOTIVOS)[number];

  @ApiPropertyOptional({ enum: ['inscricao', 'cadastro'] })
  @IsOptional()
  @IsIn(['inscricao', 'cadastro'], { message: 'tipo deve ser inscricao ou cadastro.' })
  tipo?: 'inscricao' | 'cadastro';
}
