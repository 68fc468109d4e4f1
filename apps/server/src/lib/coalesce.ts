/**
 * Gathers the calls made in one turn of the event loop into one call of `run` over all their
 * inputs, and answers each caller its own result. For the queries a batch of jobs makes at the
 * same moment (a batch of send-mail jobs claims its mails together): one round trip, not one each.
 * When `run` fails, every caller of that round gets its error.
 */
export const coalesce = <I, O>(
  run: (inputs: readonly I[]) => Promise<readonly O[]>,
): ((input: I) => Promise<O>) => {
  let pending: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const round = pending;
    pending = [];
    run(round.map((p) => p.input)).then(
      (outputs) => round.forEach((p, i) => p.resolve(outputs[i]!)),
      (error: unknown) => round.forEach((p) => p.reject(error)),
    );
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ input, resolve, reject });
    });
};
