import type { PricingPlan, SubscriptionStatus } from '@quire/domain';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './foundation.ts';

/**
 * A workspace's plan (#billing, issue 18): one row once an admin first chooses one; a workspace
 * without a row is on pay as you go (DEFAULT_WORKSPACE_PLAN). Prices are never stored: they come
 * from the domain's PRICING, so a price change applies to every plan at once.
 */
export const workspacePlans = pgTable('workspace_plans', {
  account_key: text('account_key')
    .primaryKey()
    .references(() => accounts.key, { onDelete: 'cascade' }),
  plan: text('plan').$type<PricingPlan>().notNull(),
  /** Subscription only: users paid for (1–10) and the tier's documents a month (30, 60, 175). */
  users: integer('users'),
  documents_per_month: integer('documents_per_month'),
  subscription_status: text('subscription_status').$type<SubscriptionStatus>().notNull(),
  updated_by: text('updated_by').references(() => users.key, { onDelete: 'set null' }),
  date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
