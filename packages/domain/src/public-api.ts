import { z } from 'zod';
import { DOCUMENT_STATUSES, SIGNATORY_STATUSES } from './status-values.ts';

/**
 * The public REST API (issue 14, docs/api-public.md): its limits, its messages and the zod
 * schemas its routes validate with and its OpenAPI 3.1 document is generated from.
 */
export const PUBLIC_API_BASE = '/api/v1';
export const PUBLIC_API_PAGE_SIZE_DEFAULT = 25;
export const PUBLIC_API_PAGE_SIZE_MAX = 100;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long an Idempotency-Key's answer is kept (and the key cannot be reused for another request). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/**
 * A key still 'in_progress' after this long belongs to a request that died with its process: a
 * retry may take it over rather than being refused until the key expires.
 */
export const IDEMPOTENCY_STALE_SECONDS = 120;
/** Requests per credential per minute unless PUBLIC_API_RATE_LIMIT_PER_MINUTE says otherwise. */
export const DEFAULT_PUBLIC_API_RATE_LIMIT_PER_MINUTE = 600;

export const PUBLIC_API_MESSAGES = {
  credentialRequired:
    'Authenticate with an API key or an application access token: Authorization: Bearer <token>.',
  tooManyRequests: 'Too many requests for this credential. Retry after the time in Retry-After.',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still being processed. Retry in a moment.',
  notATemplate: 'Template not found.',
  notComplete: 'The signed document is available once the document is complete.',
  pdfRequired: 'Send the PDF as the request body with Content-Type: application/pdf.',
  unknownRole: (role: string) => `The template has no signer with the role "${role}".`,
  unknownField: (id: string) => `The template has no field with the custom id "${id}".`,
} as const;

export const isValidIdempotencyKey = (key: string): boolean =>
  key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7E]+$/.test(key);

const key = z.string().min(1).max(100);

export const publicKeyParams = z.object({ key: key.describe('A document or template key.') });
export const publicSignerParams = z.object({
  key: key.describe('The document key.'),
  uuid: key.describe("The signer's uuid (from the document's signers)."),
});

export const pageQuerySchema = z.object({
  cursor: z
    .string()
    .max(500)
    .optional()
    .describe('The next_cursor of the previous page; leave out for the first page.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_API_PAGE_SIZE_MAX)
    .optional()
    .describe(
      `Items per page, 1 to ${PUBLIC_API_PAGE_SIZE_MAX} (default ${PUBLIC_API_PAGE_SIZE_DEFAULT}).`,
    ),
});

export const documentPageQuerySchema = pageQuerySchema.extend({
  status: z.enum(DOCUMENT_STATUSES).optional().describe('Only documents in this status.'),
});

export const uploadQuerySchema = z.object({
  name: z.string().trim().min(1).max(255).describe('The file name, e.g. Contract.pdf.'),
  type: z
    .enum(['document', 'template'])
    .optional()
    .describe('Make a template instead of a document (needs can_create_templates).'),
});

const person = z
  .object({
    name: z.string().max(255).optional(),
    email: z.string().max(254).optional(),
    mobile_number: z.string().max(40).optional(),
  })
  .meta({ id: 'SignerInput' });

export const createFromTemplateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(255).optional().describe("Default: the template's name."),
    subject: z.string().max(1000).optional(),
    message: z.string().max(10_000).optional(),
    signers: z
      .record(z.string().max(255), person)
      .optional()
      .describe('Signers by the template\'s role names, e.g. {"Tenant": {name, email}}.'),
    fields: z
      .record(z.string().max(255), z.string().max(10_000))
      .optional()
      .describe('Field values by custom id.'),
    mapped_values: z
      .record(z.string().max(255), z.string().max(10_000))
      .optional()
      .describe(
        "Values by the column names of the template's mapping (the bulk-send mapping); signers and fields sent explicitly win.",
      ),
    send: z
      .boolean()
      .optional()
      .describe('Request signatures at once (default false: the document stays in setup).'),
  })
  .meta({ id: 'CreateFromTemplate' });

export const publicSignerSchema = z
  .object({
    uuid: z.string(),
    role: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobile_number: z.string().nullable(),
    status: z.enum(SIGNATORY_STATUSES),
    signed_at: z.string().nullable(),
  })
  .meta({ id: 'Signer' });

export const publicFileSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    page_count: z.number().int(),
    conversion_state: z.string(),
  })
  .meta({ id: 'DocumentFile' });

export const publicDocumentSchema = z
  .object({
    key: z.string(),
    type: z.enum(['document', 'template']),
    name: z.string(),
    status: z.enum(DOCUMENT_STATUSES),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    from_template_key: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    completed_at: z.string().nullable(),
    has_final: z.boolean().describe('Whether GET …/final can download the signed PDF.'),
    files: z.array(publicFileSchema),
    signers: z.array(publicSignerSchema),
  })
  .meta({ id: 'Document' });

export const publicEventSchema = z
  .object({
    id: z.string(),
    seq: z.number().int(),
    event: z.string(),
    label: z.string(),
    actor_name: z.string().nullable(),
    actor_contact: z.string().nullable(),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'Event' });

export const errorSchema = z
  .object({
    success: z.literal(false),
    message: z.string().describe('Says what went wrong, in words to show a person.'),
    retry_after_seconds: z.number().int().optional().describe('With 429: when to retry.'),
  })
  .loose()
  .meta({ id: 'Error' });

const listOf = <T extends z.ZodType>(items: T, id: string) =>
  z
    .object({
      success: z.literal(true),
      data: z.array(items),
      next_cursor: z
        .string()
        .nullable()
        .describe('Pass as cursor for the next page; null at the end.'),
    })
    .meta({ id });

export const documentListSchema = listOf(publicDocumentSchema, 'DocumentList');
export const eventListSchema = listOf(publicEventSchema, 'EventList');
export const documentAnswerSchema = z
  .object({ success: z.literal(true), document: publicDocumentSchema })
  .meta({ id: 'DocumentAnswer' });
export const signingLinkAnswerSchema = z
  .object({
    success: z.literal(true),
    signing_link: z.string().describe('Opens the signing page.'),
  })
  .meta({ id: 'SigningLinkAnswer' });

export type PublicDocument = z.infer<typeof publicDocumentSchema>;
export type PublicEvent = z.infer<typeof publicEventSchema>;
export type CreateFromTemplateBody = z.infer<typeof createFromTemplateBodySchema>;
