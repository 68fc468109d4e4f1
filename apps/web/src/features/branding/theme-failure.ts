import { ApiError } from '../../app/api-client.ts';

/**
 * A refusal the user can act on (a 4xx's own message: a bad colour, no permission) is shown as
 * is; anything else gets the spec's fixed wording for the action (§8).
 */
export const themeFailure = (error: unknown, fallback: string): string =>
  error instanceof ApiError &&
  error.reason === 'failure' &&
  error.status >= 400 &&
  error.status < 500
    ? error.message
    : fallback;
