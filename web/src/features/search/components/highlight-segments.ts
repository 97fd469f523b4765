import type { MatchRange } from '../api/search.api';

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * A text cut into plain and matched pieces from the API's [start, end) ranges, so matches are
 * drawn as elements (never as HTML). Ranges out of bounds, empty, unordered or overlapping
 * are clamped and merged rather than trusted.
 */
export function highlightSegments(text: string, ranges: readonly MatchRange[]): Segment[] {
  const clean = ranges
    .map(([start, end]) => [Math.max(0, Math.min(start, text.length)), Math.max(0, Math.min(end, text.length))] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of clean) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) segments.push({ text: text.slice(at, from), match: false });
    const last = segments[segments.length - 1];
    if (last?.match && from === at) last.text += text.slice(from, end);
    else segments.push({ text: text.slice(from, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
