import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import { SEARCH_GIVEAWAYS, SEARCH_TERMS, SEARCH_USERS, SearchIndexProjection } from './search-index.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  type,
  data,
  metadata: { userId: null, correlationId: 'spec', causationId: null, at: `2026-01-01T00:00:${String(position % 60).padStart(2, '0')}.000Z` },
  streamId: 'x',
  revision: position,
  position,
  recordedAt: '2026-01-01T00:00:00.000Z',
});

const content = { titulo: 'Kit Café em São Paulo', descricao: 'Com caneca.', premios: ['Cafeteira', 'TV'], imagemUrl: '/uploads/capas/a.jpg', dataSorteio: '2030-01-01T00:00:00.000Z' };

async function dump(store: EmbeddedReadStore) {
  const all = async (name: string) => (await store.collection(name).find({})).sort((a, b) => (a._id < b._id ? -1 : 1));
  return { giveaways: await all(SEARCH_GIVEAWAYS), users: await all(SEARCH_USERS), terms: await all(SEARCH_TERMS) };
}

async function run(events: RecordedEvent[], times = 1) {
  const store = new EmbeddedReadStore();
  const projection = new SearchIndexProjection();
  await projection.setup(store);
  for (let i = 0; i < times; i++) for (const event of events) await projection.apply(event, store);
  return store;
}

describe('search index projection', () => {
  const history = [
    recorded('ImageVariantsCreated', { uploadId: 'u1', path: '/uploads/capas/a.jpg', variants: { capa: '/uploads/capas/a-1200.webp', miniatura: '/uploads/capas/a-400.webp' } }),
    recorded('GiveawayCreated', { giveawayId: 'g1', criadorId: 'u1', templateId: null, ...content }),
    recorded('GiveawayPublished', { giveawayId: 'g1' }),
    recorded('GiveawayUpdated', { giveawayId: 'g1', changes: { titulo: 'Kit Chá em Belém' } }),
    recorded('UserRegistered', { userId: 'u1', email: 'a@ex.com', username: 'Joana', nome: 'Joana', sobrenome: 'Araújo', passwordHash: 'x', verificacaoId: 'v' }),
    recorded('ProfileUpdated', { userId: 'u1', changes: { username: 'joana_cha' } }),
  ];

  it('writes the same documents when the events are applied again (a replay after a crash)', async () => {
    const once = await dump(await run(history));
    const twice = await dump(await run(history, 2));
    expect(twice).toEqual(once);
    expect(once.giveaways[0]).toMatchObject({ titulo: 'Kit Chá em Belém', imagem: '/uploads/capas/a-400.webp', forte: ['kit', 'cha', 'belem', 'cafeteira', 'tv'] });
    expect(once.users[0]).toMatchObject({ username: 'joana_cha', chave: 'joana_cha', termos: ['joana', 'cha', 'araujo'] });
  });

  it('keeps no words of a giveaway until it is public, and drops them when it is cancelled', async () => {
    const created = recorded('GiveawayCreated', { giveawayId: 'g2', criadorId: 'u1', templateId: null, ...content });
    expect((await dump(await run([created]))).giveaways[0]).toMatchObject({ status: 'Rascunho', forte: [], termos: [] });
    const cancelled = await dump(await run([created, recorded('GiveawayPublished', { giveawayId: 'g2' }), recorded('GiveawayCancelled', { giveawayId: 'g2', motivo: null })]));
    expect(cancelled.giveaways[0]).toMatchObject({ status: 'Cancelado', forte: [], termos: [] });
  });

  it('uses the thumbnail whichever comes first, the giveaway or its resized cover', async () => {
    const [variants, created] = history;
    const after = await dump(await run([created, variants]));
    expect(after.giveaways[0].imagem).toBe('/uploads/capas/a-400.webp');
  });

  it('keeps each word once in the vocabulary, with the prefixes it is looked up by', async () => {
    const { terms } = await dump(await run(history));
    expect(terms.find((t) => t._id === 'g:belem')).toEqual({ _id: 'g:belem', w: 'belem', p2: 'g:be', p3: 'g:bel' });
    expect(terms.find((t) => t._id === 'g:tv')).toEqual({ _id: 'g:tv', w: 'tv', p2: 'g:tv', p3: null });
    // Stop words are in nearly every text: they are not indexed.
    expect(terms.find((t) => t._id === 'g:em')).toBeUndefined();
    expect(new Set(terms.map((t) => t._id)).size).toBe(terms.length);
  });
});
