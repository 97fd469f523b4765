import { randomUUID } from 'node:crypto';
import { backoffDelay, type JobContext, type JobQueue } from '../../src/platform/jobs/job-queue.port';

/**
 * The JobQueue contract: every adapter must pass it. Names and ids are unique per test so
 * that adapters backed by a shared server (Redis) do not see each other's jobs.
 */
export function jobQueueContract(make: () => JobQueue | Promise<JobQueue>): void {
  const opened: JobQueue[] = [];
  const open = async () => {
    const queue = await make();
    opened.push(queue);
    return queue;
  };
  const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()));
  });

  test('runs a job with its payload, id and attempt number', async () => {
    const queue = await open();
    const seen: Array<{ payload: unknown; context: JobContext }> = [];
    const name = unique('send-mail');
    queue.register(name, async (payload, context) => void seen.push({ payload, context }));
    await queue.start();
    const payload = { to: 'ana@example.com', assunto: 'Redefinição de senha', n: [1, 2] };
    await expect(queue.enqueue(name, 'event-1', payload)).resolves.toBe(true);
    await queue.whenIdle(5000);
    expect(seen).toEqual([{ payload, context: { jobId: 'event-1', attempt: 1 } }]);
  });

  test('runs a job once when the same id is enqueued twice, and the second enqueue returns false', async () => {
    const queue = await open();
    const name = unique('webhook');
    const runs: unknown[] = [];
    queue.register(name, async (payload) => void runs.push(payload));
    const id = randomUUID();
    expect(await queue.enqueue(name, id, { v: 1 })).toBe(true);
    expect(await queue.enqueue(name, id, { v: 2 })).toBe(false);
    await queue.start();
    await queue.whenIdle(5000);
    // A replay long after the job finished must still not run it again.
    expect(await queue.enqueue(name, id, { v: 3 })).toBe(false);
    await queue.whenIdle(5000);
    expect(runs).toEqual([{ v: 1 }]);
  });

  test('accepts names and ids with ":" or ids of only digits, and hands the ids back unchanged', async () => {
    const queue = await open();
    const name = unique('mail:reset');
    const ids: string[] = [];
    queue.register(name, async (_payload, { jobId }) => void ids.push(jobId));
    await queue.start();
    const colon = `giveaway-${randomUUID()}:mail:2`;
    const digits = String(Date.now());
    expect(await queue.enqueue(name, colon, {})).toBe(true);
    expect(await queue.enqueue(name, digits, {})).toBe(true);
    expect(await queue.enqueue(name, colon, {})).toBe(false);
    await queue.whenIdle(5000);
    expect(ids.sort()).toEqual([colon, digits].sort());
  });

  test('retries a failing job with growing delays until it succeeds', async () => {
    const queue = await open();
    const name = unique('flaky');
    const attempts: number[] = [];
    const times: number[] = [];
    queue.register(name, async (_payload, { attempt }) => {
      attempts.push(attempt);
      times.push(Date.now());
      if (attempt < 4) throw new Error(`falha ${attempt}`);
    });
    await queue.start();
    const backoffMs = 30;
    await queue.enqueue(name, randomUUID(), {}, { attempts: 5, backoffMs });
    await queue.whenIdle(10_000);
    expect(attempts).toEqual([1, 2, 3, 4]);
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    // Lower bounds 30, 60, 120 ms: a fixed delay would break the last one.
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffDelay(i + 1, backoffMs) - 2));
  });

  test('stops retrying a job that always fails after its number of attempts', async () => {
    const queue = await open();
    const name = unique('broken');
    const attempts: number[] = [];
    queue.register(name, async (_payload, { attempt }) => {
      attempts.push(attempt);
      throw new Error('sempre falha');
    });
    await queue.start();
    await queue.enqueue(name, randomUUID(), {}, { attempts: 3, backoffMs: 20 });
    await queue.whenIdle(10_000);
    await sleep(200);
    expect(attempts).toEqual([1, 2, 3]);
  });

  test('sends jobs of different names to their own handlers, even with the same id', async () => {
    const queue = await open();
    const [mail, hook] = [unique('mail'), unique('hook')];
    const seen: string[] = [];
    queue.register(mail, async (payload: { x: string }) => void seen.push(`mail:${payload.x}`));
    queue.register(hook, async (payload: { x: string }) => void seen.push(`hook:${payload.x}`));
    await queue.start();
    const eventId = randomUUID();
    expect(await queue.enqueue(mail, eventId, { x: 'a' })).toBe(true);
    expect(await queue.enqueue(hook, eventId, { x: 'b' })).toBe(true);
    await queue.whenIdle(5000);
    expect(seen.sort()).toEqual(['hook:b', 'mail:a']);
  });

  test('runs at most `concurrency` jobs of one name at a time', async () => {
    const queue = await open();
    const name = unique('resize');
    let running = 0;
    let peak = 0;
    queue.register(
      name,
      async () => {
        peak = Math.max(peak, ++running);
        await sleep(80);
        running--;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 5; i++) await queue.enqueue(name, randomUUID(), { i });
    await queue.start();
    await queue.whenIdle(10_000);
    expect(peak).toBe(2);
  });

  test('whenIdle waits for a running job to finish', async () => {
    const queue = await open();
    const name = unique('slow');
    let finished = false;
    queue.register(name, async () => {
      await sleep(150);
      finished = true;
    });
    await queue.start();
    await queue.enqueue(name, randomUUID(), {});
    await queue.whenIdle(5000);
    expect(finished).toBe(true);
  });

  test('whenIdle rejects after its timeout while a job is still pending', async () => {
    const queue = await open();
    const name = unique('nobody-runs-this');
    // Not started: an API-only process enqueues and leaves the job to a worker.
    await queue.enqueue(name, randomUUID(), {});
    await expect(queue.whenIdle(150)).rejects.toThrow(/ociosa/);
  });

  test('reports itself healthy', async () => {
    const queue = await open();
    await expect(queue.health()).resolves.toMatchObject({ ok: true });
  });
}
