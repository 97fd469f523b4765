import type { WinnersDrawn } from './draw.events';
import { entriesWithoutParticipant, RecordedWinnersDrawn, upcastWinnersDrawn } from './draw-upcasters';
import type { Receipt } from '@sorteios/verifiable-draw';

const receipt = { entrantCount: 3 } as Receipt;
const current: WinnersDrawn['data'] = {
  giveawayId: 'g-1',
  receipt,
  vencedores: [{ entryId: 'e-1', participanteId: 'p-1', nome: 'Ana', email: 'ana@ex.com' }],
  suplentes: [{ entryId: 'e-2', participanteId: 'p-2', nome: 'Bia', email: 'bia@ex.com' }],
};
/** As recorded before WinnersDrawn carried the participants. */
const older: RecordedWinnersDrawn = {
  giveawayId: 'g-1',
  receipt,
  vencedores: [{ entryId: 'e-1', nome: 'Ana', email: 'ana@ex.com' }],
  suplentes: [{ entryId: 'e-2', nome: 'Bia', email: 'bia@ex.com' }],
};

describe('WinnersDrawn upcaster', () => {
  it('reads a current event as it is', () => {
    expect(upcastWinnersDrawn(current)).toEqual(current);
    expect(entriesWithoutParticipant(current)).toEqual([]);
  });

  it('names the entries an older event leaves without a participant, and completes it with the participants given', () => {
    expect(entriesWithoutParticipant(older)).toEqual(['e-1', 'e-2']);
    expect(upcastWinnersDrawn(older, new Map([['e-1', 'p-1'], ['e-2', 'p-2']]))).toEqual(current);
  });

  it('reads a participant nobody supplied as null rather than inventing one', () => {
    const upcast = upcastWinnersDrawn(older, new Map([['e-1', 'p-1']]));
    expect(upcast.vencedores[0].participanteId).toBe('p-1');
    expect(upcast.suplentes[0].participanteId).toBeNull();
    expect(upcastWinnersDrawn(older).vencedores[0]).toEqual({ entryId: 'e-1', participanteId: null, nome: 'Ana', email: 'ana@ex.com' });
  });
});
