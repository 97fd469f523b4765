import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class EraseAccountDto {
  @ApiProperty({ description: 'A senha da conta, para confirmar a exclusão' })
  @IsString({ message: 'Informe a senha.' })
  @MinLength(1, { message: 'Informe a senha.' })
  @MaxLength(1024, { message: 'Senha longa demais.' })
  password: string;
}
