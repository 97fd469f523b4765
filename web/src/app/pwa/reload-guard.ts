/** How long after one automatic reload another is refused: a worker that keeps changing cannot make the page loop. */
export const RELOAD_GUARD_TTL_MS = 10_000;
export const RELOAD_FLAG_KEY = 'sorteios.pwa.reloadedAt';

interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page unless this tab already reloaded for an update less than
 * RELOAD_GUARD_TTL_MS ago (the flag lives in sessionStorage: per tab, gone with it).
 * Returns whether it reloaded.
 */
export function reloadOnce({ storage, now, reload }: ReloadGuardDeps): boolean {
  const at = now();
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOAD_FLAG_KEY));
  } catch {
    // Storage refused (a privacy mode): without a flag, no automatic reload at all.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && at - last < RELOAD_GUARD_TTL_MS) return false;
  try {
    storage.setItem(RELOAD_FLAG_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}
