import { serverText } from '../i18n/server-text.ts';
import { ApiError } from './api-client.ts';

/**
 * What to tell a person when an action failed: a refusal they can act on (a 4xx's own message —
 * a missing name, a bad colour, no permission) as the server put it; anything else (a 500, the
 * network) in the spec's fixed wording for that action (§8), given as `fallback`. Both are shown
 * in the reader's language (the ApiError's message already is; serverText).
 */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError &&
  error.reason === 'failure' &&
  error.status >= 400 &&
  error.status < 500
    ? error.message
    : serverText(fallback);
