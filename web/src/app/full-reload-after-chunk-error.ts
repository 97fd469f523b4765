import type { DataRouter } from 'react-router-dom';
import { browserLocation } from '../lib/browser-location';

// Location key of the screen that failed to load its code, while a reload is pending.
let failedAtKey: string | null = null;

/**
 * After a deploy the old chunk names are gone: the only cure is a fresh index.html. The
 * failed screen itself is not reloaded (that could loop); the next navigation is done as a
 * full page load instead.
 */
export function reloadOnNextNavigation(locationKey: string): void {
  failedAtKey = locationKey;
}

export function installFullReloadAfterChunkError(router: DataRouter): () => void {
  return router.subscribe((state) => {
    if (failedAtKey === null) return;
    const target = state.navigation.location ?? state.location;
    if (target.key === failedAtKey) return;
    failedAtKey = null;
    browserLocation.assign(router.createHref(target));
  });
}
