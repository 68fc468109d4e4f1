import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, userAccounts } from './foundation.ts';

/**
 * An integration configuration (§3; issue 17): one workspace's connection to an XPLAN site.
 * Every secret (the app secret, the access and refresh tokens) is sealed with AES-256-GCM under
 * INTEGRATION_SECRET_KEY (modules/integrations/token-sealing.ts) and never leaves the server.
 * `deleted_at` is §3's `delete`: a failed setup (§8) or an unlink marks it; rows are kept so
 * the audit of who connected what stays readable.
 */
export const integrationConfigurations = pgTable(
  'integration_configurations',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    /** The admin who set it up; their membership going does not stop the workspace's link. */
    created_by: text('created_by').references(() => userAccounts.key, { onDelete: 'set null' }),
    integration_id: text('integration_id').notNull(),
    name: text('name').notNull(),
    authentication_type: text('authentication_type').notNull(),
    site_url: text('site_url').notNull(),
    client_id: text('client_id').notNull(),
    client_secret_sealed: text('client_secret_sealed').notNull(),
    access_token_sealed: text('access_token_sealed'),
    refresh_token_sealed: text('refresh_token_sealed'),
    access_token_expires_at: timestamp('access_token_expires_at', { withTimezone: true }),
    /** SHA-256 of the OAuth `state` of the authorisation under way; null once it is used. */
    oauth_state_hash: text('oauth_state_hash'),
    oauth_state_expires_at: timestamp('oauth_state_expires_at', { withTimezone: true }),
    is_active: boolean('is_active').notNull().default(false),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integration_configurations_account_idx').on(t.account_key, t.deleted_at),
    index('integration_configurations_state_idx').on(t.oauth_state_hash),
  ],
);
