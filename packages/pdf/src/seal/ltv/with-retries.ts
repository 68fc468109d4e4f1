/** How validation material is fetched: each request's time limit, and how often it is tried. */
export type FetchPolicy = {
  /** One request's time limit. */
  timeoutMs: number;
  /** Tries per source before giving up on it (at least 1). */
  attempts: number;
  /** The wait before the second try; doubled before each further one. */
  backoffMs: number;
};

export const DEFAULT_FETCH_POLICY: FetchPolicy = { timeoutMs: 10_000, attempts: 3, backoffMs: 500 };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds or the tries run out; the last error is thrown. A responder
 * that is briefly down or slow is the usual failure, and a retry a moment later the usual cure.
 */
export const withRetries = async <T>(
  policy: FetchPolicy,
  attempt: () => Promise<T>,
): Promise<T> => {
  let lastError: unknown;
  for (let i = 0; i < Math.max(1, policy.attempts); i++) {
    if (i > 0) await pause(policy.backoffMs * 2 ** (i - 1));
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
};
