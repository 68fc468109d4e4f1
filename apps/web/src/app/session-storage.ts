import { HEADERS } from '@quire/domain';

/**
 * The login is kept in localStorage under the spec's header names so that a reload, a new tab
 * or a mail link opened later still carries it (spec §7).
 */
export const SESSION_STORAGE_KEYS = {
  sessionToken: HEADERS.sessionToken,
  xsrfToken: HEADERS.xsrfToken,
  userKey: 'user_key',
  userAccountKey: HEADERS.userAccountKey,
} as const;

export type StoredSession = {
  sessionToken: string | null;
  xsrfToken: string | null;
  userKey: string | null;
  userAccountKey: string | null;
};

/** What POST /app/auth/login answers. */
export type LoginResult = {
  session_token: string;
  xsrf_token: string;
  user_key: string;
  user_account_key: string | null;
};

const listeners = new Set<() => void>();
let snapshot: StoredSession | null = null;

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be switched off (private modes, policies): behave as logged out.
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing better to do: the session simply won't survive a reload.
  }
};

const changed = (): void => listeners.forEach((listener) => listener());

/** Read afresh each time (another tab may have changed it); the same object while unchanged. */
export const readSession = (): StoredSession => {
  const next: StoredSession = {
    sessionToken: read(SESSION_STORAGE_KEYS.sessionToken),
    xsrfToken: read(SESSION_STORAGE_KEYS.xsrfToken),
    userKey: read(SESSION_STORAGE_KEYS.userKey),
    userAccountKey: read(SESSION_STORAGE_KEYS.userAccountKey),
  };
  const same =
    snapshot !== null &&
    (Object.keys(next) as (keyof StoredSession)[]).every((key) => snapshot?.[key] === next[key]);
  if (!same) snapshot = next;
  return snapshot ?? next;
};

export const saveLogin = (login: LoginResult): void => {
  write(SESSION_STORAGE_KEYS.sessionToken, login.session_token);
  write(SESSION_STORAGE_KEYS.xsrfToken, login.xsrf_token);
  write(SESSION_STORAGE_KEYS.userKey, login.user_key);
  write(SESSION_STORAGE_KEYS.userAccountKey, login.user_account_key);
  changed();
};

export const saveUserKey = (userKey: string): void => {
  write(SESSION_STORAGE_KEYS.userKey, userKey);
  changed();
};

/** Selects the account whose documents and permissions the following requests use. */
export const saveUserAccountKey = (userAccountKey: string): void => {
  write(SESSION_STORAGE_KEYS.userAccountKey, userAccountKey);
  changed();
};

export const clearSession = (): void => {
  Object.values(SESSION_STORAGE_KEYS).forEach((key) => write(key, null));
  changed();
};

/** For useSyncExternalStore; also follows logins and logouts made in other tabs. */
export const subscribeToSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_STORAGE_KEYS).includes(event.key)) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
