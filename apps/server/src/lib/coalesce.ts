export type CoalesceOptions = {
  /**
   * How long a round stays open for more calls (ms). 0 (the default) closes it at the end of the
   * current turn of the event loop: the calls made together. More gathers calls that arrive one by
   * one, such as mails that finish sending a few milliseconds apart, at that much added latency.
   */
  waitMs?: number;
  /** A round is run at once when it holds this many calls. */
  max?: number;
};

/**
 * Gathers calls into one call of `run` over all their inputs, and answers each caller its own
 * result. For the queries a batch of jobs makes at about the same moment (a batch of send-mail
 * jobs claims its mails together, and marks them sent): one round trip, not one each.
 * When `run` fails, every caller of that round gets its error.
 */
export const coalesce = <I, O>(
  run: (inputs: readonly I[]) => Promise<readonly O[]>,
  { waitMs = 0, max = Number.POSITIVE_INFINITY }: CoalesceOptions = {},
): ((input: I) => Promise<O>) => {
  let pending: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const round = pending;
    pending = [];
    if (round.length === 0) return;
    run(round.map((p) => p.input)).then(
      (outputs) => round.forEach((p, i) => p.resolve(outputs[i]!)),
      (error: unknown) => round.forEach((p) => p.reject(error)),
    );
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) {
        if (waitMs > 0) timer = setTimeout(flush, waitMs);
        else setImmediate(flush);
      }
      pending.push({ input, resolve, reject });
      if (pending.length >= max) flush();
    });
};
