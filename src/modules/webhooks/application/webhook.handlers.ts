import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { Entitlements } from '../../plans/plans.public';
import { WebhookEndpointCommand, webhookEndpointDecider } from '../domain/webhook-endpoint.decider';
import { webhookErrors } from '../domain/webhook.errors';
import { webhookStream, WebhookEndpointCreated, WebhookSecretRotated } from '../domain/webhook.events';
import { CreateWebhookCommand, ReplayWebhookCommand, RetryWebhookDeliveryCommand, UpdateWebhookCommand, WebhookActionCommand } from './webhook.commands';
import { WebhookReader } from './webhook-reader';
import { WebhookUrlGuard } from './webhook-url-guard';

/** What every webhook handler needs: the Pro check, the URL check, the decider's loop. */
@Injectable()
export class WebhookCommands {
  readonly guard: WebhookUrlGuard;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EVENT_STORE) readonly events: EventStore,
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly entitlements: Entitlements,
    readonly reader: WebhookReader,
  ) {
    this.guard = new WebhookUrlGuard(config.webhooks.allowPrivateNetworks);
  }

  async requirePro(userId: string): Promise<void> {
    const plan = await this.entitlements.of(userId);
    if (!plan.recursos.includes('webhooks')) throw webhookErrors.planRequired();
  }

  /** Decides on the endpoint's stream and waits until the read model shows it. */
  async run(endpointId: string, command: WebhookEndpointCommand, meta: { userId: string; correlationId: string }) {
    const result = await this.executor.execute(webhookStream(endpointId), webhookEndpointDecider, command, meta);
    await this.projections.waitFor(result.position);
    return result;
  }
}

@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand> {
  constructor(private readonly webhooks: WebhookCommands) {}

  async execute({ input, meta }: CreateWebhookCommand) {
    await this.webhooks.requirePro(meta.userId);
    await this.webhooks.guard.check(input.url);
    const endpointId = randomUUID();
    const result = await this.webhooks.run(endpointId, { type: 'CreateWebhookEndpoint', endpointId, criadorId: meta.userId, ...input }, meta);
    const { secret } = (result.events[0] as WebhookEndpointCreated).data;
    return { ...(await this.webhooks.reader.get(meta.userId, endpointId)), secret };
  }
}

@CommandHandler(UpdateWebhookCommand)
export class UpdateWebhookHandler implements ICommandHandler<UpdateWebhookCommand> {
  constructor(private readonly webhooks: WebhookCommands) {}

  async execute({ endpointId, input, meta }: UpdateWebhookCommand) {
    await this.webhooks.reader.view(meta.userId, endpointId);
    await this.webhooks.requirePro(meta.userId);
    if (input.url !== undefined) await this.webhooks.guard.check(input.url);
    await this.webhooks.run(endpointId, { type: 'UpdateWebhookEndpoint', userId: meta.userId, ...input }, meta);
    return this.webhooks.reader.get(meta.userId, endpointId);
  }
}

@CommandHandler(WebhookActionCommand)
export class WebhookActionHandler implements ICommandHandler<WebhookActionCommand> {
  constructor(private readonly webhooks: WebhookCommands) {}

  async execute({ endpointId, action, meta }: WebhookActionCommand) {
    await this.webhooks.reader.view(meta.userId, endpointId);
    if (action === 'delete') {
      await this.webhooks.run(endpointId, { type: 'DeleteWebhookEndpoint', userId: meta.userId }, meta);
      return undefined;
    }
    await this.webhooks.requirePro(meta.userId);
    if (action === 'rotate') {
      const result = await this.webhooks.run(endpointId, { type: 'RotateWebhookSecret', userId: meta.userId }, meta);
      const { secret, anteriorValidoAte } = (result.events[0] as WebhookSecretRotated).data;
      return { secret, anteriorValidoAte };
    }
    const deliveryId = randomUUID();
    await this.webhooks.run(endpointId, { type: 'RequestWebhookTest', userId: meta.userId, deliveryId }, meta);
    return { deliveryId };
  }
}

@CommandHandler(RetryWebhookDeliveryCommand)
export class RetryWebhookDeliveryHandler implements ICommandHandler<RetryWebhookDeliveryCommand> {
  constructor(private readonly webhooks: WebhookCommands) {}

  async execute({ endpointId, deliveryId, meta }: RetryWebhookDeliveryCommand) {
    await this.webhooks.reader.delivery(meta.userId, endpointId, deliveryId);
    await this.webhooks.requirePro(meta.userId);
    await this.webhooks.run(endpointId, { type: 'RetryWebhookDelivery', userId: meta.userId, deliveryId }, meta);
    return { deliveryId };
  }
}

@CommandHandler(ReplayWebhookCommand)
export class ReplayWebhookHandler implements ICommandHandler<ReplayWebhookCommand> {
  constructor(private readonly webhooks: WebhookCommands) {}

  async execute({ endpointId, desde, meta }: ReplayWebhookCommand) {
    await this.webhooks.reader.view(meta.userId, endpointId);
    await this.webhooks.requirePro(meta.userId);
    const since = new Date(desde).toISOString();
    const ate = await this.webhooks.events.headPosition();
    const enfileiradas = await this.webhooks.reader.countReplay(endpointId, since, ate);
    await this.webhooks.run(endpointId, { type: 'ReplayWebhook', userId: meta.userId, desde: since, ate, enfileiradas }, meta);
    return { enfileiradas };
  }
}
