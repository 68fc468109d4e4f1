/**
 * The OAuth 2.0 client credentials grant (RFC 6749 §4.4) as POST /api/v1/oauth/token reads it:
 * pure rules, so the route only parses the body and answers what this decides.
 */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type';

/** RFC 6749 §5.2: invalid_client is 401, the other errors 400. */
export const OAUTH_ERROR_STATUS: Record<OAuthErrorCode, 400 | 401> = {
  invalid_request: 400,
  invalid_client: 401,
  unsupported_grant_type: 400,
};

export const OAUTH_MESSAGES = {
  formRequired: 'Send the parameters as application/x-www-form-urlencoded.',
  grantTypeMissing: 'grant_type is required.',
  grantTypeUnsupported: 'Only grant_type=client_credentials is supported.',
  repeated: 'Each parameter may be sent only once.',
  twoMethods:
    'Send the client credentials either in the Authorization header or in the body, not both.',
  malformedBasic: 'The Authorization header is not valid HTTP Basic credentials.',
  credentialsMissing: 'client_id and client_secret are required.',
  clientInvalid: 'Client authentication failed.',
} as const;

export type OAuthError = { error: OAuthErrorCode; error_description: string };

export type ClientCredentialsRequest =
  | { ok: true; clientId: string; clientSecret: string; viaBasic: boolean }
  | ({ ok: false; viaBasic: boolean } & OAuthError);

/** RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64. */
const formDecode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

const basicCredentialsOf = (
  authorization: string,
): { clientId: string; clientSecret: string } | undefined => {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!m) return undefined;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(atob(m[1]!), (c) => c.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const clientId = formDecode(decoded.slice(0, colon));
  const clientSecret = formDecode(decoded.slice(colon + 1));
  return clientId !== undefined && clientSecret !== undefined
    ? { clientId, clientSecret }
    : undefined;
};

const fail = (viaBasic: boolean, error: OAuthErrorCode, description: string) =>
  ({ ok: false, viaBasic, error, error_description: description }) as const;

/**
 * Reads a token request: the form's parameters in order (to refuse repeats, §3.2) and the
 * Authorization header. The client authenticates by HTTP Basic or by client_id and client_secret
 * in the body (§2.3.1), never both.
 */
export const readClientCredentialsRequest = (
  authorization: string | undefined,
  params: readonly (readonly [string, string])[],
): ClientCredentialsRequest => {
  const viaBasic = Boolean(authorization && /^Basic\s/i.test(authorization));
  const names = params.map(([name]) => name);
  if (new Set(names).size !== names.length)
    return fail(viaBasic, 'invalid_request', OAUTH_MESSAGES.repeated);
  const form = new Map(params);
  const grantType = form.get('grant_type');
  if (!grantType) return fail(viaBasic, 'invalid_request', OAUTH_MESSAGES.grantTypeMissing);
  if (grantType !== 'client_credentials')
    return fail(viaBasic, 'unsupported_grant_type', OAUTH_MESSAGES.grantTypeUnsupported);
  const inBody = form.has('client_id') || form.has('client_secret');
  if (viaBasic) {
    if (inBody) return fail(viaBasic, 'invalid_request', OAUTH_MESSAGES.twoMethods);
    const basic = basicCredentialsOf(authorization!);
    if (!basic) return fail(viaBasic, 'invalid_client', OAUTH_MESSAGES.malformedBasic);
    return { ok: true, viaBasic, ...basic };
  }
  const clientId = form.get('client_id');
  const clientSecret = form.get('client_secret');
  if (!clientId || !clientSecret)
    return fail(viaBasic, 'invalid_client', OAUTH_MESSAGES.credentialsMissing);
  return { ok: true, viaBasic, clientId, clientSecret };
};
