import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;
export const USERNAME_MESSAGE = 'O nome de usuário deve ter de 3 a 30 caracteres: letras, números, ponto ou sublinhado.';

export class RegisterDto {
  @ApiProperty({ example: 'ana@exemplo.com.br' })
  @IsEmail({}, { message: 'E-mail inválido.' })
  @MaxLength(254, { message: 'E-mail longo demais.' })
  email: string;

  @ApiProperty({ description: 'Validada pela política de senhas (GET /api/auth/password-policy).' })
  @IsString({ message: 'Informe a senha.' })
  @MaxLength(1024, { message: 'Senha longa demais.' })
  password: string;

  @ApiProperty({ example: 'ana.souza', pattern: USERNAME_PATTERN.source })
  @Matches(USERNAME_PATTERN, { message: USERNAME_MESSAGE })
  username: string;

  @ApiProperty({ example: 'Ana' })
  @IsString({ message: 'Informe o nome.' })
  @Length(1, 80, { message: 'O nome deve ter de 1 a 80 caracteres.' })
  @Matches(/\S/, { message: 'Informe o nome.' })
  @SafeText()
  nome: string;

  @ApiPropertyOptional({ example: 'Souza' })
  @IsOptional()
  @IsString({ message: 'Sobrenome inválido.' })
  @MaxLength(80, { message: 'O sobrenome deve ter até 80 caracteres.' })
  @SafeText()
  sobrenome?: string;
}
