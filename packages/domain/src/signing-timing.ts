/** §9 delays of the signer's page, in milliseconds (and the counts that change them). */
export const SIGNING_TIMING = {
  /** The popover beside 'Done Signing' once every required field is filled hides after 10 s. */
  doneSigningPopoverMs: 10_000,
  /** 'Done Signing' shakes every 5 s while it is the one thing left to do… */
  submitShakeMs: 5_000,
  /** …and every 2 s once it has shaken more than this many times. */
  submitShakeFastMs: 2_000,
  submitShakeFastAfter: 10,
  /** With one-click signing, the signer's other signature (or initial) fields fill 250 ms later. */
  oneClickAutoFillMs: 250,
  /** Next-document jumps: at most 100 in a row, the count starting again after 4 s without one. */
  nextDocumentCap: 100,
  nextDocumentResetMs: 4_000,
  /** After a next-document jump, the first field to fill there is brought into view 2 s later. */
  firstFieldJumpMs: 2_000,
} as const;

/** How long until the next shake of 'Done Signing', given how many times it has shaken. */
export const submitShakeDelay = (shakes: number): number =>
  shakes > SIGNING_TIMING.submitShakeFastAfter
    ? SIGNING_TIMING.submitShakeFastMs
    : SIGNING_TIMING.submitShakeMs;

export type NextDocumentState = {
  /** Documents the next-document action has shown, in the order first shown. */
  visited: readonly string[];
  /** Jumps in the current run. */
  jumps: number;
  /** When the last jump happened (ms), or null before the first. */
  lastJumpAt: number | null;
};

export const NEXT_DOCUMENT_START: NextDocumentState = { visited: [], jumps: 0, lastJumpAt: null };

/**
 * §4 next-document action: the child after `current` in the pack's order, looping to the first,
 * marked visited. §9 caps a run at 100 consecutive jumps (a stuck key, a script or an embedding
 * page that loops); a run ends 4 s after its last jump. `target` is null when capped or when there
 * is nowhere else to go.
 */
export const nextDocument = (
  children: readonly string[],
  current: string,
  state: NextDocumentState,
  now: number,
): { target: string | null; state: NextDocumentState } => {
  const fresh =
    state.lastJumpAt === null || now - state.lastJumpAt >= SIGNING_TIMING.nextDocumentResetMs;
  const jumps = fresh ? 0 : state.jumps;
  if (children.length < 2 || jumps >= SIGNING_TIMING.nextDocumentCap)
    return { target: null, state: { ...state, jumps } };
  const at = children.indexOf(current);
  const target = children[(at + 1) % children.length]!;
  const visited = [...new Set([...state.visited, current, target])];
  return { target, state: { visited, jumps: jumps + 1, lastJumpAt: now } };
};
