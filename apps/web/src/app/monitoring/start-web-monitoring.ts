import { isLocalHostName, type MonitoringSettings } from '@quire/domain';

/**
 * Whether and when the web app reports errors (spec §9 Monitoring, ADR 0053): only when
 * the server has a SENTRY_DSN (GET /app/instance_settings, read at run time, never built in) and
 * the page is not opened on localhost. The SDK and session replay are loaded only then, so an
 * instance without monitoring downloads none of it.
 *
 * React reports errors its boundaries caught (the route error page) before the SDK may be
 * loaded; they wait here, a few at most, and are sent once it is, or dropped if it never is.
 */
type Reporter = (error: unknown) => void;

const WAITING_LIMIT = 20;
let waiting: unknown[] | null = [];
let reporter: Reporter | null = null;

/** For createRoot's onCaughtError: the error still goes to the console, as React's default does. */
export const reportCaughtError = (error: unknown): void => {
  console.error(error);
  if (reporter) reporter(error);
  else if (waiting && waiting.length < WAITING_LIMIT) waiting.push(error);
};

export const shouldMonitor = (
  settings: MonitoringSettings | null | undefined,
  hostname: string,
): settings is MonitoringSettings => !!settings && !isLocalHostName(hostname);

/** Starts monitoring if this instance and page call for it; answers whether it did. */
export const startWebMonitoring = async (
  settings: MonitoringSettings | null | undefined,
  hostname = window.location.hostname,
): Promise<boolean> => {
  if (!shouldMonitor(settings, hostname)) {
    waiting = null;
    return false;
  }
  const { initSentryBrowser } = await import('./sentry-browser.ts');
  reporter = initSentryBrowser(settings);
  for (const error of waiting ?? []) reporter(error);
  waiting = null;
  return true;
};
