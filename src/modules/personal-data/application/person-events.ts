import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';

const PAGE = 1_000;

/** The fields by which an event names the person it is about (besides metadata.userId: who caused it). */
const PERSON_FIELDS = ['userId', 'participanteId', 'holderId', 'ownerId', 'criadorId', 'seguidorId'] as const;

/** Whether the event is about `userId` or was caused by them. */
export const concerns = (event: RecordedEvent, userId: string): boolean =>
  event.metadata.userId === userId || PERSON_FIELDS.some((field) => (event.data as Record<string, unknown>)[field] === userId);

/**
 * Everything the log holds about one person, read at one log position: the head when the read
 * starts. Events appended meanwhile are past it and left out, so the result is the log as it
 * was at that instant, whatever is written during the read (docs/personal-data.md, "Export").
 * It reads the whole log: rare requests (an export, an erasure) pay that instead of every write
 * paying for an index of who is named where.
 */
@Injectable()
export class PersonEvents {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async of(userId: string): Promise<{ position: number; events: RecordedEvent[] }> {
    const position = await this.events.headPosition();
    const found: RecordedEvent[] = [];
    let after = 0;
    while (after < position) {
      const page = await this.events.readAll(after, PAGE);
      if (page.length === 0) break;
      for (const event of page) {
        if (event.position > position) return { position, events: found };
        if (concerns(event, userId)) found.push(event);
      }
      after = page[page.length - 1].position;
    }
    return { position, events: found };
  }
}
