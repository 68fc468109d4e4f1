import { DEFAULT_MAX_UPLOAD_MB, DEFAULT_PASSWORD_MIN_LENGTH } from './constants.ts';
import type { MonitoringSettings } from './monitoring.ts';
import { DEFAULT_DIALING_CODE } from './phone-number.ts';
import { TWO_FACTOR_METHODS, type TwoStepSettings } from './two-step.ts';

/**
 * GET /app/instance_settings: what the web app must know of the server's configuration to say and
 * check the same as the server. Public (the sign-up page needs it) and free of secrets: each
 * field is something any visitor learns anyway by trying a form (ADR 0033).
 */
export type InstanceSettings = {
  /** PASSWORD_MIN_LENGTH: every form that sets a password says and checks it. */
  password_min_length: number;
  /** §6 two-factor settings (TWO_FACTOR_MANDATORY, TWO_FACTOR_OPTIONS, TWO_FACTOR_DEFAULT). */
  two_step: TwoStepSettings;
  /** DEFAULT_DIALING_CODE: the country a number typed without a code is read in. */
  default_dialing_code: string;
  /** MAX_UPLOAD_MB: the largest PDF the server accepts. */
  max_upload_mb: number;
  /** No SMTP_URL: mails stay in the local mailbox (/mailbox) instead of being sent. */
  local_mailbox: boolean;
  /** BILLING_ENABLED: off, there is no plan or price anywhere (#billing says billing is off). */
  billing_enabled: boolean;
  /**
   * SENTRY_DSN (with SENTRY_ENVIRONMENT, SENTRY_RELEASE): the web app reports errors there when it
   * is not opened on localhost; null without a DSN. Read at start-up, never built into the bundle.
   */
  monitoring: MonitoringSettings | null;
  /** PRODUCT_TOUR_FIRST_RUN: a first visit to the list or the editor starts its guided tour. */
  product_tour_first_run: boolean;
};

/** The settings of an instance started with no configuration: the web's answer until it knows. */
export const DEFAULT_INSTANCE_SETTINGS: InstanceSettings = {
  password_min_length: DEFAULT_PASSWORD_MIN_LENGTH,
  two_step: {
    is_mandatory: false,
    options: [...TWO_FACTOR_METHODS],
    default: TWO_FACTOR_METHODS[0],
  },
  default_dialing_code: DEFAULT_DIALING_CODE,
  max_upload_mb: DEFAULT_MAX_UPLOAD_MB,
  // Unknown until the server says: no link that could lead nowhere.
  local_mailbox: false,
  // Off until the server says: a self-hosted instance without billing is never nagged.
  billing_enabled: false,
  monitoring: null,
  // Unknown until the server says: no tour that could vanish a moment later.
  product_tour_first_run: false,
};
