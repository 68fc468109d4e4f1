import { captureException } from '@sentry/core';

/**
 * A background job that failed for the last time (its retries spent): reported like a 500, since
 * no request is there to show the failure to anyone. A no-op unless server-monitoring.ts started
 * the SDK. From @sentry/core (the client @sentry/node registers lives there) so that the queue
 * does not load the Node SDK and its instrumentation in every process and test.
 */
export const reportJobFailure = (error: unknown, job: { name: string; id: string }): void => {
  captureException(error, { tags: { job: job.name }, extra: { job_id: job.id } });
};
