import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { FEEDBACK_TYPES, FeedbackType } from '../../domain/feedback.events';

export class SendFeedbackDto {
  @ApiProperty({ example: 'Ana' })
  @IsString({ message: 'Informe seu nome.' })
  @Length(1, 100, { message: 'O nome deve ter de 1 a 100 caracteres.' })
  @SafeText()
  nome: string;

  @ApiProperty({ example: 'ana@exemplo.com.br' })
  @IsString({ message: 'Informe seu e-mail.' })
  @MaxLength(254, { message: 'E-mail inválido.' })
  @IsEmail({}, { message: 'E-mail inválido.' })
  email: string;

  @ApiProperty({ example: 'Seria ótimo poder filtrar os sorteios por cidade.' })
  @IsString({ message: 'Escreva sua mensagem.' })
  @Length(10, 5000, { message: 'A mensagem deve ter de 10 a 5000 caracteres.' })
  @SafeText({ multiline: true })
  mensagem: string;

  @ApiProperty({ enum: FEEDBACK_TYPES })
  @IsIn(FEEDBACK_TYPES, { message: 'Escolha sugestão, problema ou elogio.' })
  tipo: FeedbackType;
}

export class FeedbackListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'true: só as lidas; false: só as não lidas; ausente: todas.' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'lida deve ser true ou false.' })
  lida?: boolean;

}

export class MarkFeedbackDto {
  @ApiProperty()
  @IsBoolean({ message: 'lida deve ser true ou false.' })
  lida: boolean;
}

export class ReplyToFeedbackDto {
  @ApiProperty({ example: 'Obrigado pela sugestão! Já está nos nossos planos.' })
  @IsString({ message: 'Escreva a resposta.' })
  @Length(1, 5000, { message: 'A resposta deve ter de 1 a 5000 caracteres.' })
  @SafeText({ multiline: true })
  mensagem: string;
}
