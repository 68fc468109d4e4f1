import { monitoringSdk } from './server-monitoring.ts';

/**
 * A background job that failed for the last time (its retries spent): reported like a 500, since
 * no request is there to show the failure to anyone. A no-op unless server-monitoring.ts started
 * the SDK (which it loads only then, so the queue loads no SDK in a process without SENTRY_DSN).
 */
export const reportJobFailure = (error: unknown, job: { name: string; id: string }): void => {
  monitoringSdk()?.captureException(error, {
    tags: { job: job.name },
    extra: { job_id: job.id },
  });
};
