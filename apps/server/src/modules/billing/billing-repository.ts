import { DEFAULT_WORKSPACE_PLAN, type WorkspacePlan } from '@quire/domain';
import { and, count, countDistinct, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditRecords, documents, userAccounts, workspacePlans } from '../../db/schema.ts';
import { isActive } from '../accounts/account-repository.ts';

export type StoredPlan = WorkspacePlan & { date_updated: Date | null };

/** The workspace's plan; pay as you go until an admin first chooses one. */
export const findWorkspacePlan = async (db: Db, accountKey: string): Promise<StoredPlan> => {
  const [row] = await db
    .select()
    .from(workspacePlans)
    .where(eq(workspacePlans.account_key, accountKey));
  if (!row) return { ...DEFAULT_WORKSPACE_PLAN, date_updated: null };
  return {
    plan: row.plan,
    users: row.users,
    documents_per_month: row.documents_per_month,
    subscription_status: row.subscription_status,
    date_updated: row.date_updated,
  };
};

export const saveWorkspacePlan = async (
  db: Db,
  accountKey: string,
  plan: WorkspacePlan,
  updatedBy: string,
): Promise<void> => {
  const values = { ...plan, updated_by: updatedBy, date_updated: new Date() };
  await db
    .insert(workspacePlans)
    .values({ account_key: accountKey, ...values })
    .onConflictDoUpdate({ target: workspacePlans.account_key, set: values });
};

/**
 * Packs of the workspace sent for signature in [start, end): a pack sent, reverted and sent again
 * counts once (it is one document to sign); a pack trashed since still counts (it was sent).
 * Reads the 'sent' records by date through their partial index, then their packs by key.
 */
export const countPacksSent = async (
  db: Db,
  accountKey: string,
  start: Date,
  end: Date,
): Promise<number> =>
  (
    await db
      .select({ n: countDistinct(auditRecords.document_key) })
      .from(auditRecords)
      .innerJoin(documents, eq(documents.key, auditRecords.document_key))
      .where(
        and(
          eq(auditRecords.event, 'sent'),
          gte(auditRecords.date_created, start),
          lt(auditRecords.date_created, end),
          eq(documents.account_key, accountKey),
          isNull(documents.document_pack_key),
        ),
      )
  )[0]?.n ?? 0;

/** Active members of the workspace: what a subscription's users are measured against. */
export const countActiveMembers = async (db: Db, accountKey: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(userAccounts)
      .where(and(eq(userAccounts.account_key, accountKey), isActive))
  )[0]?.n ?? 0;
