import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ana@exemplo.com.br' })
  @IsEmail({}, { message: 'E-mail inválido.' })
  email: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'O token do link enviado por e-mail.' })
  @IsString({ message: 'Token ausente.' })
  @MinLength(1, { message: 'Token ausente.' })
  @MaxLength(512, { message: 'Token inválido.' })
  token: string;
}

export class ResetPasswordDto extends VerifyEmailDto {
  @ApiProperty()
  @IsString({ message: 'Informe a nova senha.' })
  @MaxLength(1024, { message: 'Senha longa demais.' })
  password: string;
}
