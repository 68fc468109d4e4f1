import * as Sentry from '@sentry/react';
import {
  MONITORING_DATA_COLLECTION,
  MONITORING_SAMPLING,
  scrubMonitoringEvent,
  scrubMonitoringSpan,
  type MonitoringSettings,
} from '@quire/domain';

/**
 * The official browser SDK with §9's sampling: traces 0.1, session replay 0.05, and the replay of
 * every session that hits an error. Replays mask all text and every input and block all media
 * (images, video, signature pictures): a replay shows the page's shape, never a signer's data.
 * Loaded by start-web-monitoring.ts only when monitoring is on. Answers the error reporter.
 */
export const initSentryBrowser = (settings: MonitoringSettings): ((error: unknown) => void) => {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    dataCollection: MONITORING_DATA_COLLECTION,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // No request or response bodies or headers in a replay, whatever the address.
        networkDetailAllowUrls: [],
      }),
    ],
    tracesSampleRate: MONITORING_SAMPLING.tracesSampleRate,
    replaysSessionSampleRate: MONITORING_SAMPLING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: MONITORING_SAMPLING.replaysOnErrorSampleRate,
    beforeSend: (event) => scrubMonitoringEvent(event),
    // Spans are streamed (SDK 11), so they are cleaned one by one rather than as transactions.
    beforeSendSpan: (span) => scrubMonitoringSpan(span),
  });
  // Replay events (the addresses a session visited) pass through event processors, not beforeSend.
  Sentry.addEventProcessor((event) => scrubMonitoringEvent(event));
  return (error) => {
    Sentry.captureException(error, { mechanism: { handled: true, type: 'auto.function.react' } });
  };
};
