/** Spec §9 signatory autosave, in milliseconds. */
export const SIGNATORY_AUTOSAVE = {
  /** A change is saved this long after the last one. */
  afterChangeMs: 500,
  /** After this many postponements in a row the save goes out anyway. */
  forceAfterDebounces: 10,
  /** A failed save is retried after this times the number of failures so far. */
  retryStepMs: 50,
  /** While a save is on the wire the next one waits this long. */
  inFlightWaitMs: 3_000,
} as const;

/** Spec §9 contact autocomplete: the list search's pace. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 500;

/** Spec §5: 'Group names must be unique' shows for 5 s, then the name reverts. */
export const GROUP_NAME_WARNING_MS = 5_000;
