import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';
import { SafeText } from '../../../../platform/http/safe-text.decorator';
import { WEBHOOK_EVENT_TYPES, WebhookEventType } from '../../domain/webhook.events';
import { IsDateTime } from '../../../../platform/http/date-time.decorator';

const EVENTOS_MESSAGE = `Escolha um ou mais eventos entre: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://exemplo.com.br/webhooks/sorteios', maxLength: 2000 })
  @IsString({ message: 'Informe o endereço do webhook.' })
  @Length(1, 2000, { message: 'O endereço deve ter de 1 a 2000 caracteres.' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true })
  @IsArray({ message: EVENTOS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTOS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTOS_MESSAGE })
  @ArrayUnique({ message: 'Não repita eventos.' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTOS_MESSAGE })
  eventos: WebhookEventType[];

  @ApiPropertyOptional({ example: 'CRM da loja', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'A descrição deve ser um texto.' })
  @MaxLength(200, { message: 'A descrição deve ter até 200 caracteres.' })
  @SafeText()
  descricao?: string;
}

/** The creation's fields, each optional (null clears the description), plus pause and resume. */
export class UpdateWebhookDto extends PartialType(CreateWebhookDto) {
  @ApiPropertyOptional({ description: 'false pausa o envio; true retoma (e envia o que ficou pendente).' })
  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false.' })
  ativo?: boolean;
}

export class ReplayWebhookDto {
  @ApiProperty({ example: '2026-11-20T00:00:00Z', format: 'date-time' })
  @IsDateTime({ message: 'desde deve ser uma data ISO 8601, ex.: 2026-11-20T00:00:00Z.' })
  desde: string;
}

export class WebhookDeliveriesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['pendente', 'entregue', 'falhou'] })
  @IsOptional()
  @IsIn(['pendente', 'entregue', 'falhou'], { message: 'status deve ser pendente, entregue ou falhou.' })
  status?: 'pendente' | 'entregue' | 'falhou';
}
