import type { SignatoryStatus } from './document.ts';

/**
 * §4 sequential signing: "a signatory may sign now only if first or the previous one is
 * complete". The order is the signers panel's: positions ascending, and a signer group counts as
 * one step whose members sign side by side (they are requested together, and the next step waits
 * until every one of them is done). A group's place is its first member's: the panel numbers a
 * group's row and then its members in one sequence (signatory-reorder.ts), so the first member's
 * position orders the group exactly as the group's own row does.
 */
export type OrderedSignatory = {
  uuid: string;
  position: number;
  status: SignatoryStatus;
  signer_group_uuid: string | null;
  removed?: boolean;
};

export type SigningOrderPack = { sequential_signing: boolean };

/** Finished for ordering: signed, or taken off the signing by exclusion. */
const DONE: ReadonlySet<SignatoryStatus> = new Set(['complete', 'excluded']);

/** The steps of the signing order, each a lone signer or a whole group, first step first. */
export const signingSteps = <S extends OrderedSignatory>(signatories: readonly S[]): S[][] => {
  const steps = new Map<string, S[]>();
  const active = signatories
    .filter((s) => !s.removed)
    .sort((a, b) => a.position - b.position || a.uuid.localeCompare(b.uuid));
  for (const s of active) {
    const stepKey = s.signer_group_uuid ? `group:${s.signer_group_uuid}` : `signer:${s.uuid}`;
    const step = steps.get(stepKey);
    if (step) step.push(s);
    else steps.set(stepKey, [s]);
  }
  return [...steps.values()];
};

/** The step whose turn it is: the first with someone not yet done; undefined when all are. */
export const currentSigningStep = <S extends OrderedSignatory>(
  signatories: readonly S[],
): S[] | undefined =>
  signingSteps(signatories).find((step) => step.some((s) => !DONE.has(s.status)));

/**
 * Who should receive a signature request now: with sequential signing, the awaiting members of
 * the current step only; otherwise everyone awaiting signatures.
 */
export const signatoriesToNotify = <S extends OrderedSignatory>(
  pack: SigningOrderPack,
  signatories: readonly S[],
): S[] => {
  const awaiting = (s: S) => !s.removed && s.status === 'awaiting_signatures';
  if (!pack.sequential_signing) return signatories.filter(awaiting);
  return (currentSigningStep(signatories) ?? []).filter(awaiting);
};

/** §7 is_next_signer: the signatory is awaiting and it is their turn (always, without sequencing). */
export const isNextSigner = (
  pack: SigningOrderPack,
  signatories: readonly OrderedSignatory[],
  uuid: string,
): boolean => signatoriesToNotify(pack, signatories).some((s) => s.uuid === uuid);
