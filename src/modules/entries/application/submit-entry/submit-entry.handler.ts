import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/ddd/domain-error';
import { type CommandMetadata, StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { AccountIdentities } from '../../../accounts/accounts.public';
import { GiveawayCounts, isPresent } from '../../../giveaways/giveaways.public';
import { Entitlements } from '../../../plans/plans.public';
import { entryRefusalDecider, refusalMotivoOf } from '../../domain/entry-refusal.decider';
import { entryDecider } from '../../domain/entry.decider';
import { entryErrors } from '../../domain/entry.errors';
import { EntrySubmitted, entryRefusalStream, entryStream } from '../../domain/entry.events';
import { GiveawaySnapshots } from './giveaway-snapshots';
import { SubmitEntryCommand } from './submit-entry.command';

/**
 * Reads the giveaway from its stream (never a lagging read model), then appends to the
 * participant's own entry stream expecting it not to exist: of 50 simultaneous submissions
 * by one person exactly one is stored, the others are decided again and get ALREADY_ENTERED.
 * A refusal by a fraud rule is recorded on its own stream before the error is answered.
 * The creator's plan limits the entries (issue 12), counted from the read model that each
 * accepted entry waits for: entries arriving in the same instant at the limit may pass it by
 * as many as are in flight (docs/billing.md), never refuse one below it.
 */
@CommandHandler(SubmitEntryCommand)
export class SubmitEntryHandler implements ICommandHandler<SubmitEntryCommand> {
  constructor(
    private readonly giveaways: GiveawaySnapshots,
    private readonly accounts: AccountIdentities,
    private readonly entitlements: Entitlements,
    private readonly counts: GiveawayCounts,
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, input, meta }: SubmitEntryCommand): Promise<EntrySubmitted['data'] & { createdAt: string; revision: number }> {
    const { snapshot: giveaway, regulamentoSha256 } = await this.giveaways.current(giveawayId);
    if (!isPresent(giveaway)) throw entryErrors.giveawayNotFound();
    // Not AccountReader: a participant who registered a moment ago may not be projected yet.
    const [participant, creatorPlan, inscritos] = await Promise.all([
      this.accounts.byId(meta.userId),
      this.entitlements.of(giveaway.criadorId!),
      this.counts.entriesOf(giveawayId),
    ]);
    // A "not confirmed" is checked again on the user's stream, and only when the giveaway requires it.
    const emailConfirmed =
      participant?.emailVerified === true || (giveaway.content?.exigirEmailConfirmado === true && (await this.accounts.hasConfirmedEmail(meta.userId)));
    try {
      const result = await this.executor.execute(
        entryStream(giveawayId, meta.userId),
        entryDecider,
        {
          type: 'SubmitEntry',
          entryId: randomUUID(),
          giveawayId,
          giveaway,
          regulamentoSha256,
          participant: { id: meta.userId, username: participant?.username ?? '', emailConfirmed },
          limiteInscricoes: { plano: creatorPlan.nome, maximo: creatorPlan.limites.inscricoesPorSorteio, inscritos },
          ...input,
        },
        meta,
      );
      await this.projections.waitFor(result.position);
      await this.refuseIfRecordedAfterClose(giveawayId, result.position);
      return { ...result.state.entry!, createdAt: result.at, revision: result.revision };
    } catch (err) {
      if (err instanceof DomainError) await this.recordRefusal(err, giveawayId, input.respostas.email, meta);
      throw err;
    }
  }

  /**
   * An entry decided while the giveaway was open can still reach the log after a close that
   * was recorded in between: it is kept (the log is append-only) but not in the draw, which
   * takes the entries before the close. Its answer says so rather than confirm it; the e-mail
   * the entry gets explains the same (EntryEmails).
   */
  private async refuseIfRecordedAfterClose(giveawayId: string, position: number): Promise<void> {
    const { closedAt } = await this.giveaways.current(giveawayId);
    if (closedAt !== null && closedAt < position) throw entryErrors.afterClose();
  }

  private async recordRefusal(err: DomainError, giveawayId: string, email: unknown, meta: CommandMetadata & { userId: string }): Promise<void> {
    const motivo = refusalMotivoOf(err);
    if (!motivo) return;
    const result = await this.executor.execute(
      entryRefusalStream(giveawayId, meta.userId),
      entryRefusalDecider,
      { type: 'RecordEntryRefusal', giveawayId, participantId: meta.userId, email, motivo },
      meta,
    );
    // The creator who looks right after sees it (read-your-writes, as for entries).
    if (result.events.length > 0) await this.projections.waitFor(result.position);
  }
}
