import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../domain/page.events';

const CONTENT_MAX = 50_000;

export class CreatePageDto {
  @ApiProperty({ example: 'ajuda/como-participar', description: 'De 1 a 5 partes de [a-z0-9-], separadas por /.' })
  @IsString({ message: 'Informe o endereço.' })
  @MaxLength(SLUG_MAX_LENGTH, { message: `O endereço pode ter no máximo ${SLUG_MAX_LENGTH} caracteres.` })
  @Matches(SLUG_PATTERN, { message: 'Use de 1 a 5 partes com letras minúsculas, números e hífens, separadas por /.' })
  slug: string;

  @ApiProperty({ example: 'Como participar' })
  @IsString({ message: 'Informe o título.' })
  @Length(1, 120, { message: 'O título deve ter de 1 a 120 caracteres.' })
  @SafeText()
  titulo: string;

  @ApiProperty({ description: 'Markdown (HTML escrito no texto aparece como texto).' })
  @IsString({ message: 'Informe o conteúdo.' })
  @MaxLength(CONTENT_MAX, { message: `O conteúdo pode ter no máximo ${CONTENT_MAX} caracteres.` })
  @SafeText({ multiline: true })
  conteudo: string;
}

export class UpdatePageDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Informe o título.' })
  @Length(1, 120, { message: 'O título deve ter de 1 a 120 caracteres.' })
  @SafeText()
  titulo?: string;

  @ApiPropertyOptional({ description: 'Markdown.' })
  @IsOptional()
  @IsString({ message: 'Informe o conteúdo.' })
  @MaxLength(CONTENT_MAX, { message: `O conteúdo pode ter no máximo ${CONTENT_MAX} caracteres.` })
  @SafeText({ multiline: true })
  conteudo?: string;
}
