/** Where the build publishes the id of the newest deployed build (web/build/build-identity.ts). */
export const LATEST_BUILD_PATH = '/builds/latest.json';
/** How often a page asks, besides every time it comes back into view. */
export const BUILD_POLL_MS = 5 * 60_000;

/**
 * The id of the newest deployed build, or null when it cannot be told: offline, a server
 * restarting, an answer that is not the file. This check is a courtesy, so it never errors.
 * The timestamp keeps every cache (the browser's, a proxy's) out of the way.
 */
export async function fetchLatestBuildId(now: () => number = Date.now): Promise<string | null> {
  try {
    const response = await fetch(`${LATEST_BUILD_PATH}?t=${now()}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id !== '' ? body.id : null;
  } catch {
    return null;
  }
}
