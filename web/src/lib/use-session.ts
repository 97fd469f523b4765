import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type SessionSnapshot } from './auth-session';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
