import { z } from 'zod';
import { COMMUNICATION_CHANNELS, type CommunicationChannel } from './editor-entities.ts';
import type { SignatoryStatus } from './status-values.ts';
import { signatoryColour } from './signatory-defaults.ts';

/** §3 Signatory as the editor API answers it (docs/api-editor.md). */
export type Signatory = {
  uuid: string;
  role: string;
  name: string;
  email: string | null;
  /** E.164 */
  mobile_number: string | null;
  /** e.g. '+27' */
  dialing_code: string | null;
  position: number;
  user_key: string | null;
  status: SignatoryStatus;
  removed: boolean;
  email_is_optional: boolean;
  primary_communication_channel: CommunicationChannel;
  can_receive_signing_notifications: boolean;
  can_receive_viewing_notifications: boolean;
  email_send_count: number;
  sms_send_count: number;
  is_optional: boolean;
  signer_group_uuid: string | null;
  associated_document_keys: string[];
  rejection_reason: string | null;
  sign_later: boolean;
  signed_in_presence: boolean;
  /** When the signer consented to sign electronically: asked once, so the signing page asks no more. */
  terms_accepted_at: string | null;
  /** From the palette by the signer's place on the list, '#808080' fallback (§9). */
  colour: string;
  date_created: string;
  date_updated: string;
};

/** §3 Signer group. */
/**
 * A signatory as a new one starts (§3 defaults: email channel, notifications on, not optional,
 * no group), with `fields` laid over it. The editor adds signers with it before the server answers.
 */
export const newSignatory = (
  fields: Pick<Signatory, 'uuid' | 'position'> & Partial<Signatory>,
  now: string = new Date().toISOString(),
): Signatory => ({
  role: '',
  name: '',
  email: null,
  mobile_number: null,
  dialing_code: null,
  user_key: null,
  status: 'setup',
  removed: false,
  email_is_optional: false,
  primary_communication_channel: 'email',
  can_receive_signing_notifications: true,
  can_receive_viewing_notifications: true,
  email_send_count: 0,
  sms_send_count: 0,
  is_optional: false,
  signer_group_uuid: null,
  associated_document_keys: [],
  rejection_reason: null,
  sign_later: false,
  signed_in_presence: false,
  terms_accepted_at: null,
  colour: signatoryColour(fields.position),
  date_created: now,
  date_updated: now,
  ...fields,
});

export type SignerGroup = { uuid: string; name: string; position: number; date_created: string };

/** §3 Copy recipient. */
export type CopyRecipient = {
  uuid: string;
  name: string;
  email: string | null;
  mobile_number: string | null;
};

/** A group as get_signatories lists it among the signatories (§3 'is_signer_group'). */
export type SignerGroupListEntry = SignerGroup & { is_signer_group: true };
export type SignatoryListEntry = (Signatory & { is_signer_group: false }) | SignerGroupListEntry;

/** §3 Contact as the autocomplete answers it. */
export type Contact = {
  name: string;
  email: string | null;
  mobile_number: string | null;
  last_used: string;
};

const uuidSchema = z.string().trim().min(1).max(64);
const nullableText = (max: number) => z.string().max(max).nullable().optional();

/**
 * add_update_signatory's `data` in setup: the uuid plus the properties to set. Unknown keys are
 * dropped (the editor sends back whole signatories; status, counts and dates are the server's).
 * Issue 5 extends this schema with the signing properties.
 */
export const signatoryInputSchema = z.object({
  uuid: uuidSchema,
  role: z.string().trim().min(1).max(100).optional(),
  name: z.string().max(200).optional(),
  email: nullableText(320),
  mobile_number: nullableText(40),
  dialing_code: nullableText(5),
  position: z.number().int().min(0).max(10_000).optional(),
  email_is_optional: z.boolean().optional(),
  primary_communication_channel: z.enum(COMMUNICATION_CHANNELS).optional(),
  can_receive_signing_notifications: z.boolean().optional(),
  can_receive_viewing_notifications: z.boolean().optional(),
  is_optional: z.boolean().optional(),
  signer_group_uuid: uuidSchema.nullable().optional(),
  associated_document_keys: z.array(z.string().min(1).max(64)).max(500).optional(),
  removed: z.boolean().optional(),
  /** Removing a signer who has fields removes the fields too (§5 confirmation). */
  delete_fields: z.boolean().optional(),
});
export type SignatoryInput = z.infer<typeof signatoryInputSchema>;

export const addUpdateSignatoryBodySchema = z.object({
  data: signatoryInputSchema,
  delete_fields: z.boolean().optional(),
});
export type AddUpdateSignatoryBody = z.infer<typeof addUpdateSignatoryBodySchema>;

/** update_signatory_details: what a manager may change while awaiting signatures (§4). */
export const signatoryDetailsInputSchema = z.object({
  uuid: uuidSchema,
  name: z.string().max(200).optional(),
  email: nullableText(320),
  mobile_number: nullableText(40),
  dialing_code: nullableText(5),
  primary_communication_channel: z.enum(COMMUNICATION_CHANNELS).optional(),
});
export type SignatoryDetailsInput = z.infer<typeof signatoryDetailsInputSchema>;

export const updateSignatoryDetailsBodySchema = z.object({
  signatory: signatoryDetailsInputSchema,
});

export const reorderEntrySchema = z.object({
  uuid: uuidSchema,
  position: z.number().int().min(0).max(10_000),
  signer_group_uuid: uuidSchema.nullable(),
});
export type SignatoryReorderEntry = z.infer<typeof reorderEntrySchema>;

export const reorderSignatoriesBodySchema = z.object({
  data: z.array(reorderEntrySchema).min(1).max(1000),
});

export const signerGroupInputSchema = z.object({
  name: z.string().max(200).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  delete: z.boolean().optional(),
});
export type SignerGroupInput = z.infer<typeof signerGroupInputSchema>;

export const signerGroupBodySchema = z.object({ data: signerGroupInputSchema });

export const copyRecipientInputSchema = z.object({
  uuid: uuidSchema.optional(),
  name: z.string().max(200).default(''),
  email: nullableText(320),
  mobile_number: nullableText(40),
});
export type CopyRecipientInput = z.infer<typeof copyRecipientInputSchema>;

export const copyRecipientsBodySchema = z.object({
  data: z.array(copyRecipientInputSchema).max(100),
});

/** GET /app/contact_lists/get_contacts_by_query. */
export const contactQuerySchema = z.object({
  email_query: z.string().max(320).optional(),
  name_query: z.string().max(200).optional(),
  mobile_number_query: z.string().max(40).optional(),
});
export type ContactQuery = z.infer<typeof contactQuerySchema>;

export const CONTACT_QUERY_LIMIT = 20;
