import type { LoadedStream, StreamExecutor } from '../../../platform/ddd/stream-executor';
import { isPresent, type GiveawayLifecycle } from '../../giveaways/giveaways.public';
import { drawDecider, DrawState } from '../domain/draw.decider';
import { drawStream } from '../domain/draw.events';

const POLL_MS = 25;

/**
 * A giveaway's draw stream, folded. Once the giveaway is closed its commitment is owed, but
 * the commit-draw job writes it (hashing every entrant), so a request right after the close
 * may come before it: then this waits for DrawCommitted, up to `waitMs`
 * (READ_YOUR_WRITES_TIMEOUT_MS). That is the bound the close's read-your-writes wait had when
 * a reactor hashed inside the projection batch, so people get the answers they got then, and
 * DRAW_NOT_READY or DRAW_NOT_COMMITTED only while the commitment is genuinely not there.
 *
 * It polls rather than hashing in the request when the commitment is missing: the job may be
 * running in another process (a worker), and hashing a million entrants twice would double the
 * close's cost for an append only one of them can win. A draw stream is a handful of events.
 */
export async function loadDraw(executor: StreamExecutor, giveawayId: string, giveaway: GiveawayLifecycle, waitMs: number): Promise<LoadedStream<DrawState>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const draw = await executor.load(drawStream(giveawayId), drawDecider);
    const owed = isPresent(giveaway) && giveaway.status === 'Encerrado';
    if (draw.state.committed || !owed || Date.now() >= deadline) return draw;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
