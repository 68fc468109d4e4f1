import { sql } from 'drizzle-orm';
import { domainOfAddress, mailRateFor, mailSlotStart, type MailDomainRates } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { rateLimits } from '../../db/schema.ts';

/**
 * Counts a mail against its recipient domain's budget (MAIL_DOMAIN_RATE) and answers when it may
 * go: undefined for now, else the start of the later window it is to wait for. The counters are
 * rows of `rate_limits` (fixed windows, pruned by the maintenance job), so every worker process
 * draws on the same budget.
 */
export const paceMail = async (
  db: Db,
  rates: MailDomainRates,
  toAddress: string,
  now = Date.now(),
): Promise<Date | undefined> => {
  const paced = mailRateFor(rates, domainOfAddress(toAddress));
  if (!paced) return undefined;
  const windowMs = paced.rate.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: `mail:${paced.bucket}`, window_start: new Date(windowStart), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.window_start],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const slot = mailSlotStart(windowStart, row?.hits ?? 1, paced.rate);
  return slot === 'now' ? undefined : new Date(slot);
};
