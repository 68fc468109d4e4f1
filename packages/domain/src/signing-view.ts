import type { DataField } from './data-field.ts';
import type { FieldType } from './editor-entities.ts';
import { canFillField } from './signing-rules.ts';

/** §4 approve and decline fields write who acted into the field. */
export const approvedFieldData = (signerName: string): string => `Approved by: ${signerName}`;
export const declinedFieldData = (signerName: string): string => `Rejected by: ${signerName}`;

/** §8 leave-page warning while signing is unfinished. */
export const UNFINISHED_SIGNING_WARNING =
  "You haven't completed signing this document. Make sure you click 'Done Signing' before you leave, or your changes will be lost.";

/** What the signer sees on the consent step before signing (§5 terms, default text 'I accept'). */
export const SIGNING_TERMS = {
  text: 'I agree to use electronic records and signatures for this document, and that my electronic signature is as valid as a handwritten one.',
  checkbox: 'I accept',
} as const;

/** Field types a signer fills in; every other type is drawn on the page and never edited. */
export const SIGNER_INPUT_TYPES: readonly FieldType[] = [
  'signature',
  'initial',
  'text',
  'date',
  'check',
  'choice',
  'file',
  'image',
  'question',
  'approve',
  'decline',
];

export const isSignerInputType = (type: FieldType): boolean => SIGNER_INPUT_TYPES.includes(type);

/** A field's part in the signer's view: theirs to fill, shown read-only, or not shown. */
export type SignerFieldRole = 'fill' | 'read' | 'hidden';

/**
 * §6: the assigned signer (and the multi-edit signer, for others' non-signature fields) fills;
 * everyone else's fields are read-only. Removed fields, and fields that only guide setup
 * (blank, signer_setup), are not shown.
 */
export const signerFieldRole = (
  field: Pick<DataField, 'type' | 'signatory_uuid' | 'removed'>,
  signerUuid: string | null,
  isMultiEdit: boolean,
): SignerFieldRole => {
  if (field.removed || field.type === 'blank' || field.type === 'signer_setup') return 'hidden';
  if (signerUuid && isSignerInputType(field.type) && canFillField(field, signerUuid, isMultiEdit))
    return 'fill';
  return 'read';
};

/** Who the caller signs as: the signatory linked to them, or the one with their verified address. */
export const signatoryOfUser = <
  S extends { user_key: string | null; email: string | null; removed: boolean },
>(
  signatories: readonly S[],
  user: { key: string; email_address: string; verified: boolean },
): S | undefined =>
  signatories.find((s) => !s.removed && s.user_key === user.key) ??
  (user.verified
    ? signatories.find(
        (s) =>
          !s.removed &&
          s.email !== null &&
          s.email.toLowerCase() === user.email_address.toLowerCase(),
      )
    : undefined);

/**
 * The signing wizard's next stop (§2): the first field in `order` after `current` that still
 * needs the signer, wrapping round to the start; null when none does.
 */
export const nextWizardField = (
  order: readonly string[],
  needsSigner: ReadonlySet<string>,
  current: string | null,
): string | null => {
  if (needsSigner.size === 0) return null;
  const start = current === null ? -1 : order.indexOf(current);
  for (let step = 1; step <= order.length; step += 1) {
    const uuid = order[(start + step + order.length) % order.length]!;
    if (needsSigner.has(uuid)) return uuid;
  }
  return null;
};
