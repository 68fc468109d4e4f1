import { z } from 'zod';

/**
 * The §2 embedded-mode messages between a partner's page and Quire's page in its iframe
 * (docs/embedding.md). Every message is a plain object with a `type` prefixed `quire:` so a
 * page that hears other libraries' messages can tell them apart; a parent's request carries a
 * `request_id` that Quire's reply repeats.
 */
export const EMBED_MESSAGE_PREFIX = 'quire:';

const requestId = z.string().min(1).max(100);

export const embedUiConfiguration = z
  .object({
    /** §2: the child-document tabs, unless the tabs-visible UI setting is off. */
    tabs_visible: z.boolean(),
    /** Quire's own header (logo and 'Secure signing'): the partner's page has its own. */
    header_visible: z.boolean(),
    /** The download and zoom toolbar over the pages. */
    toolbar_visible: z.boolean(),
  })
  .partial()
  .strict();
export type EmbedUiConfiguration = z.infer<typeof embedUiConfiguration>;

export const DEFAULT_EMBED_UI: Required<EmbedUiConfiguration> = {
  tabs_visible: true,
  header_visible: true,
  toolbar_visible: true,
};

/** What a signer can be moved to from the parent: the three ways a signing screen ends (§4). */
export const EMBED_SIGNER_STATUSES = ['complete', 'rejected', 'sign_later'] as const;
/** What the embedded editor can move its pack to (§4): send it, or take it back to setup. */
export const EMBED_EDITOR_STATUSES = ['awaiting_signatures', 'setup'] as const;
export type EmbedEditorStatus = (typeof EMBED_EDITOR_STATUSES)[number];

export const parentMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('quire:add_signatory'),
    request_id: requestId,
    signatory: z.object({
      name: z.string().trim().min(1).max(200),
      email: z.string().trim().max(320).optional(),
      role: z.string().trim().max(200).optional(),
    }),
  }),
  z.object({
    type: z.literal('quire:switch_document_tab'),
    request_id: requestId,
    /** A child document's key, or its position (0 = the first tab). */
    document: z.union([z.string().min(1).max(100), z.number().int().min(0).max(1000)]),
  }),
  z.object({
    type: z.literal('quire:update_ui_configuration'),
    request_id: requestId,
    ui: embedUiConfiguration,
  }),
  z.object({
    type: z.literal('quire:update_status'),
    request_id: requestId,
    status: z.enum([...EMBED_SIGNER_STATUSES, ...EMBED_EDITOR_STATUSES]),
    rejection_reason: z.string().max(2000).optional(),
  }),
]);
export type ParentMessage = z.infer<typeof parentMessage>;
export type ParentMessageType = ParentMessage['type'];

/** Why a parent's message was refused, in words a partner's developer can act on. */
export const EMBED_FAIL_MESSAGES = {
  malformed: 'The message does not match the embedded-mode protocol.',
  notReady: 'The document is not open yet. Wait for the quire:ready event.',
  unknownDocument: 'No document tab matches that key or position.',
  addSignatoryWhileSigning:
    'Signatories can be added while a document is being set up, not on the signing page.',
  failed: 'The change could not be made. Try again.',
  editorStatusWhileSigning:
    'The signing page can complete, reject or sign later; sending and reverting belong to the editor.',
  signerStatusInEditor:
    'The editor can send (awaiting_signatures) or revert to setup (setup); completing, rejecting and signing later belong to the signing page.',
  addSignatoryNotInSetup: 'Signatories can only be added while the document is in setup.',
} as const;

/** Quire's messages to the parent. */
export type QuireMessage =
  | { type: 'quire:ready'; mode: 'signing'; document_key: string; signatory_uuid: string }
  | { type: 'quire:ready'; mode: 'editor'; document_key: string; status: string }
  | {
      /** The embedded editor's Send (or the parent's update_status) went through, or not. */
      type: 'quire:send_finished';
      document_key: string;
      outcome: 'sent' | 'refused';
      /** Quire's message: why it was refused, or what was done. */
      message: string;
    }
  | {
      /** The pack's status changed while the editor showed it (sent, reverted, completed…). */
      type: 'quire:status_changed';
      document_key: string;
      status: string;
    }
  | { type: 'quire:update_success'; request_id: string; message_type: ParentMessageType }
  | {
      type: 'quire:update_fail';
      request_id: string | null;
      message_type: ParentMessageType | null;
      message: string;
    }
  | { type: 'quire:document_tab_changed'; document_key: string }
  | {
      /** The signing page shows why there is nothing to sign (not their turn, already signed…). */
      type: 'quire:signing_unavailable';
      document_key: string;
      reason: EmbedUnavailableReason;
    }
  | {
      type: 'quire:signing_finished';
      document_key: string | null;
      signatory_uuid: string | null;
      outcome: EmbedOutcome;
    };

export type EmbedOutcome = 'signed' | 'rejected' | 'sign_later';

/** The signing page's status screens, named as the web app names them. */
export type EmbedUnavailableReason =
  'not_a_signer' | 'not_ready' | 'not_your_turn' | 'signed' | 'complete' | 'rejected' | 'excluded';

/** The outcome a /post_sign_logout query describes (the same words as its query). */
export const embedOutcomeOf = (query: {
  is_rejected?: string | null | undefined;
  sign_later?: string | null | undefined;
}): EmbedOutcome => {
  if (query.is_rejected === 'true') return 'rejected';
  if (query.sign_later === 'true') return 'sign_later';
  return 'signed';
};

/**
 * Reads a parent's message: the parsed request, or the reason it was refused with the
 * request_id and type it named (so the fail event can still be matched by the parent).
 */
export const readParentMessage = (
  data: unknown,
):
  | { ok: true; message: ParentMessage }
  | { ok: false; request_id: string | null; message_type: ParentMessageType | null } => {
  const parsed = parentMessage.safeParse(data);
  if (parsed.success) return { ok: true, message: parsed.data };
  const raw = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const id = typeof raw.request_id === 'string' ? raw.request_id.slice(0, 100) : null;
  const types = parentMessage.options.map((o) => o.shape.type.value) as string[];
  const type =
    typeof raw.type === 'string' && types.includes(raw.type)
      ? (raw.type as ParentMessageType)
      : null;
  return { ok: false, request_id: id, message_type: type };
};

/** True for a message meant for Quire (other scripts on the parent may post their own). */
export const isQuireMessage = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { type?: unknown }).type === 'string' &&
  (data as { type: string }).type.startsWith(EMBED_MESSAGE_PREFIX);
