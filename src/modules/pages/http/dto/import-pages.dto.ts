import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsJSON, IsOptional, MaxLength } from 'class-validator';

/** The text field that goes with the file in POST /api/admin/pages-backup/import (multipart). */
export class ImportPagesDto {
  @ApiPropertyOptional({
    description: 'JSON: { "<slug>": <revisão vista na pré-visualização> } das páginas em conflito que o arquivo deve substituir. Sem ele, nenhuma é substituída.',
    example: '{"termos-de-uso":3}',
  })
  @IsOptional()
  @IsJSON({ message: 'substituir deve ser um JSON: { "endereço": revisão }.' })
  @MaxLength(60_000, { message: 'substituir é grande demais.' })
  substituir?: string;
}
