import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendViewBeacon, viewBeaconBody } from './view-beacon';

/**
 * Counts one view of a giveaway's page: once per page view, that is per giveaway and history
 * entry (location.key), not per render, refetch or StrictMode's second run of the effect.
 * Pass null until the page is one that counts (loaded, not a draft).
 */
export function useViewBeacon(giveawayId: string | null): void {
  const { key, search } = useLocation();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (giveawayId === null) return;
    const view = `${giveawayId} ${key}`;
    if (sentFor.current === view) return;
    sentFor.current = view;
    sendViewBeacon(giveawayId, viewBeaconBody(document.referrer, search));
  }, [giveawayId, key, search]);
}
