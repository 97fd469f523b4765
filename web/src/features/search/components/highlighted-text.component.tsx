import { Fragment } from 'react';
import type { MatchRange } from '../api/search.api';
import { highlightSegments } from './highlight-segments';

/** A text with the parts that matched the search in <mark>. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>))}
    </>
  );
}
