import { and, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import type { NotificationRuleAction, NotificationRuleEvent } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  documents,
  mails,
  notificationRuleRuns,
  notificationRules,
  signatories,
  signingTokens,
  textMessages,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

/** A rule that may be due: for a signer (not signed) or for the pack alone (in setup). */
export type RuleCandidate = {
  rule_key: string;
  action: NotificationRuleAction;
  event: NotificationRuleEvent;
  countdown_seconds: number;
  document_key: string;
  signatory_uuid: string | null;
  /** Where the countdown starts: the signer's first request of this round, or the pack's creation. */
  since: Date;
};

const sendablePack = () =>
  and(
    eq(documents.document_type, 'document'),
    eq(documents.is_deleted, false),
    isNull(documents.document_pack_key),
  );

/**
 * Not signed: each rule of a pack awaiting signatures (deadline not passed) with each signer still
 * to sign who was asked this round. The round starts at their oldest unrevoked request token:
 * revert revokes every token (and deletes the pack's runs), so a pack sent again starts over.
 */
export const findNotSignedCandidates = async (db: Db, now: Date): Promise<RuleCandidate[]> => {
  const since = min(signingTokens.date_created);
  const rows = await db
    .select({
      rule_key: notificationRules.key,
      action: notificationRules.action,
      event: notificationRules.event,
      countdown_seconds: notificationRules.countdown_seconds,
      document_key: documents.key,
      signatory_uuid: signatories.uuid,
      since,
    })
    .from(notificationRules)
    .innerJoin(documents, eq(documents.key, notificationRules.entity_key))
    .innerJoin(signatories, eq(signatories.document_key, documents.key))
    .innerJoin(
      signingTokens,
      and(
        eq(signingTokens.document_key, documents.key),
        eq(signingTokens.signatory_uuid, signatories.uuid),
        eq(signingTokens.token_type, 'email'),
        isNull(signingTokens.revoked_at),
      ),
    )
    .where(
      and(
        eq(notificationRules.event, 'not_signed'),
        sendablePack(),
        eq(documents.status, 'awaiting_signatures'),
        sql`(${documents.signing_expires_at} is null or ${documents.signing_expires_at} > ${now})`,
        eq(signatories.status, 'awaiting_signatures'),
        eq(signatories.removed, false),
      ),
    )
    .groupBy(notificationRules.key, documents.key, signatories.uuid)
    .having(
      sql`${since} <= ${now}::timestamptz - make_interval(secs => ${notificationRules.countdown_seconds})`,
    );
  return rows.map((r) => ({ ...r, since: new Date(r.since!) }));
};

/** In setup: each rule of a pack still in setup its countdown after it was created. */
export const findInSetupCandidates = async (db: Db, now: Date): Promise<RuleCandidate[]> => {
  const rows = await db
    .select({
      rule_key: notificationRules.key,
      action: notificationRules.action,
      event: notificationRules.event,
      countdown_seconds: notificationRules.countdown_seconds,
      document_key: documents.key,
      since: documents.date_created,
    })
    .from(notificationRules)
    .innerJoin(documents, eq(documents.key, notificationRules.entity_key))
    .where(
      and(
        eq(notificationRules.event, 'in_setup'),
        sendablePack(),
        eq(documents.status, 'setup'),
        sql`${documents.date_created} <= ${now}::timestamptz - make_interval(secs => ${notificationRules.countdown_seconds})`,
      ),
    );
  return rows.map((r) => ({ ...r, signatory_uuid: null }));
};

/** The occurrences already fired, per rule and signatory, of the given rules ("rule|uuid|n"). */
export const firedOccurrences = async (
  db: Db,
  ruleKeys: readonly string[],
): Promise<Set<string>> => {
  if (ruleKeys.length === 0) return new Set();
  const rows = await db
    .select({
      rule_key: notificationRuleRuns.rule_key,
      signatory_uuid: notificationRuleRuns.signatory_uuid,
      occurrence: notificationRuleRuns.occurrence,
    })
    .from(notificationRuleRuns)
    .where(inArray(notificationRuleRuns.rule_key, [...ruleKeys]));
  return new Set(rows.map((r) => runId(r.rule_key, r.signatory_uuid, r.occurrence)));
};

export const runId = (ruleKey: string, signatoryUuid: string | null, occurrence: number) =>
  `${ruleKey}|${signatoryUuid ?? ''}|${occurrence}`;

/** A pack reverted to setup forgets its firings: sent again, its reminders start over. */
export const deleteRunsOfPack = async (tx: Db, packKey: string): Promise<void> => {
  await tx.delete(notificationRuleRuns).where(eq(notificationRuleRuns.document_key, packKey));
};

/**
 * Records one firing; false when that occurrence has fired already (another worker, another
 * process, a retried job): the unique index decides, so the caller acts only on true.
 */
export const recordRun = async (
  tx: Db,
  run: {
    rule_key: string;
    document_key: string;
    signatory_uuid: string | null;
    occurrence: number;
    fired_at: Date;
  },
): Promise<boolean> => {
  const rows = await tx
    .insert(notificationRuleRuns)
    .values({ key: newKey(), ...run })
    .onConflictDoNothing()
    .returning({ key: notificationRuleRuns.key });
  return rows.length > 0;
};

/** The pack's rules for one event (the delivery failures fire through these). */
export const findRulesOfPack = (db: Db, packKey: string, event: NotificationRuleEvent) =>
  db
    .select()
    .from(notificationRules)
    .where(and(eq(notificationRules.entity_key, packKey), eq(notificationRules.event, event)));

/**
 * How many mails (or text messages) to this signer about this pack have failed for good: the
 * occurrence of the failure being raised, so each failed delivery notifies once.
 */
export const countFailedDeliveries = async (
  db: Db,
  channel: 'email' | 'text',
  documentKey: string,
  signatoryUuid: string,
): Promise<number> => {
  const table = channel === 'email' ? mails : textMessages;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(
      and(
        eq(table.document_key, documentKey),
        eq(table.signatory_uuid, signatoryUuid),
        eq(table.status, 'failed'),
      ),
    );
  return row?.n ?? 0;
};

/** Packs whose deadline passed and whose owner was not yet told (documents_signing_expiry_idx). */
export const findNewlyExpiredPacks = (db: Db, now: Date): Promise<{ key: string }[]> =>
  db
    .select({ key: documents.key })
    .from(documents)
    .where(
      and(
        lte(documents.signing_expires_at, now),
        isNull(documents.expiry_notified_at),
        eq(documents.status, 'awaiting_signatures'),
        sendablePack(),
      ),
    );

/** Marks the owner told of the deadline; false when another run did it first. */
export const markExpiryNotified = async (tx: Db, packKey: string, now: Date): Promise<boolean> =>
  (
    await tx
      .update(documents)
      .set({ expiry_notified_at: now })
      .where(and(eq(documents.key, packKey), isNull(documents.expiry_notified_at)))
      .returning({ key: documents.key })
  ).length > 0;
