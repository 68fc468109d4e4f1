import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type {
  IntegrationConfigurationView,
  IntegrationId,
  AuthenticationType,
} from '@quire/domain';
import { siteDomainOf } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { integrationConfigurations } from '../../db/schema.ts';

export type IntegrationRow = typeof integrationConfigurations.$inferSelect;

export const insertIntegration = async (
  db: Db,
  row: typeof integrationConfigurations.$inferInsert,
): Promise<IntegrationRow> => {
  const [made] = await db.insert(integrationConfigurations).values(row).returning();
  return made!;
};

/** The workspace's configurations that are not deleted, newest first. */
export const listIntegrationsOf = (db: Db, accountKey: string): Promise<IntegrationRow[]> =>
  db
    .select()
    .from(integrationConfigurations)
    .where(
      and(
        eq(integrationConfigurations.account_key, accountKey),
        isNull(integrationConfigurations.deleted_at),
      ),
    )
    .orderBy(desc(integrationConfigurations.date_created));

/** The live (not deleted) configuration that `condition` picks. */
const findLive = async (db: Db, condition: SQL): Promise<IntegrationRow | undefined> => {
  const [row] = await db
    .select()
    .from(integrationConfigurations)
    .where(and(condition, isNull(integrationConfigurations.deleted_at)));
  return row;
};

/** One live configuration of the workspace, or undefined (another workspace's is never found). */
export const findIntegration = (
  db: Db,
  accountKey: string,
  key: string,
): Promise<IntegrationRow | undefined> =>
  findLive(
    db,
    and(
      eq(integrationConfigurations.key, key),
      eq(integrationConfigurations.account_key, accountKey),
    )!,
  );

export const findIntegrationByState = (
  db: Db,
  stateHash: string,
): Promise<IntegrationRow | undefined> =>
  findLive(db, eq(integrationConfigurations.oauth_state_hash, stateHash));

export const updateIntegration = async (
  db: Db,
  key: string,
  set: Partial<typeof integrationConfigurations.$inferInsert>,
): Promise<IntegrationRow | undefined> => {
  const [row] = await db
    .update(integrationConfigurations)
    .set({ ...set, date_updated: new Date() })
    .where(eq(integrationConfigurations.key, key))
    .returning();
  return row;
};

/** §3 fields for the browser; sealed secrets and the OAuth state are left out by construction. */
export const toIntegrationView = (row: IntegrationRow): IntegrationConfigurationView => ({
  integration_configuration_id: row.key,
  key: row.key,
  integration_id: row.integration_id as IntegrationId,
  name: row.name,
  authentication_type: row.authentication_type as AuthenticationType,
  site_url: row.site_url,
  domain: siteDomainOf(row.site_url),
  client_id: row.client_id,
  is_active: row.is_active,
  delete: row.deleted_at !== null,
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});
