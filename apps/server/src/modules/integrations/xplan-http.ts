/**
 * The wire protocol of an XPLAN site (Iress), as its public integration notes describe it:
 * - authorisation page `{site}/oauth2/auth?client_id&response_type=code&redirect_uri&state`;
 * - token endpoint `POST {site}/oauth2/token`, form-encoded `grant_type` (authorization_code
 *   with `code` + `redirect_uri`, or refresh_token with `refresh_token`), `client_id`,
 *   `client_secret`; answers `{access_token, token_type, expires_in, refresh_token}` or an RFC
 *   6749 error `{error, error_description}`;
 * - the resourceful API under `{site}/resourceful/…` with `Authorization: Bearer`,
 *   `X-Xplan-App-Id` (the app ID) and `Accept: application/json`; 401 when the token is not
 *   (or no longer) good.
 * Nothing here knows about Quire's tables: callers hold the secrets.
 */

export type XplanFailure = 'unauthorized' | 'failed' | 'timeout' | 'not_found';

export class XplanError extends Error {
  override name = 'XplanError';
  constructor(
    readonly kind: XplanFailure,
    readonly status: number | null,
    detail: string,
  ) {
    super(detail);
  }
}

export type XplanTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date };

export const XPLAN_PATHS = {
  authorise: '/oauth2/auth',
  token: '/oauth2/token',
  clients: '/resourceful/entity/client-v3',
  clientTypes: '/resourceful/entity/client_type',
} as const;

export const authorisationUrl = (
  siteUrl: string,
  clientId: string,
  redirectUri: string,
  state: string,
): string => {
  const url = new URL(XPLAN_PATHS.authorise, siteUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    state,
  }).toString();
  return url.toString();
};

const send = async (url: string, init: RequestInit, timeoutMs: number): Promise<Response> => {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new XplanError('timeout', null, `XPLAN did not answer within ${timeoutMs} ms`);
    throw new XplanError('failed', null, `XPLAN could not be reached: ${(error as Error).message}`);
  }
};

const failureOf = async (response: Response): Promise<XplanError> => {
  const body = (await response.text().catch(() => '')).slice(0, 300);
  const kind: XplanFailure =
    response.status === 401 || response.status === 403
      ? 'unauthorized'
      : response.status === 404
        ? 'not_found'
        : 'failed';
  return new XplanError(kind, response.status, `XPLAN answered ${response.status}: ${body}`);
};

type TokenGrant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/** POST /oauth2/token; an RFC 6749 error (400 invalid_grant, 401 invalid_client) is 'unauthorized'. */
export const requestTokens = async (
  site: { siteUrl: string; clientId: string; clientSecret: string; timeoutMs: number },
  grant: TokenGrant,
): Promise<XplanTokens> => {
  const response = await send(
    new URL(XPLAN_PATHS.token, site.siteUrl).toString(),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        ...grant,
        client_id: site.clientId,
        client_secret: site.clientSecret,
      }).toString(),
    },
    site.timeoutMs,
  );
  if (response.status === 400) {
    const failure = await failureOf(response);
    throw new XplanError('unauthorized', 400, failure.message);
  }
  if (!response.ok) throw await failureOf(response);
  const body = (await response.json().catch(() => null)) as {
    access_token?: unknown;
    refresh_token?: unknown;
    expires_in?: unknown;
  } | null;
  if (!body || typeof body.access_token !== 'string' || body.access_token === '')
    throw new XplanError('failed', response.status, 'XPLAN answered a token without access_token');
  const expiresIn =
    typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
  };
};

/** GET on the resourceful API; `fields` become XPLAN's `fields.0=…&fields.1=…` parameters. */
export const getResourceful = async (
  site: { siteUrl: string; clientId: string; timeoutMs: number },
  accessToken: string,
  path: string,
  query: { fields?: readonly string[]; params?: Record<string, string> } = {},
): Promise<unknown> => {
  const url = new URL(path, site.siteUrl);
  query.fields?.forEach((field, i) => url.searchParams.set(`fields.${i}`, field));
  for (const [name, value] of Object.entries(query.params ?? {})) url.searchParams.set(name, value);
  const response = await send(
    url.toString(),
    {
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-xplan-app-id': site.clientId,
        accept: 'application/json',
      },
    },
    site.timeoutMs,
  );
  if (!response.ok) throw await failureOf(response);
  try {
    return await response.json();
  } catch {
    throw new XplanError('failed', response.status, 'XPLAN answered something other than JSON');
  }
};
