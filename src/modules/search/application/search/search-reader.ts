import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { searchText } from '../../../../platform/text/search-text';
import type { GiveawayStatus } from '../../../giveaways/domain/giveaway.events';
import { byRelevance, scoreGiveaway, scoreUser } from '../../domain/search-ranking';
import { excerpt, matchRanges, MIN_TERM_LENGTH, queryTerms, Range } from '../../domain/search-words';
import { SEARCH_GIVEAWAYS, SEARCH_TERMS, SEARCH_USERS, SearchGiveawayDoc, SearchUserDoc, TermDoc, TermKind, USER_START_LENGTH } from '../../projections/search-index.projection';

export type SearchKind = 'todos' | 'sorteios' | 'usuarios';

export interface GiveawayHit {
  id: string;
  titulo: string;
  /** A line of the description around the match (or the matching prize). */
  trecho: string;
  /** [start, end) offsets of the matches in titulo and trecho, for highlighting. */
  destaques: { titulo: Range[]; trecho: Range[] };
  status: GiveawayStatus;
  dataSorteio: string;
  imagem: string | null;
}

export interface UserHit {
  username: string;
  /** The full name (nome and sobrenome). */
  nome: string;
  photoURL: string | null;
  verified: boolean;
  destaques: { username: Range[]; nome: Range[] };
}

export interface SearchResult {
  q: string;
  sorteios: GiveawayHit[];
  usuarios: UserHit[];
}

/**
 * How many documents each lookup ranks at most. A broad query (two letters) can match
 * tens of thousands; the lookups then take the best by static rank (active, newest;
 * verified, newest) and the scores order those.
 */
export const CANDIDATES = 200;

type GiveawayCandidate = Pick<SearchGiveawayDoc, '_id' | 'titulo' | 'premios' | 'descricao' | 'forte' | 'nTitulo' | 'termos' | 'status' | 'dataSorteio' | 'imagem' | 'rank'>;
type UserCandidate = Pick<SearchUserDoc, '_id' | 'username' | 'nome' | 'sobrenome' | 'photoURL' | 'verified' | 'termos' | 'nUsername' | 'rank'>;

const GIVEAWAY_FIELDS = { titulo: 1, premios: 1, descricao: 1, forte: 1, nTitulo: 1, termos: 1, status: 1, dataSorteio: 1, imagem: 1, rank: 1 } as const;
const USER_FIELDS = { username: 1, nome: 1, sobrenome: 1, photoURL: 1, verified: 1, termos: 1, nUsername: 1, rank: 1 } as const;

/**
 * Answers GET /api/search from the search index (SearchIndexProjection), through the
 * ReadStore port only, so the embedded store and MongoDB answer alike:
 *   1. each query term becomes the vocabulary words it starts (one indexed lookup);
 *   2. documents holding, for every term, one of its words, best static rank first: for
 *      giveaways first among the strong fields (titulo, premios), then among all of them;
 *      for people, a term of up to 3 letters is matched against the first letters of their
 *      words instead, and a username equal to the query is looked up directly;
 *   3. the candidates are scored in memory (search-ranking.ts), the best `limit` kept and
 *      their matches located for highlighting.
 */
@Injectable()
export class SearchReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async search(q: string, kind: SearchKind, limit: number): Promise<SearchResult> {
    const terms = queryTerms(q);
    const result: SearchResult = { q, sorteios: [], usuarios: [] };
    if (q.trim().length < MIN_TERM_LENGTH || terms.length === 0) return result;
    const [sorteios, usuarios] = await Promise.all([
      kind === 'usuarios' ? [] : this.giveaways(terms, limit),
      kind === 'sorteios' ? [] : this.users(q, terms, limit),
    ]);
    return { q, sorteios, usuarios };
  }

  private async giveaways(terms: string[], limit: number): Promise<GiveawayHit[]> {
    const words = await this.expand('g', terms);
    if (!words) return [];
    const collection = this.store.collection<GiveawayCandidate>(SEARCH_GIVEAWAYS);
    const options = { sort: { rank: -1 as const }, limit: CANDIDATES, projection: GIVEAWAY_FIELDS };
    const strong = await collection.find(everyTerm('forte', words), options);
    // With one term, anything in a title or prize outscores anything only in a description.
    const all = terms.length === 1 && strong.length >= limit ? [] : await collection.find(everyTerm('termos', words), options);
    // The stored words, already folded: titulo's first, then the prizes' (search-index.projection.ts).
    const scored = distinct([...strong, ...all]).map((doc) => {
      const words = { titulo: doc.forte.slice(0, doc.nTitulo), premios: doc.forte.slice(doc.nTitulo), descricao: doc.termos };
      return { doc, id: doc._id, rank: doc.rank, score: scoreGiveaway(terms, words) };
    });
    return top(scored, limit).map(({ doc }) => giveawayHit(doc, terms));
  }

  private async users(q: string, terms: string[], limit: number): Promise<UserHit[]> {
    const collection = this.store.collection<UserCandidate>(SEARCH_USERS);
    const options = { sort: { rank: -1 as const }, limit: CANDIDATES, projection: USER_FIELDS };
    // '@maria.silva' is someone's username: found even among thousands of Marias.
    const exact = await collection.find({ chave: searchText(q.replace(/^@/, '')) }, options);
    const filter = await this.userFilter(terms);
    const all = filter ? await collection.find(filter, options) : [];
    const scored = distinct([...exact, ...all]).map((doc) => {
      const score = scoreUser(terms, { username: doc.termos.slice(0, doc.nUsername), nome: doc.termos.slice(doc.nUsername) });
      return { doc, id: doc._id, rank: doc.rank, score };
    });
    return top(scored, limit).map(({ doc }) => userHit(doc, terms));
  }

  /**
   * People holding every term: a short term (up to 3 letters) among the first letters of
   * their words, a longer one as any of the vocabulary words it starts. Null when a term
   * starts no word at all.
   */
  private async userFilter(terms: string[]): Promise<Record<string, unknown> | null> {
    const short = terms.filter((t) => t.length <= USER_START_LENGTH);
    const long = terms.filter((t) => t.length > USER_START_LENGTH);
    const words = long.length > 0 ? await this.expand('u', long) : [];
    if (!words) return null;
    const conditions = [...short.map((t) => ({ inicios: t })), ...words.map((list) => ({ termos: { $in: list } }))];
    return conditions.length === 1 ? conditions[0] : { $and: conditions };
  }

  /** For each term, the vocabulary words it starts; null as soon as one term has none (nothing can match). */
  private async expand(kind: TermKind, terms: string[]): Promise<string[][] | null> {
    const vocabulary = this.store.collection<TermDoc>(SEARCH_TERMS);
    const lists: string[][] = [];
    for (const term of terms) {
      const bucket = term.length === 2 ? { p2: `${kind}:${term}` } : { p3: `${kind}:${term.slice(0, 3)}` };
      const words = (await vocabulary.find(bucket, { projection: { w: 1 } })).map((t) => t.w).filter((w) => w.startsWith(term));
      if (words.length === 0) return null;
      lists.push(words);
    }
    return lists;
  }
}

/** Documents whose `field` holds, for every term, one of the words that term starts. */
function everyTerm(field: 'forte' | 'termos', words: string[][]): Record<string, unknown> {
  return words.length === 1 ? { [field]: { $in: words[0] } } : { $and: words.map((list) => ({ [field]: { $in: list } })) };
}

function distinct<T extends { _id: string }>(docs: T[]): T[] {
  const seen = new Set<string>();
  return docs.filter((doc) => !seen.has(doc._id) && !!seen.add(doc._id));
}

function top<T extends { score: number; rank: number; id: string }>(scored: T[], limit: number): T[] {
  return scored.filter((s) => s.score > 0).sort(byRelevance).slice(0, limit);
}

function giveawayHit(doc: GiveawayCandidate, terms: string[]): GiveawayHit {
  let trecho = excerpt(doc.descricao, terms);
  // Matched through a prize and not the description: the prize is what explains the result.
  if (trecho.ranges.length === 0) {
    const premio = doc.premios.find((p) => matchRanges(p, terms).length > 0);
    if (premio) trecho = { text: premio, ranges: matchRanges(premio, terms) };
  }
  return {
    id: doc._id,
    titulo: doc.titulo,
    trecho: trecho.text,
    destaques: { titulo: matchRanges(doc.titulo, terms), trecho: trecho.ranges },
    status: doc.status,
    dataSorteio: doc.dataSorteio,
    imagem: doc.imagem,
  };
}

function userHit(doc: UserCandidate, terms: string[]): UserHit {
  const nome = [doc.nome, doc.sobrenome].filter(Boolean).join(' ');
  return {
    username: doc.username,
    nome,
    photoURL: doc.photoURL,
    verified: doc.verified,
    destaques: { username: matchRanges(doc.username, terms), nome: matchRanges(nome, terms) },
  };
}
