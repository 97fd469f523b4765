import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Length, ValidateNested } from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { FormFieldDto } from './form-field.dto';

export class SaveTemplateDto {
  @ApiProperty({ example: 'Formulário padrão' })
  @IsString({ message: 'Informe o nome do modelo.' })
  @Length(1, 80, { message: 'O nome do modelo deve ter de 1 a 80 caracteres.' })
  @SafeText()
  nome: string;

  @ApiProperty({ type: [FormFieldDto] })
  @IsArray({ message: 'O formulário deve ser uma lista de campos.' })
  @ArrayMaxSize(30, { message: 'O formulário pode ter no máximo 30 campos.' })
  @ValidateNested({ each: true })
  @Type(() => FormFieldDto)
  camposFormulario: FormFieldDto[];
}
