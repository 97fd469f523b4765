import { deciderSpec } from '../../../../test/support/decider-spec';
import { entrantListDecider, EntrantListFacts } from './entrant-list.decider';

const { given } = deciderSpec(entrantListDecider, { now: new Date('2026-01-20T12:00:00.000Z') });

const commitment = { entrantCount: 3, merkleRoot: 'aa'.repeat(32) };
const facts: EntrantListFacts = { giveawayId: 'g-1', actorId: 'ana', criadorId: 'ana', commitment };
const publish = (overrides: Partial<EntrantListFacts> = {}) => ({ type: 'PublishEntrantList' as const, ...facts, ...overrides });
const unpublish = (overrides: Partial<EntrantListFacts> = {}) => ({ type: 'UnpublishEntrantList' as const, ...facts, ...overrides });
const published = { type: 'EntrantListPublished' as const, data: { giveawayId: 'g-1', entrantCount: 3, merkleRoot: 'aa'.repeat(32) } };
const unpublished = { type: 'EntrantListUnpublished' as const, data: { giveawayId: 'g-1' } };

describe('entrant list decider', () => {
  it('publishes the list committed at the close, naming its root and count', () => {
    given([]).when(publish()).then([published]);
  });

  it('records nothing when the list is already published, or already hidden', () => {
    given([published]).when(publish()).then([]);
    given([]).when(unpublish()).then([]);
    given([published, unpublished]).when(unpublish()).then([]);
  });

  it('hides a published list, and can publish it again afterwards', () => {
    given([published]).when(unpublish()).then([unpublished]);
    given([published, unpublished]).when(publish()).then([published]);
  });

  it('lets only the creator publish or hide the list', () => {
    given([]).when(publish({ actorId: 'bia' })).then('NOT_GIVEAWAY_OWNER');
    given([published]).when(unpublish({ actorId: 'bia' })).then('NOT_GIVEAWAY_OWNER');
  });

  it('refuses to publish before the close has fixed the list, with a reason in Portuguese', () => {
    given([]).when(publish({ commitment: null })).then('GIVEAWAY_NOT_CLOSED');
    const error = given([]).when(publish({ commitment: null })).error();
    expect(error.message).toBe('A lista de inscritos só pode ser publicada depois do encerramento, quando ela fica registrada no compromisso do sorteio.');
  });

  it('answers a giveaway that does not exist with not found', () => {
    given([]).when(publish({ criadorId: null })).then('GIVEAWAY_NOT_FOUND');
    given([published]).when(unpublish({ criadorId: null })).then('GIVEAWAY_NOT_FOUND');
  });
});
