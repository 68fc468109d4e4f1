import {
  DEFAULT_INSTANCE_SETTINGS,
  DEFAULT_PERMISSIONS,
  MAIL_NOTIFICATION_DEFAULTS,
  type AccountMember,
  type InstanceSettings,
  type User,
  type UserAccount,
} from '@quire/domain';
import type { LoginResult } from '../app/session-storage.ts';

export const aUser = (overrides: Partial<User> = {}): User => ({
  key: 'user-1',
  full_name: 'Ada Lovelace',
  name: 'Ada',
  last_name: 'Lovelace',
  email_address: 'ada@example.com',
  mobile_number: null,
  dialing_code: null,
  mobile_verified_at: null,
  verified: true,
  has_accepted_terms: true,
  request_password: false,
  has_password: true,
  receive_updates: false,
  default_user_account_key: 'ua-personal',
  number_of_teams: 0,
  use_two_factor_authentication: false,
  two_factor_pin_method: null,
  mail_notifications: { ...MAIL_NOTIFICATION_DEFAULTS },
  locale: null,
  date_created: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

export const aUserAccount = (overrides: Partial<UserAccount> = {}): UserAccount => ({
  key: 'ua-personal',
  account_key: 'acc-personal',
  user_key: 'user-1',
  is_admin: true,
  permissions: DEFAULT_PERMISSIONS,
  account_name: 'Ada Lovelace (personal)',
  is_personal_account: true,
  ...overrides,
});

export const aMember = (overrides: Partial<AccountMember> = {}): AccountMember => ({
  ...aUserAccount(),
  full_name: 'Ada Lovelace',
  email_address: 'ada@example.com',
  status: 'active',
  ...overrides,
});

export const aLogin = (overrides: Partial<LoginResult> = {}): LoginResult => ({
  session_token: 'session-token',
  xsrf_token: 'xsrf-token',
  user_key: 'user-1',
  user_account_key: 'ua-personal',
  ...overrides,
});

/** A fake server's GET /app/instance_settings: an unconfigured instance's, with overrides. */
export const instanceSettingsRoute = (overrides: Partial<InstanceSettings> = {}) => ({
  'GET /app/instance_settings': () => ({
    body: { success: true, instance_settings: { ...DEFAULT_INSTANCE_SETTINGS, ...overrides } },
  }),
});
