import { useEffect, useState } from 'react';
import { RUNNING_BUILD_ID } from './build-id';
import { BUILD_POLL_MS, fetchLatestBuildId } from './latest-build';

/**
 * Whether a newer build than this page's has been deployed: asked every 5 minutes and each
 * time the page comes back into view (focus, a tab shown again). `runningId` null (the dev
 * server) asks nothing.
 */
export function useNewerBuild(runningId: string | null = RUNNING_BUILD_ID): boolean {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    if (runningId === null || newer) return;
    let active = true;
    const check = async () => {
      const latest = await fetchLatestBuildId();
      if (active && latest !== null && latest !== runningId) setNewer(true);
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const timer = window.setInterval(() => void check(), BUILD_POLL_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [runningId, newer]);
  return newer;
}
