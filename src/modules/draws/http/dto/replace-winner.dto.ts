import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';

export class ReplaceWinnerDto {
  @ApiProperty({ example: 'O ganhador não respondeu no prazo do regulamento.', minLength: 3, maxLength: 500 })
  @IsString({ message: 'Informe o motivo da substituição.' })
  @Length(3, 500, { message: 'O motivo deve ter de 3 a 500 caracteres.' })
  @SafeText({ multiline: true })
  motivo: string;
}
