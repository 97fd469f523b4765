import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/ddd/clock';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { Entitlements } from '../../plans/plans.public';
import { authorizationIsOpen, instagramDecider } from '../domain/instagram.decider';
import { instagramErrors } from '../domain/instagram.errors';
import { instagramStream } from '../domain/instagram.events';
import { InstagramGateway } from './instagram-gateway';
import { InstagramRequestRefused } from './instagram-graph.errors';
import { asHttpError } from './instagram-failures';
import { InstagramTokenVault } from './instagram-token-vault';
import { CompleteInstagramAuthorizationCommand, DisconnectInstagramCommand, StartInstagramAuthorizationCommand } from './instagram.commands';

const STATE_BYTES = 32;
const hashOf = (state: string) => createHash('sha256').update(state, 'utf8').digest('hex');

/** Configured first (the operator's part), then the plan (the person's): Instagram is Pro's. */
async function ensureAllowed(gateway: InstagramGateway, entitlements: Entitlements, userId: string): Promise<void> {
  gateway.client();
  if (!(await entitlements.of(userId)).recursos.includes('instagram')) throw instagramErrors.planRequired();
}

@CommandHandler(StartInstagramAuthorizationCommand)
export class StartInstagramAuthorizationHandler implements ICommandHandler<StartInstagramAuthorizationCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly clock: Clock,
    private readonly gateway: InstagramGateway,
    private readonly entitlements: Entitlements,
  ) {}

  /** The state goes to Instagram and back through the browser; only its hash is recorded, in the person's stream. */
  async execute({ meta }: StartInstagramAuthorizationCommand): Promise<{ url: string }> {
    await ensureAllowed(this.gateway, this.entitlements, meta.userId);
    const state = Buffer.from(this.clock.random(STATE_BYTES)).toString('base64url');
    await this.executor.execute(instagramStream(meta.userId), instagramDecider, { type: 'StartAuthorization', userId: meta.userId, estadoHash: hashOf(state) }, meta);
    return { url: this.gateway.client().authorizationUrl(state) };
  }
}

@CommandHandler(CompleteInstagramAuthorizationCommand)
export class CompleteInstagramAuthorizationHandler implements ICommandHandler<CompleteInstagramAuthorizationCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly clock: Clock,
    private readonly gateway: InstagramGateway,
    private readonly entitlements: Entitlements,
    private readonly vault: InstagramTokenVault,
  ) {}

  /**
   * The state is checked before Instagram is asked anything, and again when the connection is
   * recorded (a double submit spends it once). Instagram refusing the code spends the state
   * too; Instagram unreachable does not (the person may retry the same return). The tokens
   * live in this call only: the long-lived one is sealed before it reaches the decider.
   */
  async execute({ input, meta }: CompleteInstagramAuthorizationCommand): Promise<{ username: string }> {
    await ensureAllowed(this.gateway, this.entitlements, meta.userId);
    const stream = instagramStream(meta.userId);
    const estadoHash = hashOf(input.state);
    const loaded = await this.executor.load(stream, instagramDecider);
    if (!authorizationIsOpen(loaded.state, estadoHash, this.clock.now())) throw instagramErrors.invalidState();

    const client = this.gateway.client();
    // Instagram appends "#_" to the redirect; a code copied with it still works.
    const code = input.code.replace(/#_?$/, '');
    let account: { userId: string; username: string };
    let longLived: { accessToken: string; expiresIn: number };
    try {
      const shortLived = await client.exchangeCode(code);
      longLived = await client.longLived(shortLived.accessToken);
      account = await client.me(longLived.accessToken);
    } catch (err) {
      if (err instanceof InstagramRequestRefused) {
        await this.executor.execute(stream, instagramDecider, { type: 'FailAuthorization', userId: meta.userId, estadoHash, motivo: 'codigo-recusado' }, meta);
        throw instagramErrors.authorizationFailed();
      }
      throw asHttpError(err);
    }

    const expiraEm = new Date(this.clock.now().getTime() + longLived.expiresIn * 1000).toISOString();
    const command = {
      type: 'Connect' as const,
      userId: meta.userId,
      conexaoId: randomUUID(),
      estadoHash,
      instagramUserId: account.userId,
      username: account.username,
      tokenCifrado: this.vault.seal(meta.userId, longLived.accessToken),
      expiraEm,
    };
    const result = await this.executor.execute(stream, instagramDecider, command, meta);
    await this.projections.waitFor(result.position);
    return { username: account.username };
  }
}

@CommandHandler(DisconnectInstagramCommand)
export class DisconnectInstagramHandler implements ICommandHandler<DisconnectInstagramCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  /** Open to every plan (someone who left Pro can still disconnect). Waits until the read model has dropped the sealed token. */
  async execute({ meta }: DisconnectInstagramCommand): Promise<void> {
    const result = await this.executor.execute(instagramStream(meta.userId), instagramDecider, { type: 'Disconnect', motivo: 'pessoa' }, meta);
    await this.projections.waitFor(result.position);
  }
}
