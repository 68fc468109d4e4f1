/** Spec §2 and §9 delays and polling of the owner's signing screens, in milliseconds. */
export const MANAGE_TIMING = {
  /** §2 /open_in_person_modal: the in-person dialog opens about 2.5 s after the document loads. */
  inPersonModalDelayMs: 2_500,
  /** §9 document updates every 60 s. */
  packPollMs: 60_000,
  /**
   * §9 "pending-request dismissal wait: 300 ms, or 5 s when next signer". Read as how long the
   * pending-request modal waits before it is offered (and so before it can be dismissed): a
   * moment after the list settles, 5 s on a document the viewer is next to sign, so that they
   * see the document before being asked.
   */
  pendingRequestsWaitMs: 300,
  nextSignerWaitMs: 5_000,
} as const;
