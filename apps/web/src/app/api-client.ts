import {
  APP_NAME,
  HEADERS,
  LOGIN_URL,
  MESSAGES,
  RECONNECT_PROBE_MS,
  UNAUTHORIZED_RELOAD_MS,
  type ApiSuccess,
} from '@quire/domain';
import { serverText } from '../i18n/server-text.ts';
import { i18n } from '../i18n/i18n.ts';
import { APP_VERSION } from './app-version.ts';
import {
  isAbort,
  isNetworkFailure,
  isSessionUserChanged,
  outcomeOf,
  versionWarningFor,
} from './api-response-rules.ts';
import {
  NOTICE_IDS,
  hideInternetDown,
  showDanger,
  showInternetDown,
  showVersionWarning,
} from './notices.ts';
import { signerXsrfToken } from './signer-session.ts';
import { embedEditorXsrfToken, isEmbeddedEditor } from './embed/embed-editor-session.ts';
import {
  clearSession,
  readSession,
  saveLogin,
  saveUserKey,
  type LoginResult,
} from './session-storage.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Spec §8: during sign-off and verify a 302/401 is the caller's business, not a redirect. */
  ignoreUnauthorized?: boolean;
  /** The caller shows the failure itself (forms put it beside their fields). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch keepalive): a save sent as the tab closes. */
  keepalive?: boolean;
};

export type ApiErrorReason = 'failure' | 'unauthorized' | 'network' | 'session_changed';

/**
 * Every rejection of the client: its message is fit to show to the user, in their language
 * (serverText); `serverMessage` is the server's own English, for code that tells refusals apart.
 */
export class ApiError extends Error {
  readonly serverMessage: string;
  readonly reason: ApiErrorReason;
  readonly status: number;
  /** The refusal's whole answer (e.g. update_document's `blocking_checks`); empty otherwise. */
  readonly details: Record<string, unknown>;

  constructor(
    message: string,
    reason: ApiErrorReason,
    status: number,
    details: Record<string, unknown> = {},
  ) {
    super(serverText(message));
    this.serverMessage = message;
    this.name = 'ApiError';
    this.reason = reason;
    this.status = status;
    this.details = details;
  }
}

export const errorMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.unknownError;

/** The browser around the client; tests hand in their own fetch and a reload they can observe. */
export type ApiClientEnvironment = {
  fetch: typeof fetch;
  appVersion: string;
  /** Full navigation, e.g. to '/#login' or a 401's redirect_url. */
  goTo: (url: string) => void;
  reload: () => void;
  /** Called when the connection is back after requests failed (the app refetches its data). */
  onReconnect?: () => void;
  /** The xsrf token of a signing link's session when this browser has one (signer-session.ts). */
  signerXsrf?: () => string | null;
};

export type ApiClient = {
  request: <T extends object = object>(
    path: string,
    options?: ApiRequestOptions,
  ) => Promise<ApiSuccess<T>>;
  get: <T extends object = object>(
    path: string,
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ) => Promise<ApiSuccess<T>>;
  post: <T extends object = object>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ) => Promise<ApiSuccess<T>>;
  /** Keeps a login's tokens and remembers which user this page is now logged in as. */
  startSession: (login: LoginResult) => void;
  endSession: () => void;
};

const CURRENT_USER_PATH = '/app/user';

/** Dispatched on window when requests work again after the connection was lost. */
export const RECONNECTED_EVENT = 'quire:reconnected';

const urlFor = (path: string, query: Record<string, QueryValue> | undefined): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const parseBody = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

const userKeyOf = (body: Record<string, unknown>): string | null => {
  const user = body.user;
  if (typeof user !== 'object' || user === null) return null;
  const key = (user as { key?: unknown }).key;
  return typeof key === 'string' ? key : null;
};

const isLoginUrl = (url: string): boolean => url === LOGIN_URL || url.endsWith(LOGIN_URL);

export const createApiClient = (env: ApiClientEnvironment): ApiClient => {
  let versionWarningShown = false;
  let reloadScheduled = false;
  let internetDownShown = false;
  let probe: ReturnType<typeof setInterval> | null = null;
  // The user this page is logged in as: the stored one when it loaded, or whoever logs in.
  let knownUserKey = readSession().userKey;

  const headersFor = (hasBody: boolean): Headers => {
    const session = readSession();
    const headers = new Headers({ Accept: 'application/json' });
    headers.set(HEADERS.appVersion, env.appVersion);
    if (hasBody) headers.set('Content-Type', 'application/json');
    // A signer's session rides on its cookie; the stored browsing login must not override it.
    const signerXsrf = env.signerXsrf?.() ?? null;
    if (signerXsrf) {
      headers.set(HEADERS.xsrfToken, signerXsrf);
      return headers;
    }
    if (session.sessionToken) headers.set(HEADERS.sessionToken, session.sessionToken);
    if (session.xsrfToken) headers.set(HEADERS.xsrfToken, session.xsrfToken);
    if (session.userAccountKey) headers.set(HEADERS.userAccountKey, session.userAccountKey);
    return headers;
  };

  const goToLogin = (): void => {
    clearSession();
    knownUserKey = null;
    env.goTo(LOGIN_URL);
  };

  const warnIfOutdated = (serverVersion: string | null): void => {
    if (versionWarningShown) return;
    const warning = versionWarningFor(serverVersion, env.appVersion);
    if (!warning) return;
    versionWarningShown = true;
    showVersionWarning(i18n.t('app.notices.appUpdated', { app: APP_NAME }));
  };

  const scheduleReload = (): void => {
    if (reloadScheduled) return;
    reloadScheduled = true;
    setTimeout(env.reload, UNAUTHORIZED_RELOAD_MS);
  };

  const checkSessionUser = (body: Record<string, unknown>, status: number): void => {
    const sessionUserKey = userKeyOf(body);
    if (isSessionUserChanged(knownUserKey, sessionUserKey)) {
      const message = i18n.t('app.notices.sessionReplaced');
      showDanger(message);
      // The stored tokens belong to the other login now (shared by all tabs): keep them.
      knownUserKey = null;
      env.goTo(LOGIN_URL);
      throw new ApiError(message, 'session_changed', status);
    }
    if (knownUserKey === null && sessionUserKey !== null) {
      knownUserKey = sessionUserKey;
      if (readSession().userKey === null) saveUserKey(sessionUserKey);
    }
  };

  const connectionBack = (): void => {
    if (!internetDownShown) return;
    internetDownShown = false;
    if (probe) clearInterval(probe);
    probe = null;
    hideInternetDown();
    env.onReconnect?.();
  };

  // Spec §8 "Hang on while we try to reconnect": while down, ask the server every few seconds;
  // any answer at all (even a 401) means it can be reached again.
  const connectionLost = (): void => {
    if (internetDownShown) return;
    internetDownShown = true;
    showInternetDown();
    probe = setInterval(() => {
      env
        .fetch(CURRENT_USER_PATH, { method: 'GET', headers: headersFor(false), redirect: 'manual' })
        .then(connectionBack, () => undefined);
    }, RECONNECT_PROBE_MS);
  };

  const request = async <T extends object = object>(
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<ApiSuccess<T>> => {
    const hasBody = options.body !== undefined;
    const method: HttpMethod = options.method ?? (hasBody ? 'POST' : 'GET');

    let response: Response;
    try {
      response = await env.fetch(urlFor(path, options.query), {
        method,
        headers: headersFor(hasBody),
        body: hasBody ? JSON.stringify(options.body) : null,
        // A 302 must reach us (as an opaque redirect) rather than be followed (spec §8).
        redirect: 'manual',
        credentials: 'same-origin',
        signal: options.signal ?? null,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (isAbort(error) || !isNetworkFailure(error)) throw error;
      connectionLost();
      throw new ApiError(i18n.t('app.notices.internetDown'), 'network', 0);
    }

    // Any answer at all means the connection is back.
    connectionBack();
    warnIfOutdated(response.headers.get(HEADERS.currentAppVersion));

    const body = await parseBody(response);
    const outcome = outcomeOf(
      { status: response.status, type: response.type, body },
      { ignoreUnauthorized: options.ignoreUnauthorized ?? false },
    );

    switch (outcome.kind) {
      case 'ok':
        // A signer session is another user on purpose: not a replaced login.
        if (method === 'GET' && path === CURRENT_USER_PATH && !env.signerXsrf?.()) {
          checkSessionUser(outcome.body, response.status);
        }
        return outcome.body as ApiSuccess<T>;
      case 'failure':
      case 'unauthorized_ignored':
        if (!options.silent) showDanger(outcome.message);
        throw new ApiError(
          outcome.message,
          outcome.kind === 'failure' ? 'failure' : 'unauthorized',
          response.status,
          body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {},
        );
      case 'login_redirect':
        goToLogin();
        throw new ApiError(MESSAGES.loginRequired, 'unauthorized', response.status);
      case 'unauthorized_redirect':
        if (isLoginUrl(outcome.url)) goToLogin();
        else env.goTo(outcome.url);
        throw new ApiError(MESSAGES.loginRequired, 'unauthorized', response.status);
      case 'unauthorized_reload':
        showDanger(outcome.message, NOTICE_IDS.unauthorized);
        scheduleReload();
        throw new ApiError(outcome.message, 'unauthorized', response.status);
    }
  };

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body: body ?? {} }),
    startSession: (login) => {
      saveLogin(login);
      knownUserKey = login.user_key;
    },
    endSession: () => {
      clearSession();
      knownUserKey = null;
    },
  };
};

/** The client the app uses. fetch is looked up per call so tests can stub the global. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  appVersion: APP_VERSION,
  // An embedded editor's frame may only show its pack: it never navigates to the login page
  // (which no partner may frame); its layout says the session has ended instead.
  goTo: (url) => {
    if (!isEmbeddedEditor()) window.location.assign(url);
  },
  reload: () => window.location.reload(),
  onReconnect: () => window.dispatchEvent(new Event(RECONNECTED_EVENT)),
  // A signing link's or an embedded editor's session: both ride on a cookie (ADR 0010, 0041).
  signerXsrf: () => signerXsrfToken() ?? embedEditorXsrfToken(),
});
