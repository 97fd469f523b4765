import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PhotoUrl } from '../../../../platform/http/photo-url.decorator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { USERNAME_MESSAGE, USERNAME_PATTERN } from './register.dto';

export class UpdateMeDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Nome inválido.' })
  @Length(1, 80, { message: 'O nome deve ter de 1 a 80 caracteres.' })
  @Matches(/\S/, { message: 'Informe o nome.' })
  @SafeText()
  nome?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Sobrenome inválido.' })
  @MaxLength(80, { message: 'O sobrenome deve ter até 80 caracteres.' })
  @SafeText()
  sobrenome?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Bio inválida.' })
  @MaxLength(500, { message: 'A bio deve ter até 500 caracteres.' })
  @SafeText({ multiline: true })
  bio?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Endereço https:// (guardado normalizado) ou caminho /uploads/<pasta>/<nome>.<jpg|png|webp|heic> devolvido pelo envio' })
  @ValidateIf((o: UpdateMeDto) => o.photoURL !== null && o.photoURL !== undefined)
  @PhotoUrl('Endereço de foto inválido: use um endereço https:// ou envie a foto.')
  photoURL?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(USERNAME_PATTERN, { message: USERNAME_MESSAGE })
  username?: string;
}
