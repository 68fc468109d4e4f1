import { z } from 'zod';

/**
 * API keys (§7 POST /app/api_keys/, ADR 0031): `qk_` then 43 URL-safe characters (256 random
 * bits). The prefix makes a leaked key recognisable to secret scanners and to its owner.
 */
export const API_KEY_PREFIX = 'qk_';
/** How many leading characters of a key the list shows, to tell keys apart. */
export const API_KEY_SHOWN_PREFIX_LENGTH = 10;
export const API_KEY_NAME_MAX_LENGTH = 80;
/** last_used_at is written at most this often per key, so a busy key does not write per call. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;

export const API_KEY_MESSAGES = {
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked',
  notFound: 'API key not found',
  nameRequired: 'A name for the key is required',
  workspaceRequired: 'Choose the workspace the key acts in',
  invalid: 'This API key is not valid. It may have been revoked.',
  notWithApiKey: 'API keys cannot be managed with an API key. Sign in to Quire instead.',
} as const;

export const createApiKeySchema = z.object({
  entity_key: z.string().trim().min(1, API_KEY_MESSAGES.workspaceRequired).max(100),
  name: z
    .string()
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX_LENGTH)
    .optional(),
});

/** One key as the list shows it: never the key itself, only its prefix. */
export type ApiKeyView = {
  key: string;
  name: string;
  prefix: string;
  account_key: string;
  account_name: string;
  date_created: string;
  last_used_at: string | null;
};

export const bearerTokenOf = (authorization: string | undefined): string | undefined => {
  const m = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return m?.[1];
};
