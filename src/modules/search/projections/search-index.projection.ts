import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { searchText } from '../../../platform/text/search-text';
import type { UserEvent } from '../../accounts/domain/user.events';
import type { WinnersDrawn } from '../../draws/domain/draw.events';
import type { GiveawayEvent, GiveawayStatus } from '../../giveaways/domain/giveaway.events';
import { PUBLIC_STATUSES } from '../../giveaways/giveaways.public';
import type { ImageVariantsCreated } from '../../uploads/domain/upload.events';
import { indexWords } from '../domain/search-words';

export const SEARCH_GIVEAWAYS = 'search-giveaways';
export const SEARCH_USERS = 'search-users';
/** The vocabulary: every word the index holds, by kind, findable by its first 2 and 3 letters. */
export const SEARCH_TERMS = 'search-terms';
/** Resized covers by original URL (the uploads module's events), for the result thumbnails. */
const SEARCH_COVERS = 'search-covers';

export type TermKind = 'g' | 'u';

export interface SearchGiveawayDoc {
  _id: string;
  titulo: string;
  descricao: string;
  premios: string[];
  imagemUrl: string | null;
  /** The thumbnail when the upload has one, else the original, else null. */
  imagem: string | null;
  status: GiveawayStatus;
  dataSorteio: string;
  createdAt: string;
  /** Static order among equal matches: active first, then newest. */
  rank: number;
  /** Folded words of titulo, then of premios (stop words left out); empty while the giveaway is not public. */
  forte: string[];
  /** How many of `forte` come from titulo: the ranking weighs them apart without folding the texts again. */
  nTitulo: number;
  /** Folded words of titulo, premios and descricao; empty while the giveaway is not public. */
  termos: string[];
}

export interface SearchUserDoc {
  _id: string;
  username: string;
  nome: string;
  sobrenome: string;
  photoURL: string | null;
  verified: boolean;
  disabled: boolean;
  createdAt: string;
  /** Static order among equal matches: verified first, then newest. */
  rank: number;
  /** The folded username, for an exact lookup; null while the account is disabled. */
  chave: string | null;
  /** Folded words of username, then of nome and sobrenome; empty while the account is disabled. */
  termos: string[];
  /** How many of `termos` come from the username. */
  nUsername: number;
  /**
   * The first 2 and 3 letters of each word of `termos`. Usernames make a vocabulary as large
   * as the user base, so 'ma' starts thousands of words: a 2- or 3-letter term is looked up
   * here directly instead. Giveaway words repeat across documents, so their vocabulary stays small.
   */
  inicios: string[];
}

/** `w` is the word itself, the very string the documents' arrays hold: the lookups that follow compare it by reference. */
export type TermDoc = { _id: string; w: string; p2: string; p3: string | null };
type CoverDoc = { _id: string; miniatura: string };

const RANK_TIER = 1e13; // above any epoch milliseconds of this era

function giveawayRank(status: GiveawayStatus, createdAt: string): number {
  return (status === 'Ativo' ? 2 : 1) * RANK_TIER + (Date.parse(createdAt) || 0);
}

type GiveawayWords = Pick<SearchGiveawayDoc, 'forte' | 'nTitulo' | 'termos'>;
type UserWords = Pick<SearchUserDoc, 'chave' | 'termos' | 'nUsername' | 'inicios'>;

/**
 * The document with its words, computed from its content, so a replayed event writes the same
 * document. `same` is the stored document when only status or dates changed: its words are
 * still right if it was public and still is.
 */
export function indexGiveaway(doc: Omit<SearchGiveawayDoc, keyof GiveawayWords | 'rank'>, same?: SearchGiveawayDoc): SearchGiveawayDoc {
  // Only public giveaways appear in search: never drafts, cancelled or deleted ones.
  const visible = PUBLIC_STATUSES.includes(doc.status);
  return { ...doc, rank: giveawayRank(doc.status, doc.createdAt), ...(same && same.termos.length > 0 && visible ? wordsIn(same) : giveawayWords(doc, visible)) };
}

function giveawayWords(doc: Pick<SearchGiveawayDoc, 'titulo' | 'premios' | 'descricao'>, visible: boolean): GiveawayWords {
  if (!visible) return { forte: [], nTitulo: 0, termos: [] };
  const titulo = indexWords(doc.titulo);
  const forte = [...new Set([...titulo, ...indexWords(...doc.premios)])];
  return { forte, nTitulo: titulo.length, termos: [...new Set([...forte, ...indexWords(doc.descricao)])] };
}

export function indexUser(doc: Omit<SearchUserDoc, keyof UserWords | 'rank'>, same?: SearchUserDoc): SearchUserDoc {
  const visible = !doc.disabled;
  const words: UserWords = same && same.chave !== null && visible ? { chave: same.chave, termos: same.termos, nUsername: same.nUsername, inicios: same.inicios } : userWords(doc, visible);
  return { ...doc, rank: (doc.verified ? 2 : 1) * RANK_TIER + (Date.parse(doc.createdAt) || 0), ...words };
}

function userWords(doc: Pick<SearchUserDoc, 'username' | 'nome' | 'sobrenome'>, visible: boolean): UserWords {
  if (!visible) return { chave: null, termos: [], nUsername: 0, inicios: [] };
  const username = indexWords(doc.username);
  const termos = [...new Set([...username, ...indexWords(doc.nome, doc.sobrenome)])];
  return {
    chave: searchText(doc.username),
    termos,
    nUsername: username.length,
    inicios: [...new Set(termos.flatMap((w) => (w.length > 2 ? [w.slice(0, 2), w.slice(0, 3)] : [w])))],
  };
}

const wordsIn = ({ forte, nTitulo, termos }: SearchGiveawayDoc): GiveawayWords => ({ forte, nTitulo, termos });

/** Up to this length a term for people is looked up among `inicios`, longer ones through the vocabulary. */
export const USER_START_LENGTH = 3;

/** A vocabulary entry: `<kind>:<word>`, with its 2- and 3-letter prefixes for the lookups. */
export function termDoc(kind: TermKind, word: string): TermDoc {
  return { _id: `${kind}:${word}`, w: word, p2: `${kind}:${word.slice(0, 2)}`, p3: word.length >= 3 ? `${kind}:${word.slice(0, 3)}` : null };
}

type SearchEvent = GiveawayEvent | WinnersDrawn | ImageVariantsCreated | UserEvent;

/**
 * The search index: one document per giveaway and per user with the folded words of the
 * searched fields (titulo, premios, descricao; username, nome, sobrenome) in arrays the
 * read store indexes word by word, and a vocabulary of every word, so that a prefix typed
 * ('pau') becomes the words it starts ('paulo', 'paulista') before the documents are
 * looked up. It is the only writer of its collections, and idempotent: every event
 * rewrites the document from the stored one plus the event's values, and the vocabulary
 * only ever gains entries (an entry whose documents are gone matches nothing; a rebuild
 * drops it). Words of giveaways that are not public and of disabled users are not indexed.
 */
export class SearchIndexProjection implements Projection {
  readonly name = 'search-index';
  readonly collections = [SEARCH_GIVEAWAYS, SEARCH_USERS, SEARCH_TERMS, SEARCH_COVERS];
  /** Vocabulary entries known to be stored, by kind, so a word is written once, not for every document holding it. */
  private known = { g: new Set<string>(), u: new Set<string>() };
  /** One string per distinct word or prefix, shared by every document holding it: the word arrays are most of the index's memory. */
  private interned = new Map<string, string>();

  async setup(store: ReadStore): Promise<void> {
    this.known = { g: new Set(), u: new Set() };
    this.interned = new Map();
    // The lookups ask for the best-ranked documents holding any of some words: MongoDB reads
    // these compound multikey indexes in rank order, and so does the embedded store.
    await store.collection(SEARCH_GIVEAWAYS).createIndex({ forte: 1, rank: -1 });
    await store.collection(SEARCH_GIVEAWAYS).createIndex({ termos: 1, rank: -1 });
    await store.collection(SEARCH_USERS).createIndex({ termos: 1, rank: -1 });
    await store.collection(SEARCH_USERS).createIndex({ inicios: 1, rank: -1 });
    await store.collection(SEARCH_GIVEAWAYS).createIndex({ imagemUrl: 1 });
    await store.collection(SEARCH_USERS).createIndex({ chave: 1 });
    await store.collection(SEARCH_TERMS).createIndex({ p2: 1 });
    await store.collection(SEARCH_TERMS).createIndex({ p3: 1 });
  }

  async apply(recorded: RecordedEvent, store: ReadStore): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as SearchEvent;
    const at = recorded.metadata.at;
    const giveaways = store.collection<SearchGiveawayDoc>(SEARCH_GIVEAWAYS);
    const users = store.collection<SearchUserDoc>(SEARCH_USERS);
    const changeGiveaway = async (id: string, change: Partial<SearchGiveawayDoc>) => {
      const current = await giveaways.findOne({ _id: id });
      if (!current) return;
      const sameText = !('titulo' in change || 'descricao' in change || 'premios' in change);
      await this.saveGiveaway(store, indexGiveaway({ ...current, ...change }, sameText ? current : undefined));
    };
    const changeUser = async (id: string, change: Partial<SearchUserDoc>) => {
      const current = await users.findOne({ _id: id });
      if (!current) return;
      const sameText = !('username' in change || 'nome' in change || 'sobrenome' in change);
      await this.saveUser(store, indexUser({ ...current, ...change }, sameText ? current : undefined));
    };

    switch (event.type) {
      case 'GiveawayCreated': {
        const d = event.data;
        const doc = { _id: d.giveawayId, titulo: d.titulo, descricao: d.descricao, premios: d.premios, imagemUrl: d.imagemUrl, status: 'Rascunho' as const, dataSorteio: d.dataSorteio, createdAt: at };
        return this.saveGiveaway(store, indexGiveaway({ ...doc, imagem: await this.coverOf(store, d.imagemUrl) }));
      }
      case 'GiveawayUpdated': {
        const { titulo, descricao, premios, imagemUrl, dataSorteio } = event.data.changes;
        const change: Partial<SearchGiveawayDoc> = Object.fromEntries(
          Object.entries({ titulo, descricao, premios, dataSorteio }).filter(([, v]) => v !== undefined),
        );
        if ('imagemUrl' in event.data.changes) Object.assign(change, { imagemUrl: imagemUrl ?? null, imagem: await this.coverOf(store, imagemUrl ?? null) });
        return changeGiveaway(event.data.giveawayId, change);
      }
      case 'GiveawayPublished':
        return changeGiveaway(event.data.giveawayId, { status: 'Ativo' });
      case 'GiveawayClosed':
        return changeGiveaway(event.data.giveawayId, { status: 'Encerrado' });
      case 'WinnersDrawn':
        return changeGiveaway(event.data.giveawayId, { status: 'Realizado', dataSorteio: at });
      case 'GiveawayCancelled':
        return changeGiveaway(event.data.giveawayId, { status: 'Cancelado' });
      case 'GiveawayDeleted':
        return void (await giveaways.deleteOne({ _id: event.data.giveawayId }));
      case 'ImageVariantsCreated': {
        const { path, variants } = event.data;
        await store.collection<CoverDoc>(SEARCH_COVERS).replaceOne({ _id: path }, { _id: path, miniatura: variants.miniatura }, { upsert: true });
        return void (await giveaways.updateMany({ imagemUrl: path }, { $set: { imagem: variants.miniatura } }));
      }
      case 'UserRegistered': {
        const d = event.data;
        const doc = { _id: d.userId, username: d.username, nome: d.nome, sobrenome: d.sobrenome, photoURL: null, verified: false, disabled: false, createdAt: at };
        return this.saveUser(store, indexUser(doc));
      }
      case 'ProfileUpdated': {
        const { nome, sobrenome, username, photoURL } = event.data.changes;
        const change = Object.fromEntries(Object.entries({ nome, sobrenome, username, photoURL }).filter(([, v]) => v !== undefined));
        return Object.keys(change).length === 0 ? undefined : changeUser(event.data.userId, change);
      }
      case 'UserRolesChanged':
        return event.data.verified === undefined ? undefined : changeUser(event.data.userId, { verified: event.data.verified });
      case 'UserDisabled':
        return changeUser(event.data.userId, { disabled: true });
      case 'UserEnabled':
        return changeUser(event.data.userId, { disabled: false });
      default:
        return;
    }
  }

  private async saveGiveaway(store: ReadStore, doc: SearchGiveawayDoc): Promise<void> {
    doc.forte = this.shared(doc.forte);
    doc.termos = this.shared(doc.termos);
    await this.remember(store, 'g', doc.termos);
    await store.collection<SearchGiveawayDoc>(SEARCH_GIVEAWAYS).replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  private async saveUser(store: ReadStore, doc: SearchUserDoc): Promise<void> {
    doc.termos = this.shared(doc.termos);
    doc.inicios = this.shared(doc.inicios);
    await this.remember(store, 'u', doc.termos);
    await store.collection<SearchUserDoc>(SEARCH_USERS).replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  private shared(words: string[]): string[] {
    return words.map((word) => {
      const known = this.interned.get(word);
      if (known !== undefined) return known;
      // A copy of its own: a word cut from a long text can keep the whole text alive in V8.
      const own = JSON.parse(JSON.stringify(word)) as string;
      this.interned.set(own, own);
      return own;
    });
  }

  /** Adds the words the vocabulary lacks. Written before the document: a crash in between leaves an unused word, never a missing one. */
  private async remember(store: ReadStore, kind: TermKind, words: string[]): Promise<void> {
    const terms = store.collection<TermDoc>(SEARCH_TERMS);
    const known = this.known[kind];
    for (const word of words) {
      if (known.has(word)) continue;
      const term = termDoc(kind, word);
      term.p2 = this.shared([term.p2])[0];
      if (term.p3) term.p3 = this.shared([term.p3])[0];
      if (!(await terms.findOne({ _id: term._id }))) await terms.replaceOne({ _id: term._id }, term, { upsert: true });
      known.add(word);
    }
  }

  private async coverOf(store: ReadStore, url: string | null): Promise<string | null> {
    if (!url) return null;
    const cover = await store.collection<CoverDoc>(SEARCH_COVERS).findOne({ _id: url });
    return cover?.miniatura ?? url;
  }
}
