import type { InstanceSettings } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';

/**
 * What the web must know of this instance's configuration, picked field by field so that no
 * secret (SMTP or S3 credentials, the signing certificate, Twilio tokens) can ever slip in.
 */
export const instanceSettingsOf = (ctx: AppContext): InstanceSettings => ({
  password_min_length: ctx.config.passwordMinLength,
  two_step: {
    is_mandatory: ctx.config.twoStep.is_mandatory,
    options: [...ctx.config.twoStep.options],
    default: ctx.config.twoStep.default,
  },
  default_dialing_code: ctx.config.defaultDialingCode,
  max_upload_mb: ctx.config.maxUploadMb,
  local_mailbox: ctx.mailTransport.kind === 'outbox',
  billing_enabled: ctx.config.billingEnabled,
  // A DSN's key is public by design (browsers send with it); nothing else of the settings is.
  monitoring: ctx.config.monitoring
    ? {
        dsn: ctx.config.monitoring.dsn,
        environment: ctx.config.monitoring.environment,
        release: ctx.config.monitoring.release,
      }
    : null,
  product_tour_first_run: ctx.config.productTourFirstRun,
});
