import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { InProcessLiveHub } from '../../../platform/live/in-process-live-hub';
import type { LiveViews } from '../application/live-views';
import type { LiveView } from '../application/live-view';
import { HEARTBEAT_MS, LiveStreams } from './live-streams';
import { StreamQuota } from './stream-quota';

const GIVEAWAY = 'g-1';

/** Just enough of an Express response to watch what a live stream writes. */
class FakeResponse extends EventEmitter {
  written = '';
  writableEnded = false;
  writableLength = 0;
  destroyed = false;
  status() {
    return this;
  }
  set() {
    return this;
  }
  flushHeaders() {}
  write(chunk: string) {
    this.written += chunk;
    return true;
  }
  end() {
    this.writableEnded = true;
  }
  /** The client goes away. */
  hangUp() {
    this.destroyed = true;
    this.emit('close');
  }
  events() {
    return [...this.written.matchAll(/^id: (\d+)\nevent: (\S+)\n/gm)].map(([, id, event]) => `${event}@${id}`);
  }
}

const view = (position: number): LiveView => ({
  criadorId: 'u-1',
  position,
  history: [],
  state: { giveawayId: GIVEAWAY, titulo: 'Kit', status: 'Encerrado', dataSorteio: '', closedAt: null, commitment: null, drawnAt: null, winners: [] },
});

const opened: LiveStreams[] = [];

function setUp(load: () => Promise<LiveView | null>) {
  const hub = new InProcessLiveHub();
  const views = { headPosition: async () => 0, load, spectators: async () => 3 } as unknown as LiveViews;
  const res = new FakeResponse();
  const streams = new LiveStreams(views, hub, new StreamQuota({ perIp: 1000, perUser: 1000 }));
  opened.push(streams);
  const serve = () => streams.serve(GIVEAWAY, undefined, { headers: {} } as Request, res as unknown as Response);
  return { hub, res, streams, serve };
}

describe('a live stream', () => {
  afterEach(() => {
    opened.splice(0).forEach((streams) => streams.onModuleDestroy());
    jest.useRealTimers();
  });

  it('keeps what is published while the state is read, and drops what the state already holds', async () => {
    let publishMeanwhile = async () => undefined;
    const { hub, res, serve } = setUp(async () => {
      await publishMeanwhile();
      return view(20);
    });
    publishMeanwhile = async () => {
      await hub.publish(GIVEAWAY, { id: 18, event: 'drawn', data: {} });
      await hub.publish(GIVEAWAY, { id: 19, event: 'spectators', data: { count: 4 } });
      await hub.publish(GIVEAWAY, { id: 21, event: 'winner-replaced', data: {} });
    };
    await serve();
    await hub.publish(GIVEAWAY, { id: 22, event: 'spectators', data: { count: 5 } });
    expect(res.events()).toEqual(['state@20', 'spectators@19', 'winner-replaced@21', 'spectators@22']);
  });

  it('sends a heartbeat comment every 15 seconds, and stops everything when the client leaves', async () => {
    jest.useFakeTimers();
    const { hub, res, serve } = setUp(async () => view(5));
    await serve();
    expect(hub.listenerCount(GIVEAWAY)).toBe(1);
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(res.written.match(/^: ping\n\n/gm)).toHaveLength(2);

    res.hangUp();
    expect(hub.listenerCount(GIVEAWAY)).toBe(0);
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(res.written.match(/^: ping\n\n/gm)).toHaveLength(2);
  });

  it('ends every open stream when the application shuts down', async () => {
    const { hub, res, streams, serve } = setUp(async () => view(5));
    await serve();
    streams.onModuleDestroy();
    expect(res.writableEnded).toBe(true);
    expect(hub.listenerCount(GIVEAWAY)).toBe(0);
  });

  it('stops listening when the giveaway cannot be watched', async () => {
    const { hub, res, serve } = setUp(async () => null);
    await expect(serve()).rejects.toMatchObject({ code: 'GIVEAWAY_NOT_FOUND' });
    expect(hub.listenerCount(GIVEAWAY)).toBe(0);
    expect(res.written).toBe('');
  });
});
