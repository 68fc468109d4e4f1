/** Spec §9 constants that the foundation uses. Times are milliseconds unless the name says otherwise. */
export const APP_NAME = 'Quire';

export const DEFAULT_PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 256;
/** MAX_UPLOAD_MB when unset: the largest PDF accepted, in MB. */
export const DEFAULT_MAX_UPLOAD_MB = 50;

export const POLLING = {
  notificationsMs: 120_000,
  notificationsBlurredMs: 300_000,
  notificationsIdleRetryMs: 5_000,
  documentListRefreshMs: 60_000,
} as const;

export const MESSAGE_DURATIONS = {
  short: 3_000,
  normal: 5_000,
  long: 15_000,
  veryLong: 30_000,
} as const;

/** §8: a 401 shows its message, then the page reloads after 5 s. */
export const UNAUTHORIZED_RELOAD_MS = 5_000;
/** §8: the version-mismatch warning stays for 15 s. */
export const VERSION_WARNING_MS = 15_000;

/** §9: narrow-screen breakpoint. */
export const NARROW_SCREEN_PX = 768;

/** Lifetimes of the one-time links in authentication mails. */
export const EMAIL_VERIFICATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SESSION_TTL_DAYS = 30;

/** §8: while requests fail, the client tries to reconnect this often and removes the notice once one works. */
export const RECONNECT_PROBE_MS = 5_000;
