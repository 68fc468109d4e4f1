import type { SaveQueueTiming } from '../signers/save-queue.ts';

/** Spec §9 document autosave: 250 ms after a change; retries and waits as the signers' queue. */
export const DOCUMENT_AUTOSAVE: SaveQueueTiming = {
  afterChangeMs: 250,
  forceAfterDebounces: 10,
  retryStepMs: 50,
  inFlightWaitMs: 3_000,
};
