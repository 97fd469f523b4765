import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing must pause before the search reaches the URL and the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface UrlSearch {
  /** What is in the box right now. */
  text: string;
  setText: (text: string) => void;
  /** The search in effect (?q=, trimmed): what the results, list or CSV are for. */
  query: string;
  /** Puts the box's text in effect now, without waiting for the pause (Enter). */
  commit: () => void;
  /** Empties the box and the search (Escape). */
  clear: () => void;
}

/**
 * The search box and the search in effect. The search lives in the URL (?q=) so a shared
 * link, a reload or the back button bring it back; typing reaches the URL (and the API)
 * only once the user pauses, and replaces the history entry instead of adding one per pause.
 * Used by /pesquisar, the entrants list and the contacts list.
 */
export function useUrlSearch(): UrlSearch {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [text, setText] = useState(query);
  const lastWritten = useRef(query);

  // Back/forward changed ?q= under us: the box follows the URL.
  useEffect(() => {
    if (query !== lastWritten.current) {
      lastWritten.current = query;
      setText(query);
    }
  }, [query]);

  const write = useCallback(
    (next: string) => {
      lastWritten.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => write(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, write]);

  const commit = useCallback(() => {
    if (text.trim() !== query) write(text.trim());
  }, [text, query, write]);

  const clear = useCallback(() => {
    setText('');
    if (query) write('');
  }, [query, write]);

  return { text, setText, query, commit, clear };
}
