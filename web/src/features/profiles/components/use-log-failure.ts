import { useEffect } from 'react';

/** A load that failed is logged once per error, so it can be found later and not only seen. */
export function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`[profiles] ${what} failed`, error);
  }, [error, what]);
}
