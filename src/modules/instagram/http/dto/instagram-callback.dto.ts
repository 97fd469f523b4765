import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

/**
 * What Instagram sent back to /instagram-callback. Any string passes here: a wrong or reused
 * `state` is the decider's INVALID_OAUTH_STATE, not a validation error.
 */
export class InstagramCallbackDto {
  @ApiProperty({ description: 'O parâmetro code do retorno do Instagram.', maxLength: 2048 })
  @IsString({ message: 'Informe o code devolvido pelo Instagram.' })
  @Length(1, 2048, { message: 'O code deve ter de 1 a 2048 caracteres.' })
  code: string;

  @ApiProperty({ description: 'O parâmetro state do retorno do Instagram.', maxLength: 512 })
  @IsString({ message: 'Informe o state devolvido pelo Instagram.' })
  @Length(1, 512, { message: 'O state deve ter de 1 a 512 caracteres.' })
  state: string;
}
