import type * as Sentry from '@sentry/node';
import {
  MONITORING_DATA_COLLECTION,
  MONITORING_SAMPLING,
  scrubMonitoringEvent,
  scrubMonitoringSpan,
  type MonitoringSettings,
} from '@quire/domain';

/**
 * Error monitoring of the server process through the official SDK (spec §9 Monitoring, ADR
 * 0053). Off without SENTRY_DSN: then Sentry is never initialised and nothing is sent.
 *
 * Called once, before the HTTP app is built: the SDK follows requests through Node's and
 * Fastify's diagnostics channels, so the app's unexpected 500s (never an AppError's 4xx) are
 * reported with the request's trace, sampled at §9's 0.1. The SDK is loaded only then: loading it
 * costs a start ~0.7 s of CPU that an instance without SENTRY_DSN has no use for.
 */
let sdk: typeof Sentry | undefined;

/** The started SDK, or undefined when monitoring is off. */
export const monitoringSdk = () => sdk;

export const startServerMonitoring = async (
  settings: MonitoringSettings | undefined,
): Promise<boolean> => {
  if (!settings) return false;
  sdk = await import('@sentry/node');
  sdk.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    tracesSampleRate: MONITORING_SAMPLING.tracesSampleRate,
    // No client IPs, cookies, bodies or user details; what is still collected is scrubbed below.
    dataCollection: MONITORING_DATA_COLLECTION,
    beforeSend: (event) => scrubMonitoringEvent(event),
    // Spans are streamed (SDK 11), so they are cleaned one by one rather than as transactions.
    beforeSendSpan: (span) => scrubMonitoringSpan(span),
  });
  return true;
};

/** Sends what is still queued before the process exits (at most `timeoutMs`). */
export const stopServerMonitoring = async (timeoutMs = 2000): Promise<void> => {
  if (sdk?.getClient()) await sdk.close(timeoutMs);
};
