import { Injectable } from '@nestjs/common';
import { ProjectionsService } from '../../../platform/projections/projections.service';

/**
 * Rebuilds the read models so that the read store's files forget an erased person (their events
 * now read "Conta removida"). Erasures close together share one rebuild: a request made while
 * one is waiting to start joins it; one made while a rebuild runs gets the next.
 */
@Injectable()
export class ReadStoreForgetting {
  private waiting: Promise<boolean> | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly projections: ProjectionsService) {}

  /** Resolves once a rebuild that started after this call is over: true, or false where this process does not project. */
  request(): Promise<boolean> {
    if (this.waiting) return this.waiting;
    const run = this.tail.then(() => {
      this.waiting = null;
      return this.projections.rebuildHere();
    });
    this.waiting = run;
    this.tail = run.catch(() => undefined);
    return run;
  }
}
