import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, Length } from 'class-validator';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../domain/api-token.events';

export class CreateApiTokenDto {
  @ApiProperty({ example: 'Planilha do Zapier', minLength: 1, maxLength: 60, description: 'Para você reconhecer o token na lista.' })
  @IsString({ message: 'Dê um nome ao token.' })
  @Length(1, 60, { message: 'O nome deve ter de 1 a 60 caracteres.' })
  @SafeText()
  nome: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, isArray: true, minItems: 1, maxItems: 3, example: ['giveaways:read', 'entries:read'] })
  @IsArray({ message: 'Escolha ao menos um escopo.' })
  @ArrayMinSize(1, { message: 'Escolha ao menos um escopo.' })
  @ArrayMaxSize(3, { message: 'Escolha no máximo os três escopos.' })
  @IsIn(API_TOKEN_SCOPES, { each: true, message: 'Escopo inválido: use giveaways:read, entries:read ou draws:read.' })
  escopos: ApiTokenScope[];
}
