import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { GIVEAWAY_STATUSES, GiveawayStatus } from '../../domain/giveaway.events';

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
  @SafeText()
  q?: string;

  @ApiPropertyOptional({ enum: ['recentes', 'encerramento', 'inscritos'] })
  @IsOptional()
  @IsIn(['recentes', 'encerramento', 'inscritos'], { message: 'Ordenação inválida.' })
  sort?: 'recentes' | 'encerramento' | 'inscritos';
}
