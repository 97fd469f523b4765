import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { SafeText } from '../../../../platform/http/safe-text.decorator';

export class EntrantsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Busca em nome, e-mail e usuário, sem diferenciar maiúsculas nem acentos.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Busca longa demais.' })
  @SafeText()
  q?: string;
}
