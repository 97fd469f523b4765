import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { CUSTOM_NAME_PATTERN, SUBFOLDER_PATTERN } from '../../application/upload-paths';

/**
 * The text fields of the multipart body. The file itself is read by UploadFileInterceptor
 * and is not a property here: the validation pipe would refuse it as an unknown field.
 */
export class UploadFileDto {
  @ApiPropertyOptional({ pattern: SUBFOLDER_PATTERN.source, default: 'geral', example: 'capas' })
  @IsOptional()
  @Matches(SUBFOLDER_PATTERN, { message: 'Use de 1 a 40 letras minúsculas, números ou hífens.' })
  subfolder?: string;

  @ApiPropertyOptional({ pattern: CUSTOM_NAME_PATTERN.source, description: 'Sem ele, o nome é um UUID' })
  @IsOptional()
  @Matches(CUSTOM_NAME_PATTERN, { message: 'Use de 1 a 80 letras minúsculas, números ou hífens, sem terminar em -1200 ou -400.' })
  customName?: string;
}

export class DeleteFileDto {
  @ApiProperty({ example: '/uploads/capas/0b5c3a4e-8f1e-4a51-9d0e-3b1f2c9a7d10.jpg', description: 'A url devolvida pelo envio' })
  @Matches(/^\S{1,500}$/, { message: 'Informe o caminho do arquivo.' })
  filePath!: string;
}
