import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'ana@exemplo.com.br' })
  @IsEmail({}, { message: 'E-mail inválido.' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'Informe a senha.' })
  @MaxLength(1024, { message: 'Senha longa demais.' })
  password: string;
}
