import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';

/**
 * Events as a projection receives them, for projection specs: each call is the next position
 * in the log (`step` apart), recorded at `at(position)`.
 */
export function eventRecorder({
  streamId = 's',
  userId = null,
  step = 1,
  at = (position: number) => new Date(position * 1000).toISOString(),
}: { streamId?: string; userId?: string | null; step?: number; at?: (position: number) => string } = {}) {
  let position = 0;
  return (type: string, data: Record<string, unknown>, stream = streamId): RecordedEvent => {
    position += step;
    const when = at(position);
    return { id: `e${position}`, type, data, metadata: { userId, correlationId: 'spec', causationId: null, at: when }, streamId: stream, revision: 0, position, recordedAt: when };
  };
}
