import { randomUUID } from 'node:crypto';
import { freePort } from '../support/server-process';
import { InProcessLiveHub } from '../../src/platform/live/in-process-live-hub';
import type { LiveMessage } from '../../src/platform/live/live-hub.port';
import { RedisLiveHub } from '../../src/platform/live/redis-live-hub';
import { eventually, liveHubContract, settle } from './live-hub.contract';

describe('LiveHub contract: in-process', () => {
  liveHubContract(() => new InProcessLiveHub());
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describe(`LiveHub contract: Redis pub/sub (${redisUrl})`, () => {
    liveHubContract(() => new RedisLiveHub(redisUrl));
  });

  describe('Redis LiveHub across processes', () => {
    const hubs: RedisLiveHub[] = [];
    const open = (url = redisUrl) => {
      const hub = new RedisLiveHub(url);
      hubs.push(hub);
      return hub;
    };
    afterEach(async () => {
      await Promise.all(hubs.splice(0).map((hub) => hub.close()));
    });

    test("a message published by the worker's hub reaches the spectators of every API process", async () => {
      const [worker, apiA, apiB] = [open(), open(), open()];
      const giveaway = randomUUID();
      const a: LiveMessage[] = [];
      const b: LiveMessage[] = [];
      await apiA.subscribe(giveaway, (m) => a.push(m));
      await apiB.subscribe(giveaway, (m) => b.push(m));
      const drawn = { id: 42, event: 'drawn', data: { winners: [{ rank: 1, entryId: 'e-1', nome: 'Bia' }] } };
      await worker.publish(giveaway, drawn);
      await eventually(() => expect(a).toEqual([drawn]));
      await eventually(() => expect(b).toEqual([drawn]));
      expect(worker.listenerCount(giveaway)).toBe(0);
    });

    test('a process whose spectators all left stops receiving that giveaway', async () => {
      const [worker, api] = [open(), open()];
      const giveaway = randomUUID();
      const received: LiveMessage[] = [];
      const unsubscribe = await api.subscribe(giveaway, (m) => received.push(m));
      unsubscribe();
      await worker.publish(giveaway, { id: 1, event: 'spectators', data: { count: 1 } });
      await settle();
      expect(received).toEqual([]);
    });

    test('with Redis unreachable, publishing and subscribing fail quickly and health says why', async () => {
      const hub = open(`redis://127.0.0.1:${await freePort()}`);
      const started = Date.now();
      await expect(hub.publish(randomUUID(), { id: 1, event: 'spectators', data: { count: 1 } })).rejects.toThrow();
      await expect(hub.subscribe(randomUUID(), () => undefined)).rejects.toThrow();
      const health = await hub.health();
      expect(health.ok).toBe(false);
      expect(health.detail).toBeTruthy();
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });
} else {
  // As in job-queue.contract.test.ts: the root config's global setup sets REDIS_URL (or fails loudly).
  test.skip('Redis LiveHub suite skipped: REDIS_URL is not set (test/support/global-setup.ts starts redis-server unless it is)', () => undefined);
}
