import { z } from 'zod';

/**
 * A signer's work in progress (docs/api-signing.md "Drafts", ADR 0014): what they filled
 * before 'Done Signing', saved as they go and private to them until they submit.
 */

/** One field of a draft: what the signer last left in it (null clears what was there). */
export type DraftFieldValue = { data?: string | null; file_key?: string | null };
export type DraftFields = Record<string, DraftFieldValue>;

export const SIGNING_DRAFT_LIMITS = {
  /** Fields one save may carry (a submission's own limit). */
  fieldsPerSave: 1000,
  /** Characters of one field's text (a submission's own limit). */
  dataLength: 100_000,
} as const;

export const SIGNING_DRAFT_MESSAGES = {
  saved: 'Your changes are saved.',
  /** Sign later waits for the save; this is said when it could not finish. */
  notSavedYet: 'Your latest changes could not be saved yet. Please try again in a moment.',
  tooManyFields: `A save may carry at most ${SIGNING_DRAFT_LIMITS.fieldsPerSave} fields.`,
} as const;

/** What the signer reads about their draft, beside their progress. */
export const DRAFT_STATUS_LABELS = {
  saving: 'Saving…',
  saved: 'All changes saved',
  retrying: 'Couldn’t save — retrying',
  failed: 'Couldn’t save',
} as const;

const draftFieldSchema = z
  .object({
    data: z.string().max(SIGNING_DRAFT_LIMITS.dataLength).nullable().optional(),
    file_key: z.string().max(200).nullable().optional(),
  })
  .strict();

/**
 * POST signing_draft/{uuid}: the fields changed since `revision` (the draft the client last
 * had), each as it now stands. Unchanged fields are left out, so two devices editing different
 * fields never overwrite each other.
 */
export const saveSigningDraftBodySchema = z.object({
  revision: z.number().int().min(0).max(2_147_483_647),
  fields: z
    .record(z.string().trim().min(1).max(64), draftFieldSchema)
    .refine((f) => Object.keys(f).length <= SIGNING_DRAFT_LIMITS.fieldsPerSave, {
      message: SIGNING_DRAFT_MESSAGES.tooManyFields,
    }),
});
export type SaveSigningDraftBody = z.infer<typeof saveSigningDraftBodySchema>;

/**
 * Field-level merge, last writer wins per field: each field the save carries replaces that
 * field's keys it names; every other field stays as it was (perhaps written by another device).
 */
export const mergeDraftFields = (current: DraftFields, changes: DraftFields): DraftFields => {
  const merged: DraftFields = { ...current };
  for (const [uuid, value] of Object.entries(changes)) {
    const next: DraftFieldValue = { ...merged[uuid] };
    if (value.data !== undefined) next.data = value.data;
    if (value.file_key !== undefined) next.file_key = value.file_key;
    merged[uuid] = next;
  }
  return merged;
};

/** The draft with only the fields `keep` accepts (still in the pack, still the signer's). */
export const draftFieldsWhere = (
  fields: DraftFields,
  keep: (uuid: string) => boolean,
): DraftFields => Object.fromEntries(Object.entries(fields).filter(([uuid]) => keep(uuid)));
