import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { USERNAME_MESSAGE, USERNAME_PATTERN } from './register.dto';

export class UpdateMeDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Nome inválido.' })
  @Length(1, 80, { message: 'O nome deve ter de 1 a 80 caracteres.' })
  @Matches(/\S/, { message: 'Informe o nome.' })
  nome?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Sobrenome inválido.' })
  @MaxLength(80, { message: 'O sobrenome deve ter até 80 caracteres.' })
  sobrenome?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Bio inválida.' })
  @MaxLength(500, { message: 'A bio deve ter até 500 caracteres.' })
  bio?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Endereço http(s) ou caminho /uploads/...' })
  @ValidateIf((o: UpdateMeDto) => o.photoURL !== null && o.photoURL !== undefined)
  @Matches(/^(https?:\/\/|\/uploads\/)\S{1,2000}$/, { message: 'Endereço de foto inválido.' })
  photoURL?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(USERNAME_PATTERN, { message: USERNAME_MESSAGE })
  username?: string;
}
