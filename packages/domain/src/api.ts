/**
 * The request contract of spec §7/§8: header names and the {success, message} envelope.
 * Headers are lower-case because HTTP header names are case-insensitive and Node lower-cases them.
 */
export const HEADERS = {
  sessionToken: 'session_token',
  xsrfToken: 'xsrf_token',
  userAccountKey: 'user_account_key',
  appVersion: 'app_version',
  currentAppVersion: 'current_app_version',
} as const;

export const SESSION_COOKIE = 'quire_session';

export type ApiSuccess<T extends object = object> = { success: true; message?: string } & T;
export type ApiFailure = { success: false; message: string; redirect_url?: string };
export type ApiResponse<T extends object = object> = ApiSuccess<T> | ApiFailure;

/** Where the web app's login screen lives (hash route). */
export const LOGIN_URL = '/#login';
