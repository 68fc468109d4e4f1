import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type StoredSession } from '../session-storage.ts';

/** The stored login, re-rendering when it changes here or in another tab. */
export const useSession = (): StoredSession =>
  useSyncExternalStore(subscribeToSession, readSession, readSession);
