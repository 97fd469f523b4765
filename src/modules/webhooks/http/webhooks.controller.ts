import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { UuidParam } from '../../../platform/http/uuid-param';
import { CreateWebhookCommand, ReplayWebhookCommand, RetryWebhookDeliveryCommand, UpdateWebhookCommand, WebhookActionCommand } from '../application/webhook.commands';
import { WebhookReader } from '../application/webhook-reader';
import { webhookErrors } from '../domain/webhook.errors';
import { CreateWebhookDto, ReplayWebhookDto, UpdateWebhookDto, WebhookDeliveriesQueryDto } from './dto/webhooks.dto';

const EndpointId = new UuidParam(webhookErrors.notFound);
const DeliveryId = new UuidParam(webhookErrors.deliveryNotFound);

@ApiTags('webhooks')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('webhooks')
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: WebhookReader,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Cadastra um webhook (Pro); o segredo de assinatura aparece só nesta resposta' })
  @ApiErrors('PLAN_REQUIRED', 'WEBHOOK_URL_NOT_ALLOWED')
  create(@Body() dto: CreateWebhookDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new CreateWebhookCommand({ url: dto.url, eventos: dto.eventos, descricao: dto.descricao?.trim() || null }, { ...meta, userId: user.id }));
  }

  @Get()
  @ApiOperation({ summary: 'Meus webhooks (sem os segredos)' })
  list(@CurrentUser() user: AuthUser) {
    return this.reader.list(user.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Um webhook meu' })
  @ApiErrors('WEBHOOK_NOT_FOUND')
  get(@Param('id', EndpointId) id: string, @CurrentUser() user: AuthUser) {
    return this.reader.get(user.id, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Altera endereço, eventos ou descrição; ativo: false pausa, true retoma (Pro)' })
  @ApiErrors('WEBHOOK_NOT_FOUND', 'PLAN_REQUIRED', 'WEBHOOK_URL_NOT_ALLOWED')
  update(@Param('id', EndpointId) id: string, @Body() dto: UpdateWebhookDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    const descricao = dto.descricao === undefined ? undefined : dto.descricao?.trim() || null;
    return this.commands.execute(new UpdateWebhookCommand(id, { url: dto.url, eventos: dto.eventos, descricao, ativo: dto.ativo }, { ...meta, userId: user.id }));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Exclui um webhook e o seu histórico de entregas' })
  @ApiErrors('WEBHOOK_NOT_FOUND')
  async remove(@Param('id', EndpointId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata): Promise<void> {
    await this.commands.execute(new WebhookActionCommand(id, 'delete', { ...meta, userId: user.id }));
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'Gera um novo segredo; o anterior continua assinando junto por 24 h (Pro)' })
  @ApiErrors('WEBHOOK_NOT_FOUND', 'PLAN_REQUIRED')
  rotate(@Param('id', EndpointId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new WebhookActionCommand(id, 'rotate', { ...meta, userId: user.id }));
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Envia um evento webhook.test (Pro)' })
  @ApiErrors('WEBHOOK_NOT_FOUND', 'PLAN_REQUIRED')
  test(@Param('id', EndpointId) id: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new WebhookActionCommand(id, 'test', { ...meta, userId: user.id }));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'Entregas deste webhook, do evento mais novo ao mais antigo; ?status= filtra' })
  @ApiErrors('WEBHOOK_NOT_FOUND')
  deliveries(@Param('id', EndpointId) id: string, @Query() query: WebhookDeliveriesQueryDto, @CurrentUser() user: AuthUser) {
    return this.reader.deliveries(user.id, id, query);
  }

  @Post(':id/deliveries/:deliveryId/retry')
  @HttpCode(202)
  @ApiOperation({ summary: 'Tenta de novo uma entrega, com o mesmo webhook-id (Pro)' })
  @ApiErrors('WEBHOOK_NOT_FOUND', 'WEBHOOK_DELIVERY_NOT_FOUND', 'PLAN_REQUIRED')
  retry(@Param('id', EndpointId) id: string, @Param('deliveryId', DeliveryId) deliveryId: string, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new RetryWebhookDeliveryCommand(id, deliveryId, { ...meta, userId: user.id }));
  }

  @Post(':id/replay')
  @HttpCode(202)
  @ApiOperation({ summary: 'Reenvia, em ordem e com o webhook-id original, todo evento deste webhook desde a data (Pro)' })
  @ApiErrors('WEBHOOK_NOT_FOUND', 'PLAN_REQUIRED')
  replay(@Param('id', EndpointId) id: string, @Body() dto: ReplayWebhookDto, @CurrentUser() user: AuthUser, @RequestMeta() meta: CommandMetadata) {
    return this.commands.execute(new ReplayWebhookCommand(id, dto.desde, { ...meta, userId: user.id }));
  }
}
