import { z } from 'zod';

/**
 * API applications (§3 Application, §7 /app/applications/; ADR 0040): OAuth 2.0 clients.
 * The application's `key` is its client_id; the client secret (`qcs_` + 256 random bits) is
 * answered once, on create and on refresh, and kept only as its SHA-256.
 */
export const APPLICATION_SECRET_PREFIX = 'qcs_';
/**
 * Access tokens from POST /api/v1/oauth/token. Their own prefix tells them apart from API keys
 * (`qk_`) on the same `Authorization: Bearer` header without a second lookup.
 */
export const APPLICATION_TOKEN_PREFIX = 'qat_';
/** How many leading characters of a secret the list shows, to tell secrets apart. */
export const APPLICATION_SECRET_SHOWN_PREFIX_LENGTH = 12;
/** RFC 6749 §4.4.3 `expires_in`: one hour, as DocuSign's JWT grant; a client asks again. */
export const APPLICATION_TOKEN_TTL_SECONDS = 3600;
export const APPLICATION_NAME_MAX_LENGTH = 80;
/** §9: application name autosave 500 ms. */
export const APPLICATION_NAME_AUTOSAVE_MS = 500;
/** Failed client authentications allowed per client_id (and per address) in one window. */
export const OAUTH_TOKEN_RATE_LIMIT = { limit: 20, windowSeconds: 300 } as const;

export const APPLICATION_MESSAGES = {
  /** §8, when creating fails for any reason. */
  createFailed: 'An error occurred while creating your new application.',
  /** §8, after a rename or a secret refresh. */
  updated: 'Application updated',
  created: 'Application created. Copy the client secret now: it will not be shown again.',
  secretRefreshed: 'Client secret refreshed. Copy it now: it will not be shown again.',
  deleted: 'Application deleted',
  notFound: 'Application not found',
  nameRequired: 'A name for the application is required',
  nameTooLong: `Keep the name under ${APPLICATION_NAME_MAX_LENGTH + 1} characters`,
  notWithCredential:
    'Applications cannot be managed with an API key or an application token. Sign in to Quire instead.',
  tokenInvalid: 'This access token is not valid. It may have expired or been revoked.',
  /** §8 confirmation before refreshing a client secret. */
  refreshConfirmTitle: 'Refresh the client secret?',
  refreshConfirmBody:
    'The current secret and every access token issued with it stop working at once. Integrations using it must be given the new secret.',
  deleteConfirmTitle: 'Delete this application?',
  deleteConfirmBody:
    'Integrations using it can no longer get access tokens, and the tokens they hold stop working at once.',
} as const;

const applicationName = z
  .string()
  .trim()
  .min(1, APPLICATION_MESSAGES.nameRequired)
  .max(APPLICATION_NAME_MAX_LENGTH, APPLICATION_MESSAGES.nameTooLong);

/** §7 POST /app/applications/: data{name}. */
export const createApplicationSchema = z.object({ data: z.object({ name: applicationName }) });

/** §7 PUT /app/applications/{key}: data{name} to rename; ?refresh_secret=true for a new secret. */
export const updateApplicationSchema = z.object({
  data: z.object({ name: applicationName.optional() }).optional(),
});

/** One application as the list shows it: never the secret or its hash, only its prefix. */
export type ApplicationView = {
  key: string;
  client_id: string;
  name: string;
  secret_prefix: string;
  date_created: string;
  date_updated: string;
  secret_refreshed_at: string | null;
  last_used_at: string | null;
};

/** Which kind of bearer credential a token is, by its prefix (never by looking it up twice). */
export const bearerCredentialKind = (token: string): 'application' | 'api_key' =>
  token.startsWith(APPLICATION_TOKEN_PREFIX) ? 'application' : 'api_key';
