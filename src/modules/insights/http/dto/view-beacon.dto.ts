import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/giveaways/:id/views: what the page knows about where the visit came from. */
export class ViewBeaconDto {
  @ApiPropertyOptional({ description: 'document.referrer; só o host é guardado ("direto" quando vazio)' })
  @IsOptional()
  @IsString({ message: 'origem deve ser um texto.' })
  @MaxLength(2000, { message: 'origem deve ter até 2000 caracteres.' })
  origem?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'utm_source deve ser um texto.' })
  @MaxLength(200, { message: 'utm_source deve ter até 200 caracteres.' })
  utm_source?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'utm_medium deve ser um texto.' })
  @MaxLength(200, { message: 'utm_medium deve ter até 200 caracteres.' })
  utm_medium?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'utm_campaign deve ser um texto.' })
  @MaxLength(200, { message: 'utm_campaign deve ter até 200 caracteres.' })
  utm_campaign?: string;
}
