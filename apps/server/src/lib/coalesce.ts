export type CoalesceOptions = {
  /**
   * How long a round stays open for more calls (ms). 0 (the default) closes it at the end of the
   * current turn of the event loop: the calls made together. More gathers calls that arrive one by
   * one, such as mails that finish sending a few milliseconds apart, at that much added latency.
   */
  waitMs?: number;
  /** A round is run at once when it holds this many calls. */
  max?: number;
  /**
   * One round at a time: calls made while a round runs wait for it and then go together as the
   * next. Calls that arrive one by one are gathered with no added wait when the statement is
   * quick, and into rounds as long as one statement when it is not.
   */
  serial?: boolean;
};

type Pending<I, O> = { input: I; resolve: (o: O) => void; reject: (e: unknown) => void };

/**
 * Gathers calls into one call of `run` over all their inputs, and answers each caller its own
 * result. For the queries a batch of jobs makes at about the same moment (a batch of send-mail
 * jobs claims its mails together, and marks them sent): one round trip, not one each.
 * When `run` fails, every caller of that round gets its error.
 */
export const coalesce = <I, O>(
  run: (inputs: readonly I[]) => Promise<readonly O[]>,
  { waitMs = 0, max = Number.POSITIVE_INFINITY, serial = false }: CoalesceOptions = {},
): ((input: I) => Promise<O>) => {
  const pending: Pending<I, O>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduled = false;
  let running = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    scheduled = false;
    if (serial && running) return;
    const round = pending.splice(0, max);
    if (round.length === 0) return;
    running = true;
    run(round.map((p) => p.input))
      .then(
        (outputs) => round.forEach((p, i) => p.resolve(outputs[i]!)),
        (error: unknown) => round.forEach((p) => p.reject(error)),
      )
      .finally(() => {
        running = false;
        if (serial && pending.length > 0) flush();
      });
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (pending.length >= max && !(serial && running)) return flush();
      if (scheduled) return;
      scheduled = true;
      if (waitMs > 0) timer = setTimeout(flush, waitMs);
      else setImmediate(flush);
    });
};
