/** Spec §9 timers of the editor's extras. */
export const EXTRAS_TIMING = {
  /** Custom field autosave 1 s. */
  attributeSaveMs: 1_000,
  /** Appendix save 1 s after a change. */
  appendixSaveMs: 1_000,
  /** Event subscription save 1 s after a change. */
  subscriptionSaveMs: 1_000,
} as const;
