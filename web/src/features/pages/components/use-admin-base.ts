import { useLocation } from 'react-router-dom';

/**
 * The page editor lives in two areas, /boss (boss layout) and /panel (dashboard layout);
 * its links stay in the area it was opened from.
 */
export function useAdminBase(): '/boss' | '/panel' {
  return useLocation().pathname.startsWith('/panel/') ? '/panel' : '/boss';
}
