import { canEditSignatoryDetails, isNextSigner, type Signatory } from '@quire/domain';
import type { PackDto } from '../../documents/documents-api.ts';

/** Where one signer stands, as the owner's panel shows it. */
export type SignerProgress = 'waiting' | 'sign_later' | 'signed' | 'rejected' | 'excluded';

/** The badge colour of each standing (its words: manage.progress.<standing>). */
export const SIGNER_PROGRESS_COLOUR: Record<SignerProgress, string> = {
  waiting: 'orange',
  sign_later: 'yellow',
  signed: 'teal',
  rejected: 'red',
  excluded: 'gray',
};

export const progressOf = (s: Signatory): SignerProgress => {
  switch (s.status) {
    case 'complete':
      return 'signed';
    case 'rejected':
      return 'rejected';
    case 'excluded':
      return 'excluded';
    default:
      return s.sign_later ? 'sign_later' : 'waiting';
  }
};

/** The pack's live signatories in signing order (positions, as the signers panel numbers them). */
export const signersInOrder = (pack: PackDto): Signatory[] =>
  (pack.signatories ?? [])
    .filter((s) => !s.removed)
    .sort((a, b) => a.position - b.position || a.uuid.localeCompare(b.uuid));

/** §4 sequential signing: whether it is this signer's turn now (always, without sequencing). */
export const isTheirTurn = (pack: PackDto, uuid: string): boolean =>
  pack.status === 'awaiting_signatures' &&
  isNextSigner({ sequential_signing: pack.sequential_signing }, pack.signatories ?? [], uuid);

/** The actions that make sense for a signer; the server still checks each one. */
export const signerActions = (pack: PackDto, s: Signatory) => {
  const open = pack.status === 'awaiting_signatures' && s.status === 'awaiting_signatures';
  const turn = open && isTheirTurn(pack, s.uuid);
  return {
    /** Requests go to whoever's turn it is (409 otherwise). */
    resend: turn,
    signingLink: open,
    signInPerson: turn,
    exclude:
      pack.status === 'awaiting_signatures' &&
      (s.status === 'awaiting_signatures' || s.status === 'setup'),
    /** §4: details while the pack is active and the signer not complete or excluded. */
    editDetails: canEditSignatoryDetails({
      document_status: pack.status,
      signatory_status: s.status,
      signatory_removed: s.removed,
      management_enabled: true,
    }),
  };
};
