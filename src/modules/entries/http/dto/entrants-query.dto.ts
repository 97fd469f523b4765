import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';

export class EntrantsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Busca em nome, e-mail e usuário, sem diferenciar maiúsculas nem acentos.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  q?: string;
}
