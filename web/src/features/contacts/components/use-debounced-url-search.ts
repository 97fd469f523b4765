import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text and the search in effect (?q=, trimmed). The search lives in the URL
 * so a reload or the back button keep it; typing reaches the URL, and the API, only once the
 * user pauses. (The entrants screen has its own; features do not share code.)
 */
export function useDebouncedUrlSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const [text, setText] = useState(query);

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, setSearchParams]);

  return { text, setText, query };
}
