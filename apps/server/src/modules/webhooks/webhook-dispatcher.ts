import { nextWebhookAttempt } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { unsealSecret } from '../two-step/secret-sealing.ts';
import {
  claimDueDeliveries,
  recordAttempts,
  type DeliveryRow,
} from './webhook-delivery-repository.ts';
import { postWebhook, type AttemptOutcome } from './webhook-send.ts';
import { checkWebhookTarget } from './webhook-target.ts';

/** Deliveries claimed and sent at once by one pass: receivers are slow, the database is not. */
export const WEBHOOK_BATCH_SIZE = 50;
/** How long the dispatcher waits after a pass that found nothing due. */
export const WEBHOOK_IDLE_POLL_MS = 250;
/**
 * Passes run side by side per worker process: while one waits on its receivers another claims
 * and records (SKIP LOCKED keeps them apart).
 */
export const WEBHOOK_DISPATCH_LOOPS = 3;

type Claimed = DeliveryRow & { url: string; secret_sealed: string };

/**
 * One pass over the webhook queue (the webhook_deliveries rows written with each event): claims
 * what is due, checks each address again after resolving it, signs and POSTs the body stored at
 * the event, and records the attempt: delivered, retried later on the capped exponential
 * schedule, or dead after the last allowed attempt. Answers how many deliveries it attempted.
 */
export const deliverDueWebhooks = async (
  ctx: AppContext,
  options: { now?: Date; limit?: number } = {},
): Promise<number> => {
  const now = options.now ?? new Date();
  const claimed = await claimDueDeliveries(ctx.db, now, options.limit ?? WEBHOOK_BATCH_SIZE);
  const secrets = new Map<string, Promise<string>>();
  const secretOf = (row: Claimed) => {
    if (!secrets.has(row.endpoint_key))
      secrets.set(row.endpoint_key, unsealSecret(ctx.db, row.secret_sealed));
    return secrets.get(row.endpoint_key)!;
  };
  const records = await Promise.all(
    claimed.map(async (row) => {
      const attempt = row.attempts + 1;
      const outcome = await attemptOnce(ctx, row, attempt, await secretOf(row), options.now);
      const at = options.now ?? new Date();
      return {
        delivery_key: row.key,
        attempt,
        status_code: outcome.status_code,
        error: outcome.error,
        latency_ms: outcome.latency_ms,
        at,
        next: outcome.ok
          ? ('delivered' as const)
          : nextWebhookAttempt(attempt, at, ctx.config.webhooks.retry),
      };
    }),
  );
  await recordAttempts(ctx.db, records);
  return claimed.length;
};

const attemptOnce = async (
  ctx: AppContext,
  row: Claimed,
  attempt: number,
  secret: string,
  now: Date | undefined,
): Promise<AttemptOutcome> => {
  const started = performance.now();
  const check = await checkWebhookTarget(row.url, ctx.config.webhooks.allowLoopback);
  if (!check.ok)
    return {
      ok: false,
      status_code: null,
      error: check.reason,
      latency_ms: Math.round(performance.now() - started),
    };
  return postWebhook(check.target, {
    body: row.body,
    secret,
    event_id: row.event_id,
    event_type: row.event_type,
    attempt,
    timestamp: Math.floor((now ?? new Date()).getTime() / 1000),
  });
};

/**
 * Runs WEBHOOK_DISPATCH_LOOPS passes side by side until the process stops: each goes on at once
 * after a pass that found work. Idle, they take turns (staggered, each waiting the interval times
 * their number), so an idle worker still looks once per WEBHOOK_IDLE_POLL_MS, not once per loop.
 * A failed pass (the database away) is logged and retried.
 */
export const startWebhookDispatcher = (ctx: AppContext): void => {
  const idleWait = WEBHOOK_IDLE_POLL_MS * WEBHOOK_DISPATCH_LOOPS;
  const loop = async (offset: number) => {
    await new Promise((r) => setTimeout(r, offset));
    while (!ctx.queue.stopping) {
      let sent = 0;
      try {
        sent = await deliverDueWebhooks(ctx);
      } catch (error) {
        if (ctx.queue.stopping) return;
        ctx.log.warn({ err: error }, 'webhook dispatch pass failed');
      }
      if (sent === 0) await new Promise((r) => setTimeout(r, idleWait));
    }
  };
  for (let i = 0; i < WEBHOOK_DISPATCH_LOOPS; i++) void loop(i * WEBHOOK_IDLE_POLL_MS);
};
