import { searchText } from '../../../platform/text/search-text';

/** Longest query the API takes (characters); a longer one is refused with 400. */
export const MAX_QUERY_LENGTH = 100;
/** Shortest query and shortest word: one letter would match nearly everything. */
export const MIN_TERM_LENGTH = 2;
/** Terms beyond these are ignored: each one is a lookup, and 100 characters rarely hold more. */
export const MAX_TERMS = 8;

/** A word: letters and digits of any script, after folding ('d’água' → 'd', 'agua'). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words too common in pt-BR to narrow a search ("kit de café" asks for kit and café). They
 * are dropped from a query that has other terms, and kept when they are all there is.
 */
const STOP_WORDS = new Set([
  'a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'no', 'na', 'nos', 'nas',
  'um', 'uma', 'uns', 'umas', 'para', 'pra', 'por', 'com', 'ao', 'aos', 'ou', 'que', 'se',
]);

/**
 * The folded words of some texts, distinct, in the order first seen, 2 characters or more:
 * 'São Paulo, SP' → ['sao', 'paulo', 'sp']. Folding is the lists' own `searchText`
 * (lowercase, accents removed), so the index and the queries agree with `busca`.
 */
export function wordsOf(...texts: Array<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const [word] of searchText(text).matchAll(WORD)) if (word.length >= MIN_TERM_LENGTH) words.add(word);
  }
  return [...words];
}

/**
 * The words a search index keeps for some texts: `wordsOf` without the stop words, which
 * are in nearly every document and would only cost memory (a query made only of stop words
 * still finds the words they start: 'de' → 'desconto').
 */
export function indexWords(...texts: Array<string | null | undefined>): string[] {
  return wordsOf(...texts).filter((w) => !STOP_WORDS.has(w));
}

/**
 * What a result must hold: the query's folded words of 2+ characters, each matched as the
 * start of a word. pt-BR stop words are dropped when other terms remain. Empty means "no
 * search" (a blank or one-letter query).
 */
export function queryTerms(q: string): string[] {
  const words = wordsOf(q);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS);
}

/** A folded text with, for each of its code units, where it came from in the original. */
export interface FoldedText {
  folded: string;
  /** Original index of the character that produced folded[i]. */
  from: number[];
  /** Original index just after that character. */
  to: number[];
}

const MARK = /\p{M}/u;

/**
 * `searchText`'s folding done character by character, remembering offsets, so a match
 * found in the folded text can be highlighted in the original ('São' ↔ 'sao'). ASCII takes
 * a fast path; descriptions run to 5,000 characters.
 */
export function foldWithOffsets(text: string): FoldedText {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const piece = code < 0x80 ? (code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i]) : foldChar(text.slice(i, i + width));
    for (let k = 0; k < piece.length; k++) {
      from.push(i);
      to.push(i + width);
    }
    folded += piece;
    i += width;
  }
  return { folded, from, to };
}

const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export type Range = [start: number, end: number];

/**
 * Where the terms match in a text, as [start, end) offsets into the original string: the
 * part of each word that a term starts (the longest such term), merged when adjacent.
 */
export function matchRanges(text: string, terms: string[]): Range[] {
  if (!text || terms.length === 0) return [];
  const { folded, from, to } = foldWithOffsets(text);
  const ranges: Range[] = [];
  for (const match of folded.matchAll(WORD)) {
    const word = match[0];
    let best = 0;
    for (const term of terms) if (term.length > best && word.startsWith(term)) best = term.length;
    if (best === 0) continue;
    const start = from[match.index];
    let end = to[match.index + best - 1];
    // Combining marks after the last letter belong to it: never split 'a' from its tilde.
    while (end < text.length && MARK.test(text[end])) end++;
    const last = ranges[ranges.length - 1];
    if (last && last[1] >= start) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/** How long an excerpt of a description is, about (characters, without the ellipses). */
export const EXCERPT_LENGTH = 160;
const LEAD = 40;

/**
 * A one-line excerpt of `text` around its first match (or its beginning when nothing
 * matches), cut at spaces, with '…' where it was cut, and the matches inside it.
 */
export function excerpt(text: string, terms: string[], length = EXCERPT_LENGTH): { text: string; ranges: Range[] } {
  if (!text) return { text: '', ranges: [] };
  const first = matchRanges(text, terms)[0];
  let start = first ? Math.max(0, first[0] - LEAD) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= (first?.[0] ?? text.length) ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > (first?.[1] ?? start)) end = space;
  }
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  const out = `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
  return { text: out, ranges: matchRanges(out, terms) };
}
