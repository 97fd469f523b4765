import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { giveawayStream } from '../../../giveaways/domain/giveaway.events';
import { emptySnapshot, GiveawaySnapshot, snapshotOf } from '../../domain/giveaway-snapshot';

type Folded = { snapshot: GiveawaySnapshot; nextRevision: number; regulamentoSha256: string };

/** Giveaways folded recently; each is a few kilobytes. */
const CAPACITY = 500;

/**
 * The giveaway as an entry decision needs it, always current: each call reads the stream's
 * events after the last one folded here (usually none) instead of the whole stream again, and
 * keeps the rules' hash until the rules change. Parsing a giveaway's events on every entry was
 * a few percent of a busy giveaway's entries.
 */
@Injectable()
export class GiveawaySnapshots {
  private readonly folded = new Map<string, Folded>();

  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async current(giveawayId: string): Promise<Omit<Folded, 'nextRevision'>> {
    const known = this.folded.get(giveawayId);
    const newer = await this.events.readStream(giveawayStream(giveawayId), known?.nextRevision ?? 0);
    if (known && newer.length === 0) return known;
    const snapshot = snapshotOf(newer, known?.snapshot ?? emptySnapshot);
    const regulamentoSha256 =
      known && known.snapshot.regulamento === snapshot.regulamento ? known.regulamentoSha256 : createHash('sha256').update(snapshot.regulamento ?? '').digest('hex');
    const next = { snapshot, regulamentoSha256, nextRevision: newer.length ? newer[newer.length - 1].revision + 1 : 0 };
    this.folded.delete(giveawayId);
    if (snapshot.exists) this.folded.set(giveawayId, next);
    while (this.folded.size > CAPACITY) this.folded.delete(this.folded.keys().next().value!);
    return next;
  }
}
