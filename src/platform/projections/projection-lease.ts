import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DuplicateKeyError } from '../read-store/read-store.errors';
import type { ReadCollection, ReadStore } from '../read-store/read-store.port';

/**
 * Platform-owned like `checkpoints`: no projection owns it and a rebuild drops it (harmless:
 * the holder takes a new term at its next renewal). Not a read model, so writing it from
 * here does not break "only projections write read models": it is the runner's own
 * bookkeeping, next to its checkpoints.
 */
export const LEASES = 'leases';

/** One term of a lease: a document per term (`<name>#<term>`), written only by its holder. */
export type LeaseTerm = {
  _id: string;
  lease: string;
  term: number;
  holder: string;
  acquiredAt: string;
  /** Wall-clock ms since the epoch: other processes compare it with their own clocks. */
  expiresAt: number;
};

/** What health reports: who holds the lease, as far as this process knows. */
export interface LeaseView {
  state: 'active' | 'standby';
  /** This process's holder id. */
  self: string;
  /** The holder of the newest term seen (this process when active), null when none is known. */
  holder: string | null;
  term: number | null;
  expiresAt: string | null;
}

export interface ProjectionLeaseOptions {
  ttlMs: number;
  name?: string;
  holder?: string;
  /** Wall clock, written into expiresAt and compared with others' (tests move it). */
  now?: () => number;
  /** This process's own deadline runs on a monotonic clock: a wall-clock step cannot extend it. */
  monotonic?: () => number;
}

/**
 * A lease in the read store that lets one process at a time run the projection runner.
 *
 * Why the read store and not Redis: every deployment with more than one process already
 * shares it (the split roles require MONGO_URL, Redis stays optional), and it is what the
 * runner writes: a process that cannot reach it can neither renew the lease nor project.
 *
 * Why one document per term: taking a term is an insert of `<name>#<term+1>` (an upsert
 * with only $setOnInsert), and the unique _id makes exactly one of two racing processes
 * win, on MongoDB, on FerretDB and in the embedded store alike. A conditional update of a
 * single document ("take it if expired") would be simpler, but FerretDB v1 evaluates an
 * update's filter and writes the document in two steps, so two racing takers could both
 * win. Renewals update only the holder's own term, which nobody else writes.
 *
 * Safety: the holder counts itself the holder until `started + ttl - margin` on its
 * monotonic clock, where `started` is when its last successful renewal (or take) was sent,
 * and a renewal confirmed after that deadline extends nothing (another process may already
 * have seen the term expire). Others take a new term only once the stored expiresAt
 * (`sent + ttl`, wall clock) has passed on their clock. So as long as clocks differ by less
 * than the margin (ttl / 5: 3 s for the default 15 s), the old holder has stopped counting
 * itself the holder before anyone else starts. The runner asks holds() before every event
 * and every checkpoint write.
 */
export class ProjectionLease {
  readonly holder: string;
  readonly ttlMs: number;
  readonly marginMs: number;
  readonly name: string;
  private readonly now: () => number;
  private readonly monotonic: () => number;
  private term: number | null = null;
  private validUntil = 0;
  private seen: LeaseTerm | null = null;

  constructor(
    private readonly store: ReadStore,
    options: ProjectionLeaseOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.marginMs = Math.floor(options.ttlMs / 5);
    this.name = options.name ?? 'projection-runner';
    this.holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.now = options.now ?? Date.now;
    this.monotonic = options.monotonic ?? (() => performance.now());
  }

  /** Held and within this process's own deadline: a cheap clock comparison, asked before every write. */
  holds(): boolean {
    return this.term !== null && this.monotonic() < this.validUntil;
  }

  /** The term held, while holds(); null otherwise. A runner is fenced to the term it started in. */
  heldTerm(): number | null {
    return this.holds() ? this.term : null;
  }

  /** One step: renew the term held, or take a new one if the newest has expired. Resolves holds(). */
  async attempt(): Promise<boolean> {
    return this.holds() ? this.renew() : this.take();
  }

  /** Ends the term at once (a clean stop), so a standby need not wait for the TTL. */
  async release(): Promise<void> {
    const term = this.term;
    this.term = null;
    this.validUntil = 0;
    if (term === null) return;
    await this.leases().updateOne({ _id: this.idOf(term), holder: this.holder }, { $set: { expiresAt: 0 } });
  }

  view(): LeaseView {
    const held = this.holds();
    const seen = this.seen;
    const current = seen && (held || seen.expiresAt > this.now()) ? seen : null;
    return {
      state: held ? 'active' : 'standby',
      self: this.holder,
      holder: current?.holder ?? null,
      term: current?.term ?? null,
      expiresAt: current ? new Date(current.expiresAt).toISOString() : null,
    };
  }

  private async renew(): Promise<boolean> {
    const term = this.term as number;
    const deadline = this.validUntil;
    const started = this.monotonic();
    const expiresAt = this.now() + this.ttlMs;
    const { matched } = await this.leases().updateOne({ _id: this.idOf(term), holder: this.holder }, { $set: { expiresAt } });
    const newest = await this.newest();
    if (this.term !== term) return this.holds();
    if (matched === 0 || newest?.term !== term) {
      // Our term is gone or a newer one exists: someone took over (a clock off by more than the margin).
      this.term = null;
      this.validUntil = 0;
      this.seen = newest;
      return false;
    }
    this.seen = newest;
    if (this.monotonic() < deadline) this.validUntil = started + this.ttlMs - this.marginMs;
    return this.holds();
  }

  private async take(): Promise<boolean> {
    this.term = null;
    const newest = await this.newest();
    this.seen = newest;
    // Another holder's unexpired term: stand by. Our own unexpired term (this process lost
    // track of it, e.g. paused past its deadline) is never revived: a new term is taken.
    if (newest && newest.holder !== this.holder && newest.expiresAt > this.now()) return false;
    const term = (newest?.term ?? 0) + 1;
    const started = this.monotonic();
    const doc: LeaseTerm = {
      _id: this.idOf(term),
      lease: this.name,
      term,
      holder: this.holder,
      acquiredAt: new Date(this.now()).toISOString(),
      expiresAt: this.now() + this.ttlMs,
    };
    const { _id, ...fields } = doc;
    try {
      const { upserted } = await this.leases().updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
      if (!upserted) return false;
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
    // A take that read an old newest term and landed late (after a newer holder took term
    // n+2 and pruned n+1) must not count: the newest term decides.
    const after = await this.newest();
    if (after?.term !== term) {
      this.seen = after;
      return false;
    }
    this.term = term;
    this.validUntil = started + this.ttlMs - this.marginMs;
    this.seen = doc;
    // Older terms are history: keep the collection at one document or two.
    await this.leases()
      .deleteMany({ lease: this.name, term: { $lt: term } })
      .catch(() => undefined);
    return this.holds();
  }

  private async newest(): Promise<LeaseTerm | null> {
    const [row] = await this.leases().find({ lease: this.name }, { sort: { term: -1 }, limit: 1 });
    return row ?? null;
  }

  private idOf(term: number): string {
    return `${this.name}#${term}`;
  }

  private leases(): ReadCollection<LeaseTerm> {
    return this.store.collection<LeaseTerm>(LEASES);
  }
}
