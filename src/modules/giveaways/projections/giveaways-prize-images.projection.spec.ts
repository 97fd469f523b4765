import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import { GIVEAWAYS, giveawaysProjection, type GiveawayView } from './giveaways.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  type,
  data,
  metadata: { userId: null, correlationId: 'spec', causationId: null, at: '2026-01-01T00:00:00.000Z' },
  streamId: 'x',
  revision: position,
  position,
  recordedAt: '2026-01-01T00:00:00.000Z',
});

const KIT = '/uploads/premios/kit.jpg';
const CANECA = '/uploads/premios/caneca.png';
const copies = (path: string) => ({ capa: path.replace(/\.[a-z]+$/, '-1200.webp'), miniatura: path.replace(/\.[a-z]+$/, '-400.webp') });
const resized = (path: string) => recorded('ImageVariantsCreated', { uploadId: path, path, variants: copies(path) });
const created = (id: string, premiosImagens?: (string | null)[]) =>
  recorded('GiveawayCreated', {
    giveawayId: id,
    criadorId: 'u1',
    templateId: null,
    titulo: 'Kit',
    descricao: '',
    premios: ['Kit de café', 'Caneca', 'Adesivos'],
    imagemUrl: null,
    dataSorteio: '2030-01-01T00:00:00.000Z',
    numeroVencedores: 1,
    regulamento: null,
    camposFormulario: [],
    ...(premiosImagens ? { premiosImagens } : {}),
  });

async function run(events: RecordedEvent[], times = 1) {
  const store = new EmbeddedReadStore();
  await giveawaysProjection.setup!(store);
  for (let i = 0; i < times; i++) for (const event of events) await giveawaysProjection.apply(event, store);
  const view = async (id: string) => (await store.collection(GIVEAWAYS).findOne({ _id: id })) as unknown as GiveawayView;
  return { view };
}

describe('giveaways projection: prize images', () => {
  it('gives each prize image its copies, whether they were made before or after the giveaway named it', async () => {
    const { view } = await run([resized(KIT), created('g1', [KIT, null, CANECA]), resized(CANECA)]);
    const g = await view('g1');
    expect(g.premiosImagens).toEqual([KIT, null, CANECA]);
    expect(g.premiosImagensVariantes).toEqual([copies(KIT), null, copies(CANECA)]);
  });

  it('gives the copies to every giveaway and every prize that shows the same file', async () => {
    const { view } = await run([created('g1', [CANECA]), created('g2', [null, CANECA]), resized(CANECA)]);
    expect((await view('g1')).premiosImagensVariantes).toEqual([copies(CANECA)]);
    expect((await view('g2')).premiosImagensVariantes).toEqual([null, copies(CANECA)]);
  });

  it('follows an edit of the images, keeping copies already made', async () => {
    const { view } = await run([resized(KIT), resized(CANECA), created('g1', [KIT]), recorded('GiveawayUpdated', { giveawayId: 'g1', changes: { premiosImagens: [null, CANECA] } })]);
    const g = await view('g1');
    expect(g.premiosImagens).toEqual([null, CANECA]);
    expect(g.premiosImagensVariantes).toEqual([null, copies(CANECA)]);
  });

  it('writes the same documents when the events are applied again (a replay)', async () => {
    const history = [created('g1', [KIT, CANECA]), resized(KIT), recorded('GiveawayUpdated', { giveawayId: 'g1', changes: { premiosImagens: [CANECA] } }), resized(CANECA)];
    const once = await (await run(history)).view('g1');
    const twice = await (await run(history, 2)).view('g1');
    expect(twice).toEqual(once);
    expect(once.premiosImagensVariantes).toEqual([copies(CANECA)]);
  });

  it('leaves a giveaway from before prize images without them', async () => {
    const g = await (await run([created('g1')])).view('g1');
    expect(g.premiosImagens).toBeUndefined();
    expect(g.premiosImagensVariantes).toEqual([]);
  });
});
