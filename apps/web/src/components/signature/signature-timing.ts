import { MESSAGE_DURATIONS } from '@quire/domain';

/** Spec §9 timers and limits of the signature modal. */
export const SIGNATURE_TIMING = {
  /** 'signature typing 1 s': the typed text becomes an image once typing stops this long. */
  typingRenderMs: 1_000,
  /** §5: a signature upload failure is cleared after 15 s. */
  uploadErrorMs: MESSAGE_DURATIONS.long,
} as const;

/** §3/§9: at most 5 saved signatures (per kind) are offered. */
export const MAX_SAVED_SIGNATURES = 5;
