import { APP_NAME, MESSAGES, appUpdatedMessage } from '@quire/domain';

/**
 * Spec §8's generic handling as pure decisions: what a response means for the user, before any
 * notice is shown or page changed. api-client.ts carries the decisions out.
 */

/** The parts of a fetch Response the rules look at (the body already parsed, null if not JSON). */
export type ResponseSummary = {
  status: number;
  type: ResponseType;
  body: unknown;
};

export type ResponseOutcome =
  /** A `success` answer: the caller gets the body. */
  | { kind: 'ok'; body: Record<string, unknown> }
  /** `success:false` or an unusable answer: show the message as a danger notice and reject. */
  | { kind: 'failure'; message: string }
  /** HTTP 302: the session is gone, go to the login page. */
  | { kind: 'login_redirect' }
  /** HTTP 401 naming where to go (the server sends '/#login' when not logged in). */
  | { kind: 'unauthorized_redirect'; url: string }
  /** HTTP 401 without a redirect: show the message, then reload (UNAUTHORIZED_RELOAD_MS). */
  | { kind: 'unauthorized_reload'; message: string }
  /** 302/401 during sign-off and verify: no redirect or reload, the caller deals with it. */
  | { kind: 'unauthorized_ignored'; message: string };

export type OutcomeOptions = {
  /** Spec §8: "Unauthorized responses are ignored during sign-off and verify." */
  ignoreUnauthorized?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textField = (body: unknown, field: string): string | null => {
  if (!isRecord(body)) return null;
  const value = body[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

export const messageOf = (body: unknown): string | null => textField(body, 'message');

export const outcomeOf = (
  response: ResponseSummary,
  options: OutcomeOptions = {},
): ResponseOutcome => {
  const { status, type, body } = response;
  const ignoreUnauthorized = options.ignoreUnauthorized ?? false;

  // fetch is made with redirect:'manual', so a 302 arrives as an opaque redirect (status 0).
  if (type === 'opaqueredirect' || status === 302) {
    return ignoreUnauthorized
      ? { kind: 'unauthorized_ignored', message: MESSAGES.notAuthorized }
      : { kind: 'login_redirect' };
  }

  if (status === 401) {
    const message = messageOf(body) ?? MESSAGES.notAuthorized;
    if (ignoreUnauthorized) return { kind: 'unauthorized_ignored', message };
    const url = textField(body, 'redirect_url');
    return url ? { kind: 'unauthorized_redirect', url } : { kind: 'unauthorized_reload', message };
  }

  // Any 5xx, including a proxy's error page in front of the server, gets the spec's wording.
  if (status >= 500) return { kind: 'failure', message: MESSAGES.genericServerError };

  // A permission refusal (requirePermission) carries its §8 message; a bare 403 still says why.
  if (status === 403) {
    // §6 mandatory two-step: every other route refuses until it is set up, and names the setup.
    const setup = isRecord(body) && body.two_step_setup_required === true;
    const url = setup ? textField(body, 'redirect_url') : null;
    if (url) return { kind: 'unauthorized_redirect', url };
    return { kind: 'failure', message: messageOf(body) ?? MESSAGES.notAuthorized };
  }

  if (isRecord(body) && body.success === false) {
    return { kind: 'failure', message: messageOf(body) ?? MESSAGES.anErrorOccurred };
  }

  if (status < 200 || status >= 300 || !isRecord(body)) {
    return { kind: 'failure', message: messageOf(body) ?? MESSAGES.anErrorOccurred };
  }

  return { kind: 'ok', body };
};

/**
 * The warning to show when the server runs another version than this page was built from
 * (spec §8), or null when they agree or the server didn't say.
 */
export const versionWarningFor = (
  serverVersion: string | null,
  appVersion: string,
): string | null =>
  serverVersion !== null && serverVersion !== '' && serverVersion !== appVersion
    ? appUpdatedMessage(APP_NAME)
    : null;

/**
 * Spec §8: GET /app/user answering for another user than the one this page logged in as means
 * the session was replaced (a login as someone else, in another tab).
 */
export const isSessionUserChanged = (
  knownUserKey: string | null,
  sessionUserKey: string | null,
): boolean => knownUserKey !== null && sessionUserKey !== null && knownUserKey !== sessionUserKey;

/** fetch rejects with a TypeError when the request could not be sent (offline, DNS, refused). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/** An aborted request (a query cancelled on unmount) is nobody's failure. */
export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
