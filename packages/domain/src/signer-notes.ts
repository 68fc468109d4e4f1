import { z } from 'zod';
import { isNextSigner } from './signing-order.ts';
import type { SigningSignatory } from './signing-rules.ts';
import type { DocumentStatus } from './status-values.ts';

/**
 * Notes a signer puts on the page while signing (§5 "Notes during signing", §6 can_be_annotated):
 * stored as `note` data fields with `added_by_signatory_uuid`, shown to the team, final once the
 * pack completes (§4), and stamped into the final PDF when visible.
 */

export const SIGNER_NOTE_MESSAGES = {
  notAllowed: 'Notes are not allowed on this document.',
  notNow: 'Notes can only be added while the document is awaiting your signature.',
  notYours: 'You can only change the notes you added.',
  empty: 'Please write something in the note.',
  tooLong: 'A note can be at most 2000 characters long.',
  outsidePage: 'The note must be placed on a page of this document.',
  saved: 'Note saved',
  removed: 'Note removed',
} as const;

export const SIGNER_NOTE_MAX_LENGTH = 2000;
/** A new note's size on the page, in PDF points (about 2 inches by 1). */
export const SIGNER_NOTE_SIZE = { width: 160, height: 72 } as const;
/** The pale yellow of a sticky note: the editor, the signer's page and the final PDF agree. */
export const NOTE_FIELD_COLOUR = '#fff3b0';

/** §5: the statuses in which a note may be added (awaiting_my_signature is how a signer sees awaiting_signatures). */
const NOTE_STATUSES: readonly DocumentStatus[] = ['setup', 'awaiting_signatures'];

export type SignerNoteRefusal = { status: 403 | 409; message: string };

/**
 * §5: notes during signing are allowed in setup or awaiting signatures, with a current signatory
 * (the caller, still to sign and, in order, their turn) and annotations allowed on the pack.
 */
export const canAddSignerNote = (input: {
  status: DocumentStatus;
  can_be_annotated: boolean;
  sequential_signing: boolean;
  signatories: readonly SigningSignatory[];
  signatory_uuid: string;
}): SignerNoteRefusal | null => {
  if (!input.can_be_annotated) return { status: 403, message: SIGNER_NOTE_MESSAGES.notAllowed };
  if (!NOTE_STATUSES.includes(input.status))
    return { status: 409, message: SIGNER_NOTE_MESSAGES.notNow };
  const me = input.signatories.find((s) => s.uuid === input.signatory_uuid && !s.removed);
  if (!me || me.status !== 'awaiting_signatures')
    return { status: 409, message: SIGNER_NOTE_MESSAGES.notNow };
  if (!isNextSigner({ sequential_signing: input.sequential_signing }, input.signatories, me.uuid))
    return { status: 409, message: SIGNER_NOTE_MESSAGES.notNow };
  return null;
};

/** A signer changes or removes only the notes they added themselves. */
export const canChangeSignerNote = (
  note: { type: string; added_by_signatory_uuid: string | null },
  signatoryUuid: string,
): boolean => note.type === 'note' && note.added_by_signatory_uuid === signatoryUuid;

const coordinate = z.number().finite().min(0).max(100_000);

export const signerNoteInputSchema = z.object({
  uuid: z.string().trim().min(1).max(64),
  /** The child document the note is on. */
  document_key: z.string().min(1).max(100),
  page_index: z.number().int().min(0).max(10_000),
  x: coordinate,
  y: coordinate,
  width: coordinate.optional(),
  height: coordinate.optional(),
  data: z.string().max(SIGNER_NOTE_MAX_LENGTH, SIGNER_NOTE_MESSAGES.tooLong).optional(),
  is_visible_in_final_document: z.boolean().optional(),
  removed: z.boolean().optional(),
});
export type SignerNoteInput = z.infer<typeof signerNoteInputSchema>;

export const addUpdateSignerNoteBodySchema = z.object({
  signatory_uuid: z.string().trim().min(1).max(64),
  note: signerNoteInputSchema,
});
export type AddUpdateSignerNoteBody = z.infer<typeof addUpdateSignerNoteBodySchema>;
