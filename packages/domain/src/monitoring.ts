/**
 * Error monitoring (spec §9 Monitoring): the sampling the server and the web app report with,
 * where the web app reports at all, and what is taken out of every event before it leaves.
 * The settings are the same for both sides, so they live here once (ADR 0053).
 */

/** §9: traces 0.1, session replay 0.05, replay of a session that hit an error 1 (always). */
export const MONITORING_SAMPLING = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.05,
  replaysOnErrorSampleRate: 1,
} as const;

/**
 * What the SDKs collect at all (Sentry's `dataCollection`, which replaced `sendDefaultPii` in SDK
 * 11 and, unlike it, collects by default): nothing about the user, no cookies, bodies, query
 * strings, database or queue data, or local variables; of the request headers only those that
 * say what the client was. scrubMonitoringEvent then cleans what is left (messages, addresses).
 */
export const MONITORING_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: {
    request: { allow: ['host', 'user-agent', 'accept', 'accept-language', 'content-type'] },
    response: false,
  },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

/**
 * What GET /app/instance_settings tells the web app when SENTRY_DSN is set. A DSN holds only the
 * project's public key: it is meant to be handed to browsers.
 */
export type MonitoringSettings = {
  dsn: string;
  environment: string;
  release: string;
};

const LOCAL_HOST_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** §9 "outside localhost": a developer's own machine never reports. */
export const isLocalHostName = (hostname: string): boolean => {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return LOCAL_HOST_NAMES.has(name) || name.endsWith('.localhost') || /^127\./.test(name);
};

export const FILTERED = '[Filtered]';
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * Signing-link tokens are 43 random base64url characters; other secrets in paths are as long.
 * Route names (generate_signing_link_for_signatory) are as long too, but lower case only.
 */
const isTokenLike = (segment: string): boolean =>
  /^[\w-]{20,}$/.test(segment) && !/^[a-z_]+$/.test(segment);
const SECRET_NAME = /token|key|secret|password|passwd|code|session|auth|cookie|signature|email/i;

/** Takes e-mail addresses out of free text (error messages quote what they failed on). */
export const scrubText = (text: string): string => text.replace(EMAIL, FILTERED);

const scrubQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=');
      if (value === undefined) return scrubText(pair);
      return `${name}=${SECRET_NAME.test(name) ? FILTERED : scrubText(value)}`;
    })
    .join('&');

const scrubPath = (path: string): string =>
  path
    .split('/')
    .map((segment) => (isTokenLike(segment) ? FILTERED : scrubText(segment)))
    .join('/');

/**
 * An address without its secrets: query values named like credentials, token-like path segments
 * (also in a hash route: the web app's routes live after '#') and e-mail addresses.
 */
export const scrubUrl = (url: string): string => {
  const hashAt = url.indexOf('#');
  const [beforeHash, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt + 1)] : [url];
  const scrubPart = (part: string) => {
    const queryAt = part.indexOf('?');
    if (queryAt < 0) return scrubPath(part);
    return `${scrubPath(part.slice(0, queryAt))}?${scrubQuery(part.slice(queryAt + 1))}`;
  };
  const origin = /^[a-z][\w+.-]*:\/\/[^/?#]*/i.exec(beforeHash)?.[0] ?? '';
  const scrubbed = origin + scrubPart(beforeHash.slice(origin.length));
  return hash === undefined ? scrubbed : `${scrubbed}#${scrubPart(hash)}`;
};

/** Request headers that carry who is asking: never reported (§1 session_token, xsrf_token). */
const isSecretHeader = (name: string): boolean =>
  /^(cookie|set-cookie|authorization|proxy-authorization)$/i.test(name) || SECRET_NAME.test(name);

type Scrubbable = {
  message?: string;
  transaction?: string;
  user?: Record<string, unknown>;
  request?: {
    url?: string;
    query_string?: unknown;
    cookies?: unknown;
    data?: unknown;
    headers?: Record<string, string>;
  };
  exception?: {
    values?: { value?: string; stacktrace?: { frames?: { vars?: unknown }[] } }[];
  };
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[];
  /** A replay_event's visited addresses. */
  urls?: string[];
};

const URL_DATA_KEYS = ['url', 'from', 'to'];

/**
 * Applied to every event, transaction and replay event before it leaves (server and web): no
 * cookies, session or xsrf tokens, request bodies, local variables, user details beyond an id,
 * or e-mail addresses; addresses keep their shape without their secrets. Mutates and returns the event,
 * as Sentry's beforeSend and event processors expect.
 */
export const scrubMonitoringEvent = <E extends Scrubbable>(event: E): E => {
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  const request = event.request;
  if (request) {
    delete request.cookies;
    delete request.data;
    if (request.url) request.url = scrubUrl(request.url);
    if (typeof request.query_string === 'string') {
      request.query_string = scrubQuery(request.query_string);
    } else if (request.query_string !== undefined) {
      delete request.query_string;
    }
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          isSecretHeader(name) ? FILTERED : scrubText(String(value)),
        ]),
      );
    }
  }
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    // Local variables hold whatever the code was working on: signers' details, field values.
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubText(crumb.message);
    for (const key of URL_DATA_KEYS) {
      const value = crumb.data?.[key];
      if (typeof value === 'string') crumb.data![key] = scrubUrl(value);
    }
  }
  if (event.urls) event.urls = event.urls.map(scrubUrl);
  return event;
};

const scrubValue = (value: string): string => scrubUrl(scrubText(value));

/**
 * Applied to every span before it leaves (SDK 11 streams spans, which skip beforeSend): the span's
 * name and each text attribute (url.full, http.target, …) lose their secrets as events do.
 * Attributes come plain or as {value, type}. Mutates and returns the span.
 */
export const scrubMonitoringSpan = <S extends { name: string; attributes?: object }>(
  span: S,
): S => {
  span.name = scrubValue(span.name);
  const attributes = (span.attributes ?? {}) as Record<string, unknown>;
  for (const [key, raw] of Object.entries(attributes)) {
    if (typeof raw === 'string') attributes[key] = scrubValue(raw);
    else if (
      raw &&
      typeof raw === 'object' &&
      typeof (raw as { value?: unknown }).value === 'string'
    ) {
      const typed = raw as { value: string };
      typed.value = scrubValue(typed.value);
    }
  }
  return span;
};
