import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { GiveawayLifecycle, GiveawayLifecycles, isPresent, noGiveaway } from '../../../giveaways/giveaways.public';

/** closedAt: the log position of the giveaway's close, once there is one. */
type Folded = { snapshot: GiveawayLifecycle; nextRevision: number; regulamentoSha256: string; closedAt: number | null };

/** Giveaways folded recently; each is a few kilobytes. */
const CAPACITY = 500;

/**
 * The giveaway as an entry decision needs it, always current: each call folds only the
 * stream's events after the last one folded here (usually none) onto the lifecycle kept,
 * instead of the whole stream again, and keeps the rules' hash until the rules change.
 * Parsing a giveaway's events on every entry was a few percent of a busy giveaway's entries.
 */
@Injectable()
export class GiveawaySnapshots {
  private readonly folded = new Map<string, Folded>();

  constructor(private readonly lifecycles: GiveawayLifecycles) {}

  async current(giveawayId: string): Promise<Omit<Folded, 'nextRevision'>> {
    const known = this.folded.get(giveawayId);
    const { lifecycle: snapshot, nextRevision, closedAt: closedNow } = await this.lifecycles.continue(giveawayId, known?.snapshot ?? noGiveaway, known?.nextRevision ?? 0);
    if (known && nextRevision === known.nextRevision) return known;
    const regulamento = snapshot.content?.regulamento ?? null;
    const regulamentoSha256 =
      known && (known.snapshot.content?.regulamento ?? null) === regulamento ? known.regulamentoSha256 : createHash('sha256').update(regulamento ?? '').digest('hex');
    const next = { snapshot, regulamentoSha256, nextRevision, closedAt: known?.closedAt ?? closedNow };
    this.folded.delete(giveawayId);
    if (isPresent(snapshot)) this.folded.set(giveawayId, next);
    while (this.folded.size > CAPACITY) this.folded.delete(this.folded.keys().next().value!);
    return next;
  }
}
