/**
 * How search results are ordered. Each query term scores where it matches best: the
 * field's weight times how exactly it matches (a whole word 1, the start of a word 0.5 to
 * 0.9, more the more of the word it covers). A result must match every term somewhere.
 * Terms found next to each other, in order, score a little more; so does a title that
 * starts with the query, and a username equal to it. Ties go to the higher static rank
 * (active and newer giveaways; verified and newer people).
 */
export const WEIGHTS = {
  titulo: 10,
  premios: 6,
  // Below premios × the weakest prefix (6 × 0.5): whatever matches only in descriptions
  // ranks under whatever matches in a title or a prize, for a one-word query.
  descricao: 2,
  username: 10,
  nome: 8,
} as const;

const PHRASE_BONUS = 0.5;
const STARTS_BONUS = 1;
const EXACT_USERNAME_BONUS = 10;

export interface RankedField {
  weight: number;
  /** The field's folded words, in order (distinct, as the index keeps them). */
  words: string[];
  /** Whether terms in a row here earn the phrase bonus. */
  phrase?: boolean;
}

/** 1 for a whole word, between 0.5 and 0.9 for the start of a word, 0 when no word starts with the term. */
export function matchQuality(term: string, words: string[]): number {
  let best = 0;
  for (const word of words) {
    if (word === term) return 1;
    if (word.startsWith(term)) best = Math.max(best, 0.5 + (0.4 * term.length) / word.length);
  }
  return best;
}

/** Whether the terms start consecutive words, in the query's order. */
export function inSequence(terms: string[], words: string[]): boolean {
  if (terms.length < 2) return false;
  for (let i = 0; i + terms.length <= words.length; i++) {
    if (terms.every((term, k) => words[i + k].startsWith(term))) return true;
  }
  return false;
}

/** The score of a document over its fields, or 0 when a term matches nowhere. */
export function scoreFields(terms: string[], fields: RankedField[]): number {
  let score = 0;
  for (const term of terms) {
    let best = 0;
    for (const field of fields) best = Math.max(best, field.weight * matchQuality(term, field.words));
    if (best === 0) return 0;
    score += best;
  }
  for (const field of fields) if (field.phrase && inSequence(terms, field.words)) score += field.weight * PHRASE_BONUS;
  return score;
}

export function scoreGiveaway(terms: string[], giveaway: { titulo: string[]; premios: string[]; descricao: string[] }): number {
  const score = scoreFields(terms, [
    { weight: WEIGHTS.titulo, words: giveaway.titulo, phrase: true },
    { weight: WEIGHTS.premios, words: giveaway.premios, phrase: true },
    { weight: WEIGHTS.descricao, words: giveaway.descricao },
  ]);
  return score > 0 && giveaway.titulo[0]?.startsWith(terms[0]) ? score + STARTS_BONUS : score;
}

export function scoreUser(terms: string[], user: { username: string[]; nome: string[] }): number {
  const score = scoreFields(terms, [
    { weight: WEIGHTS.username, words: user.username, phrase: true },
    { weight: WEIGHTS.nome, words: user.nome, phrase: true },
  ]);
  const exact = user.username.length === terms.length && terms.every((term, i) => user.username[i] === term);
  return score > 0 && exact ? score + EXACT_USERNAME_BONUS : score;
}

/** Best score first, then higher static rank, then id (a stable order for equal results). */
export function byRelevance<T extends { score: number; rank: number; id: string }>(a: T, b: T): number {
  return b.score - a.score || b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
