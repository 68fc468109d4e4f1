import { z } from 'zod';
import { addressKind, isWebhookAddressAllowed, type AddressKind } from './webhook-address.ts';

/** What the webhooks screen and its calls say (issue 14; the spec names none of these). */
export const WEBHOOK_MESSAGES = {
  adminsOnly: 'Only workspace admins can manage webhooks.',
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  created: 'Webhook added',
  updated: 'Webhook updated',
  deleted: 'Webhook deleted',
  replayed: 'Delivery queued again',
  secretRolled: 'New signing secret made',
  testQueued: 'Test event queued',
  eventsUpdated: 'Workspace events updated',
  invalidUrl: 'Enter a full web address starting with https:// or http://.',
  badScheme: 'A webhook address must start with https:// or http://.',
  credentialsInUrl: 'A webhook address cannot contain a user name or password.',
  hostNotFound: 'The webhook address’s host name could not be found.',
  tooManyEndpoints: 'A workspace can have at most 20 webhooks.',
  notReplayable: 'Only a delivery that was given up on or delivered can be sent again.',
} as const;

/** A refused webhook address's kind, in words: the second value of its refusal. */
export const WEBHOOK_ADDRESS_KIND_MESSAGES = {
  loopback: 'a loopback address (this server)',
  private: 'a private network address',
  link_local: 'a link-local or cloud metadata address',
  shared: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  reserved: 'a reserved address',
} as const satisfies Record<Exclude<AddressKind, 'public'>, string>;

/** Why an address is refused, naming it: shown at save and logged with a refused attempt. */
export const webhookAddressRefusedMessage = (address: string, kindWords: string): string =>
  `Webhooks cannot be sent to ${address}: it is ${kindWords}.`;

export const webhookAddressRefusal = (address: string, kind: AddressKind): string =>
  kind === 'public'
    ? ''
    : webhookAddressRefusedMessage(address, WEBHOOK_ADDRESS_KIND_MESSAGES[kind]);

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
export const WEBHOOK_ENDPOINTS_PER_WORKSPACE = 20;

/**
 * What is wrong with the form of a webhook address, or null: a full http(s) URL without
 * credentials. What the web form checks as it is typed; the server judges the addresses.
 */
export const webhookUrlFormatProblem = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_MESSAGES.invalidUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.badScheme;
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentialsInUrl;
  if (!url.hostname) return WEBHOOK_MESSAGES.invalidUrl;
  return null;
};

/**
 * What is wrong with a webhook address before any name is resolved, or null: its form, and its
 * host when that is a literal IP address webhooks may not reach. The server then resolves a host
 * name and judges every address it gets (at save and at send).
 */
export const webhookUrlProblem = (text: string, allowLoopback = false): string | null => {
  const formProblem = webhookUrlFormatProblem(text);
  if (formProblem) return formProblem;
  const host = new URL(text).hostname;
  const kind = addressKind(host);
  if (kind && !isWebhookAddressAllowed(kind, allowLoopback))
    return webhookAddressRefusal(host, kind);
  return null;
};

/** The retry policy (WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_BASE_SECONDS, WEBHOOK_RETRY_MAX_DELAY_SECONDS). */
export type WebhookRetryPolicy = {
  maxAttempts: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
};

export const DEFAULT_WEBHOOK_RETRY_POLICY: WebhookRetryPolicy = {
  maxAttempts: 12,
  baseDelaySeconds: 30,
  maxDelaySeconds: 7200,
};

/**
 * When to try again after `attemptsMade` failed attempts, or 'dead' once the cap is reached.
 * The delay doubles from the base and is capped, so the whole schedule is bounded in time too:
 * with the defaults 30 s, 1 min, 2 min … 2 h, about 8.5 hours from first to last attempt.
 */
export const nextWebhookAttempt = (
  attemptsMade: number,
  now: Date,
  policy: WebhookRetryPolicy,
): Date | 'dead' => {
  if (attemptsMade >= policy.maxAttempts) return 'dead';
  const delay = Math.min(policy.baseDelaySeconds * 2 ** (attemptsMade - 1), policy.maxDelaySeconds);
  return new Date(now.getTime() + delay * 1000);
};

/** The longest a delivery can take from first attempt to 'dead' under `policy`, in seconds. */
export const webhookRetryWindowSeconds = (policy: WebhookRetryPolicy): number => {
  let total = 0;
  for (let n = 1; n < policy.maxAttempts; n++)
    total += Math.min(policy.baseDelaySeconds * 2 ** (n - 1), policy.maxDelaySeconds);
  return total;
};

/**
 * `Quire-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. A receiver
 * recomputes v1 over the raw body and refuses a t too far from its clock (replays).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'Quire-Signature';
export const webhookSignedPayload = (timestamp: number, body: string): string =>
  `${timestamp}.${body}`;
export const webhookSignatureHeader = (timestamp: number, hexDigest: string): string =>
  `t=${timestamp},v1=${hexDigest}`;
export const parseWebhookSignatureHeader = (
  header: string,
): { timestamp: number; signatures: string[] } | null => {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!t || !/^\d+$/.test(t) || signatures.length === 0) return null;
  return { timestamp: Number(t), signatures };
};

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'dead'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookEndpointInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, WEBHOOK_MESSAGES.invalidUrl)
    .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.invalidUrl),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH).default(''),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;
export const webhookEndpointPatchSchema = z
  .object({
    url: webhookEndpointInputSchema.shape.url,
    description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH),
    enabled: z.boolean(),
  })
  .partial();
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

export const webhookDeliveryQuerySchema = z.object({
  state: z.enum(WEBHOOK_DELIVERY_STATES).optional(),
  endpoint_key: z.string().min(1).max(100).optional(),
  /** The last key of the previous page (newest first). */
  cursor: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuerySchema>;

/** A webhook endpoint as the API answers it (the secret only through its own call). */
export type WebhookEndpoint = {
  key: string;
  url: string;
  description: string;
  enabled: boolean;
  date_created: string;
  date_updated: string;
};

/** One row of the delivery log / dead-letter list. */
export type WebhookDelivery = {
  key: string;
  endpoint_key: string;
  endpoint_url: string;
  event_id: string;
  event_type: string;
  document_key: string | null;
  state: WebhookDeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  last_latency_ms: number | null;
  date_created: string;
  delivered_at: string | null;
};

export type WebhookAttempt = {
  attempt: number;
  status_code: number | null;
  error: string | null;
  latency_ms: number;
  date_created: string;
};

export type WebhookDeliveryDetail = WebhookDelivery & {
  body: string;
  attempt_log: WebhookAttempt[];
};
