import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

export interface UrlSearch {
  /** What is in the box right now. */
  text: string;
  setText: (text: string) => void;
  /** The search in effect (?q=, trimmed): what the list and the CSV show. */
  query: string;
}

/**
 * The search box's text and the search in effect. The search lives in the URL (?q=) so a
 * reload, a shared link or the back button keep it; typing only reaches the URL (and the
 * API) once the user pauses, not on every key.
 */
export function useUrlSearch(): UrlSearch {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const [text, setText] = useState(query);
  const lastWritten = useRef(query);

  // Back/forward changed ?q= under us: the box follows the URL.
  useEffect(() => {
    if (query !== lastWritten.current) {
      lastWritten.current = query;
      setText(query);
    }
  }, [query]);

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      lastWritten.current = next;
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        // Each pause while typing is not a page of its own in the history.
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, setSearchParams]);

  return { text, setText, query };
}
