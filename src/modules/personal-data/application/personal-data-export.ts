import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/ddd/clock';
import { PersonalDataRules } from '../../../platform/personal-data/personal-data-rules';
import { personalDataDocument } from './personal-data-document';
import { PersonEvents } from './person-events';

/** GET /api/me/export: everything stored about me, read at one log position. */
@Injectable()
export class PersonalDataExport {
  constructor(
    private readonly people: PersonEvents,
    private readonly rules: PersonalDataRules,
    private readonly clock: Clock,
  ) {}

  async of(userId: string) {
    const { position, events } = await this.people.of(userId);
    return personalDataDocument(userId, position, events, this.rules, this.clock.now());
  }
}
