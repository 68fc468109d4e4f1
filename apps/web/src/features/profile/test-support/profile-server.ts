import {
  EMAIL_SIGNATURE_FIELDS,
  TWO_FACTOR_METHODS,
  type EmailSignature,
  type TwoStepStatus,
} from '@quire/domain';
import type { FakeHandlers } from '../../../test/fake-fetch.ts';
import { instanceSettingsRoute } from '../../../test/fixtures.ts';
import { stubLoggedInServer } from '../../../test/logged-in-server.ts';

export const blankEmailSignature = (): EmailSignature =>
  Object.fromEntries(EMAIL_SIGNATURE_FIELDS.map((f) => [f, ''])) as EmailSignature;

/** A user who has not set up two-step authentication, in a workspace that does not require it. */
export const twoStepOff = (overrides: Partial<TwoStepStatus> = {}): TwoStepStatus => ({
  settings: { is_mandatory: false, options: [...TWO_FACTOR_METHODS], default: 'pin' },
  enabled: false,
  method: null,
  has_passkey: false,
  recovery_codes_left: 0,
  sms_destination: null,
  setup_required: false,
  ...overrides,
});

/**
 * What every #profile section loads, answered as for a user who has set nothing up. The page
 * renders all its sections at once, so a test of one section still gets the others' requests: an
 * unanswered one would be the fake fetch's 404 and a 'Not found.' notice over what the test looks
 * for.
 */
export const EMPTY_PROFILE_ANSWERS: FakeHandlers = {
  ...instanceSettingsRoute(),
  'GET /app/user/two_step': () => ({ body: { success: true, two_step: twoStepOff() } }),
  'GET /app/user/passkeys': () => ({ body: { success: true, passkeys: [] } }),
  'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
  'GET /app/user/email_signature': () => ({
    body: { success: true, email_signature: blankEmailSignature() },
  }),
  'GET /app/api_keys/': () => ({ body: { success: true, api_keys: [] } }),
};

/** The logged-in shell and every #profile section answered empty, then a test's own `handlers`. */
export const stubProfileServer = (handlers: FakeHandlers = {}) =>
  stubLoggedInServer({ ...EMPTY_PROFILE_ANSWERS, ...handlers });
