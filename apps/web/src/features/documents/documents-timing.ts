/** Spec §9 delays and polling of the documents screens, in milliseconds. */
export const DOCUMENTS_TIMING = {
  listRefreshMs: 60_000,
  listSearchDebounceMs: 500,
  templateSearchDelayMs: 400,
  updatePollMs: 15_000,
  /** "5 s briefly after an action": this long after one, then back to the usual pace. */
  updatePollFastMs: 5_000,
  updatePollFastForMs: 30_000,
  /** While the tab is hidden nobody is looking: poll at the slow pace. */
  updatePollSlowMs: 60_000,
  conversionPollMs: 10_000,
  /** Small PDFs convert in a second or two: look sooner for the first few polls. */
  conversionPollFirstMs: 2_000,
  conversionFastPolls: 5,
} as const;

/** The list's update poll interval (spec §9): 5 s just after an action, 15 s usually, 60 s when hidden. */
export const updatePollInterval = (msSinceAction: number, hidden: boolean): number => {
  if (msSinceAction < DOCUMENTS_TIMING.updatePollFastForMs)
    return DOCUMENTS_TIMING.updatePollFastMs;
  return hidden ? DOCUMENTS_TIMING.updatePollSlowMs : DOCUMENTS_TIMING.updatePollMs;
};
