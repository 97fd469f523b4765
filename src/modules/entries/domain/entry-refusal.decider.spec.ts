import { deciderSpec } from '../../../../test/support/decider-spec';
import { DomainError } from '../../../platform/ddd/domain-error';
import { EntryRefusalCommand, entryRefusalDecider, refusalMotivoOf } from './entry-refusal.decider';
import type { EntryRefused } from './entry.events';

const record = (overrides: Partial<EntryRefusalCommand> = {}): EntryRefusalCommand => ({
  type: 'RecordEntryRefusal',
  giveawayId: 'g-1',
  participantId: 'u-bia',
  email: ' bia@mailinator.com',
  motivo: 'DISPOSABLE_EMAIL',
  ...overrides,
});
const refused = (data: Partial<EntryRefused['data']> = {}): EntryRefused => ({
  type: 'EntryRefused',
  data: { sorteioId: 'g-1', participanteId: 'u-bia', email: 'b***@mailinator.com', motivo: 'DISPOSABLE_EMAIL', ...data },
});

const { given } = deciderSpec(entryRefusalDecider, { now: new Date('2026-11-25T12:00:00.000Z') });

describe('entryRefusalDecider', () => {
  it('records a refusal with the typed address masked', () => {
    given([]).when(record()).then([refused()]);
  });

  it('records no address when none was typed', () => {
    given([]).when(record({ email: undefined, motivo: 'EMAIL_NOT_CONFIRMED' })).then([refused({ email: null, motivo: 'EMAIL_NOT_CONFIRMED' })]);
  });

  it('records the same refusal of the same person in the same giveaway once, however often it is retried', () => {
    given([refused()]).when(record()).then([]);
  });

  it('records a refusal for another rule of the same person', () => {
    given([refused()]).when(record({ motivo: 'EMAIL_NOT_CONFIRMED' })).then([refused({ motivo: 'EMAIL_NOT_CONFIRMED' })]);
  });

  it('keeps only the fraud rules in the trail, not typos or a closed giveaway', () => {
    expect(refusalMotivoOf(new DomainError('EMAIL_NOT_CONFIRMED', ''))).toBe('EMAIL_NOT_CONFIRMED');
    expect(refusalMotivoOf(new DomainError('DISPOSABLE_EMAIL', ''))).toBe('DISPOSABLE_EMAIL');
    expect(refusalMotivoOf(new DomainError('INVALID_ANSWERS', ''))).toBeNull();
    expect(refusalMotivoOf(new DomainError('GIVEAWAY_NOT_OPEN', ''))).toBeNull();
  });
});
