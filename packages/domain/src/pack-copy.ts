/**
 * What survives a copy of a pack (copy, template, document from a template, merge): only what
 * the pack's owner put there, never what a signer entered or did (ADR 0013, amending ADR 0007).
 */

/** A field's content: its value, and the file it holds with that file's name. */
export type FieldContent = {
  data: string | null;
  file_key: string | null;
  filename: string | null;
};

/** Where a field disabled by a rule keeps the content it had while disabled (§4), in its properties. */
export const RULE_STASH_PROPERTY = 'rule_stash';

/** Field types whose content is a person's act: no copy ever keeps it, whoever filled it. */
export const PERSONAL_FIELD_TYPES: ReadonlySet<string> = new Set([
  'signature',
  'initial',
  'approve',
  'decline',
]);

const EMPTY: FieldContent = { data: null, file_key: null, filename: null };

/**
 * The content a copy of the field starts with: nothing for a person's act; otherwise what the
 * field held before a signer first wrote to it (`setup_value`), or, when no signer ever wrote to
 * it, what it holds now (the owner's pre-fill). A 'date signed' field (auto_assign_date) holds
 * the signing's own date: it starts empty too, whichever way that date was written.
 */
export const copiedFieldContent = (field: {
  type: string;
  data: string | null;
  file_key: string | null;
  filename: string | null;
  setup_value: FieldContent | null;
  properties: Readonly<Record<string, unknown>>;
}): FieldContent => {
  if (PERSONAL_FIELD_TYPES.has(field.type) || field.properties.auto_assign_date === true)
    return EMPTY;
  const from = field.setup_value ?? field;
  return {
    data: from.data ?? null,
    file_key: from.file_key ?? null,
    filename: from.filename ?? null,
  };
};

/** A copy's field properties: a rule's stash is signing state and may hold a signer's answer. */
export const copiedFieldProperties = (
  properties: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const { [RULE_STASH_PROPERTY]: _stash, ...kept } = properties;
  return kept;
};

/**
 * The signer-state columns of a copied signatory, all back to a fresh, unsent signer. `user_key`
 * is cleared too: only a signing link ever sets it (the signer's own account-less user, or the
 * account of their address, which the copy finds again by that address when it is signed).
 */
export const COPIED_SIGNATORY_STATE = {
  status: 'setup',
  user_key: null,
  email_send_count: 0,
  sms_send_count: 0,
  rejection_reason: null,
  sign_later: false,
  signed_in_presence: false,
  date_signed: null,
  terms_accepted_at: null,
} as const;
