import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTANCE_SETTINGS, passwordTooShortMessage } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { loadConfig } from '../../config.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { instanceSettingsOf } from './instance-settings.ts';

const SECRETS = {
  smtpPassword: 'smtp-Secret-4821',
  twilioToken: 'twilio-Token-9913',
  twilioSid: 'AC-sid-7730',
};

const t = useTestApp({
  workers: false,
  env: {
    PASSWORD_MIN_LENGTH: '10',
    TWO_FACTOR_MANDATORY: 'true',
    TWO_FACTOR_OPTIONS: 'time_one_time_pin,pin',
    TWO_FACTOR_DEFAULT: 'pin',
    DEFAULT_DIALING_CODE: '+44',
    MAX_UPLOAD_MB: '20',
    SMTP_URL: `smtp://quire:${SECRETS.smtpPassword}@mail.example.com:587`,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: SECRETS.twilioSid,
    TWILIO_AUTH_TOKEN: SECRETS.twilioToken,
    TWILIO_FROM: '+15550001111',
    BILLING_ENABLED: 'false',
    PRODUCT_TOUR_FIRST_RUN: 'false',
  },
});

describe('GET /app/instance_settings', () => {
  it('answers the configured values to anyone, and no secret', async () => {
    const r = await call(t.app, 'GET', '/app/instance_settings');
    expect(r.statusCode).toBe(200);
    expect(r.data).toEqual({
      success: true,
      instance_settings: {
        password_min_length: 10,
        two_step: { is_mandatory: true, options: ['time_one_time_pin', 'pin'], default: 'pin' },
        default_dialing_code: '+44',
        max_upload_mb: 20,
        local_mailbox: false,
        billing_enabled: false,
        monitoring: null,
        product_tour_first_run: false,
      },
    });
    for (const secret of Object.values(SECRETS)) expect(r.body).not.toContain(secret);
    expect(r.body).not.toMatch(/smtp:|twilio|secret|token|password"/i);
  });

  it('states the minimum the server holds sign-up to', async () => {
    const r = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Nine Chars', email_address: 'nine@example.com', password: '123456789' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(passwordTooShortMessage(10));
  });

  it("an unconfigured instance answers the web's own defaults", () => {
    const ctx = { config: loadConfig({}, '1'), mailTransport: { kind: 'outbox' } };
    expect(instanceSettingsOf(ctx as unknown as AppContext)).toEqual({
      ...DEFAULT_INSTANCE_SETTINGS,
      local_mailbox: true,
      // Billing is on by default; the web assumes off until told, so a self-hosted instance
      // without billing never flashes a plan or a price.
      billing_enabled: true,
      product_tour_first_run: true,
    });
  });

  it('tells the web app where to report, but only with SENTRY_DSN', () => {
    const config = loadConfig(
      { SENTRY_DSN: 'https://pub@sentry.example.com/7', SENTRY_ENVIRONMENT: 'staging' },
      '2.3.0',
    );
    const ctx = { config, mailTransport: { kind: 'outbox' } };
    expect(instanceSettingsOf(ctx as unknown as AppContext).monitoring).toEqual({
      dsn: 'https://pub@sentry.example.com/7',
      environment: 'staging',
      release: 'quire@2.3.0',
    });
  });
});
