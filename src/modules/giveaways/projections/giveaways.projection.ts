import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { searchText } from '../../../platform/text/search-text';
import type { WinnerReplaced, WinnersDrawn } from '../../draws/domain/draw.events';
import type { EntryEvent } from '../../entries/domain/entry.events';
import type { ViewsCounted } from '../../insights/domain/views.events';
import type { SuspensionEvent } from '../../moderation/domain/suspension.events';
import type { ImageVariantsCreated } from '../../uploads/domain/upload.events';
import type { GiveawayContent, GiveawayCreated, GiveawayEvent, GiveawayStatus } from '../domain/giveaway.events';

export const GIVEAWAYS = 'giveaways';
/** Resized images (covers and prize images) by original URL, from the uploads module's events. */
const COVER_VARIANTS = 'giveaway-cover-variants';
/** A draw's alternates, kept apart from the public view: a replacement needs their name and e-mail. */
const DRAW_ALTERNATES = 'giveaway-draw-alternates';

export interface GiveawayView extends GiveawayContent {
  _id: string;
  id: string;
  criadorId: string;
  templateId: string | null;
  imagens: { capa: string; miniatura: string } | null;
  /** The resized copies of each prize image, aligned with premiosImagens (null until made); absent on documents older than prize images. */
  premiosImagensVariantes?: Array<{ capa: string; miniatura: string } | null>;
  regulamentoVersao: number;
  formularioBloqueado: boolean;
  status: GiveawayStatus;
  vencedores: Array<{ id: string; nome: string; email: string | null }>;
  inscritosCount: number;
  /** Position of the last entry counted: replays of older entries are not counted twice. */
  inscritosPosition: number;
  /** Views counted by insights (ViewsCounted, once a second), and when last; absent on documents older than insights. */
  views?: { count: number; lastUpdated: string | null };
  /** Position of the last ViewsCounted added. */
  viewsPosition?: number;
  busca: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
  revision: number;
  /** Hidden from public lists by moderation (GiveawaySuspended), until GiveawayReinstated. */
  suspenso: boolean;
}

type CoverVariants = { _id: string; capa: string; miniatura: string };
type DrawAlternates = { _id: string; suplentes: Array<{ id: string; nome: string; email: string | null }> };

const busca = (c: Pick<GiveawayContent, 'titulo' | 'descricao' | 'premios'>) => searchText(c.titulo, c.descricao, ...c.premios);

/** The read model of a giveaway just created (also the create answer when projection lags). */
export function newGiveawayView(data: GiveawayCreated['data'], at: string, revision: number): GiveawayView {
  const { giveawayId, ...d } = data;
  return {
    _id: giveawayId,
    id: giveawayId,
    ...d,
    imagens: null,
    premiosImagensVariantes: (d.premiosImagens ?? []).map(() => null),
    regulamentoVersao: 1,
    formularioBloqueado: false,
    status: 'Rascunho',
    vencedores: [],
    inscritosCount: 0,
    inscritosPosition: 0,
    views: { count: 0, lastUpdated: null },
    viewsPosition: 0,
    busca: busca(d),
    createdAt: at,
    updatedAt: at,
    publishedAt: null,
    closedAt: null,
    revision,
    suspenso: false,
  };
}

/**
 * Giveaway details, lists and counts. Each giveaway event sets values it carries plus the
 * stream revision, so a replay writes the same document again.
 */
export const giveawaysProjection: Projection = {
  name: 'giveaways',
  collections: [GIVEAWAYS, COVER_VARIANTS, DRAW_ALTERNATES],

  async setup(store: ReadStore) {
    const giveaways = store.collection(GIVEAWAYS);
    await giveaways.createIndex({ criadorId: 1, createdAt: -1 });
    await giveaways.createIndex({ status: 1, dataSorteio: 1 });
    // Resized copies arrive by path: the giveaways whose prizes show that file.
    await giveaways.createIndex({ premiosImagens: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const giveaways = store.collection<GiveawayView>(GIVEAWAYS);
    const variants = store.collection<CoverVariants>(COVER_VARIANTS);
    const at = recorded.metadata.at;
    const event = { type: recorded.type, data: recorded.data } as GiveawayEvent | EntryEvent | ImageVariantsCreated | WinnersDrawn | WinnerReplaced | SuspensionEvent | ViewsCounted;
    const set = (id: string, fields: Partial<GiveawayView>) =>
      giveaways.updateOne({ _id: id }, { $set: { ...fields, updatedAt: at, revision: recorded.revision } });
    const coverOf = async (url: string | null) => {
      const found = url ? await variants.findOne({ _id: url }) : null;
      return found ? { capa: found.capa, miniatura: found.miniatura } : null;
    };
    const prizeVariantsOf = (paths: (string | null)[] | undefined) => Promise.all((paths ?? []).map((path) => coverOf(path)));

    switch (event.type) {
      case 'GiveawayCreated': {
        const view = newGiveawayView(event.data, at, recorded.revision);
        const found = { imagens: await coverOf(view.imagemUrl), premiosImagensVariantes: await prizeVariantsOf(view.premiosImagens) };
        await giveaways.replaceOne({ _id: view._id }, { ...view, ...found }, { upsert: true });
        return;
      }
      case 'GiveawayUpdated': {
        const current = await giveaways.findOne({ _id: event.data.giveawayId });
        if (!current) return;
        const changes = event.data.changes;
        const merged = { ...current, ...changes };
        const fields: Partial<GiveawayView> = { ...changes, busca: busca(merged) };
        if ('imagemUrl' in changes) fields.imagens = await coverOf(changes.imagemUrl ?? null);
        if ('premiosImagens' in changes) fields.premiosImagensVariantes = await prizeVariantsOf(changes.premiosImagens);
        if (event.data.regulamentoVersao) fields.regulamentoVersao = event.data.regulamentoVersao;
        return void (await set(event.data.giveawayId, fields));
      }
      case 'GiveawayFormLocked':
        return void (await set(event.data.giveawayId, { formularioBloqueado: true }));
      case 'GiveawayPublished':
        return void (await set(event.data.giveawayId, { status: 'Ativo', publishedAt: at }));
      case 'GiveawayClosed':
        return void (await set(event.data.giveawayId, { status: 'Encerrado', closedAt: at }));
      case 'GiveawayCancelled':
        return void (await set(event.data.giveawayId, { status: 'Cancelado' }));
      case 'GiveawayDeleted':
        return void (await giveaways.deleteOne({ _id: event.data.giveawayId }));
      case 'EntrySubmitted': {
        // Counted once: an entry at or before the last counted position is a replay.
        const giveaway = await giveaways.findOne({ _id: event.data.sorteioId });
        if (!giveaway || giveaway.inscritosPosition >= recorded.position) return;
        await giveaways.updateOne({ _id: giveaway._id }, { $inc: { inscritosCount: 1 }, $set: { inscritosPosition: recorded.position } });
        return;
      }
      // An entry withdrawn by an erasure (entries' EntryWithdrawn): counted down once, like an entry is counted up.
      case 'EntryWithdrawn': {
        const giveaway = await giveaways.findOne({ _id: event.data.sorteioId });
        if (!giveaway || giveaway.inscritosPosition >= recorded.position) return;
        await giveaways.updateOne({ _id: giveaway._id }, { $inc: { inscritosCount: -1 }, $set: { inscritosPosition: recorded.position } });
        return;
      }
      case 'ViewsCounted': {
        // Not a change of the giveaway: neither its revision nor updatedAt moves.
        const giveaway = await giveaways.findOne({ _id: event.data.giveawayId });
        if (!giveaway || (giveaway.viewsPosition ?? 0) >= recorded.position) return;
        const count = (giveaway.views?.count ?? 0) + event.data.visualizacoes;
        await giveaways.updateOne({ _id: giveaway._id }, { $set: { views: { count, lastUpdated: at }, viewsPosition: recorded.position } });
        return;
      }
      case 'WinnersDrawn': {
        const vencedores = event.data.vencedores.map((v) => ({ id: v.entryId, nome: v.nome, email: v.email }));
        await giveaways.updateOne({ _id: event.data.giveawayId }, { $set: { status: 'Realizado', vencedores, dataSorteio: at, updatedAt: at } });
        const suplentes = event.data.suplentes.map((v) => ({ id: v.entryId, nome: v.nome, email: v.email }));
        await store.collection<DrawAlternates>(DRAW_ALTERNATES).replaceOne({ _id: event.data.giveawayId }, { _id: event.data.giveawayId, suplentes }, { upsert: true });
        return;
      }
      case 'WinnerReplaced': {
        // A replay finds the replaced winner gone already and changes nothing.
        const { giveawayId, replacedEntryId, byEntryId } = event.data;
        const [giveaway, alternates] = await Promise.all([giveaways.findOne({ _id: giveawayId }), store.collection<DrawAlternates>(DRAW_ALTERNATES).findOne({ _id: giveawayId })]);
        const by = alternates?.suplentes.find((a) => a.id === byEntryId);
        if (!giveaway || !by || !giveaway.vencedores.some((v) => v.id === replacedEntryId)) return;
        await giveaways.updateOne({ _id: giveawayId }, { $set: { vencedores: giveaway.vencedores.map((v) => (v.id === replacedEntryId ? by : v)), updatedAt: at } });
        return;
      }
      // Moderation's decisions live on its own stream: the revision here stays the giveaway's.
      case 'GiveawaySuspended':
        return void (await giveaways.updateOne({ _id: event.data.giveawayId }, { $set: { suspenso: true } }));
      case 'GiveawayReinstated':
        return void (await giveaways.updateOne({ _id: event.data.giveawayId }, { $set: { suspenso: false } }));
      case 'ImageVariantsCreated': {
        const { path, variants: v } = event.data;
        await variants.replaceOne({ _id: path }, { _id: path, capa: v.capa, miniatura: v.miniatura }, { upsert: true });
        await giveaways.updateMany({ imagemUrl: path }, { $set: { imagens: { capa: v.capa, miniatura: v.miniatura } } });
        // The same file may be several prizes' image: each place that names it gets the copies.
        for (const giveaway of await giveaways.find({ premiosImagens: path })) {
          const images = giveaway.premiosImagens ?? [];
          const premiosImagensVariantes = images.map((p, i) => (p === path ? { capa: v.capa, miniatura: v.miniatura } : (giveaway.premiosImagensVariantes?.[i] ?? null)));
          await giveaways.updateOne({ _id: giveaway._id }, { $set: { premiosImagensVariantes } });
        }
        return;
      }
      default:
        return;
    }
  },
};
