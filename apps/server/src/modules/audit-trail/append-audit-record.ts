import { createHash } from 'node:crypto';
import {
  AUDIT_GENESIS_HASH,
  auditHash,
  auditHashInput,
  isSignerUserEmail,
  WEBHOOK_EVENT_FOR_AUDIT,
  type AuditEvent,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { newKey } from '../../lib/ids.ts';
import { emitWebhookEvent } from '../webhooks/webhook-emit.ts';
import {
  databaseNow,
  findChainHead,
  findUserIdentity,
  insertAuditRecord,
  lockAuditChain,
} from './audit-record-repository.ts';
import { currentRequestOrigin, type RequestOrigin } from './request-origin.ts';

/** Who did it: a user, a signatory (with the user behind them, if any), or nobody (the system). */
export type AuditActor = {
  user_key?: string | null;
  signatory_uuid?: string | null;
  name?: string | null;
  email?: string | null;
  /** A signer without email: their masked mobile, kept in details.actor_mobile. */
  mobile?: string | null;
};

export type AppendAuditRecordInput = {
  /** The pack's key: a pack has one chain, its children's events included. */
  document_key: string;
  event: AuditEvent;
  child_document_key?: string | null;
  actor: AuditActor;
  /** Defaults to the request being served (none in a job). */
  origin?: RequestOrigin;
  details?: Record<string, unknown>;
};

export type AppendedAuditRecord = { id: string; seq: number; hash: string; date_created: Date };

/**
 * Appends a record to a pack's chain inside the caller's transaction, so that it commits (or
 * not) with the change it records. The pack row is locked first: concurrent appenders queue, and
 * each writes seq = last + 1 with prev_hash = the last hash. The unique (document_key, seq)
 * index refuses a fork should anything ever write without the lock.
 */
export const appendAuditRecord = async (
  tx: Db,
  input: AppendAuditRecordInput,
): Promise<AppendedAuditRecord> => {
  if (!(await lockAuditChain(tx, input.document_key)))
    throw new Error(`audit trail: ${input.document_key} is not a pack`);
  const head = await findChainHead(tx, input.document_key);
  const row = await chainedRecord(
    input,
    (head?.seq ?? 0) + 1,
    head?.hash ?? AUDIT_GENESIS_HASH,
    await databaseNow(tx),
  );
  await insertAuditRecord(tx, row);
  await announce(tx, input, row.actor_email);
  return { id: row.id, seq: row.seq, hash: row.hash, date_created: row.date_created };
};

/** The webhook event of a state change, written beside its record (webhooks/webhook-emit.ts). */
const announce = async (tx: Db, input: AppendAuditRecordInput, email: string | null) => {
  const type = WEBHOOK_EVENT_FOR_AUDIT[input.event];
  if (!type) return;
  const { signatory_uuid: uuid, name } = input.actor;
  await emitWebhookEvent(tx, {
    type,
    document_key: input.document_key,
    ...(uuid ? { signatory: { uuid, name: name ?? null, email } } : {}),
    ...(input.details ? { details: input.details } : {}),
  });
};

/**
 * The record that follows `prevHash` at `seq`, hashed: what appendAuditRecord writes, and what a
 * writer of many new packs at once (a bulk send's batch) writes for each pack's fresh chain.
 */
export const chainedRecord = async (
  input: AppendAuditRecordInput,
  seq: number,
  prevHash: string,
  now: Date,
): Promise<AuditRecordInsert & { hash: string }> => {
  const record = recordContent(input, seq, now);
  return { ...record, prev_hash: prevHash, hash: await auditHash(prevHash, record) };
};

type AuditRecordInsert = ReturnType<typeof recordContent> & { prev_hash: string };

const recordContent = (input: AppendAuditRecordInput, seq: number, now: Date) => {
  const origin = input.origin ?? currentRequestOrigin();
  return {
    id: newKey(),
    document_key: input.document_key,
    seq,
    event: input.event,
    child_document_key: input.child_document_key ?? null,
    actor_user_key: input.actor.user_key ?? null,
    actor_signatory_uuid: input.actor.signatory_uuid ?? null,
    actor_name: input.actor.name ?? null,
    // A signer's account-less user has an internal address: it names no one (ADR 0010).
    actor_email: isSignerUserEmail(input.actor.email) ? null : (input.actor.email ?? null),
    ip_address: origin.ip_address,
    user_agent: origin.user_agent,
    // Stored as jsonb and read back the same: undefined members dropped, as canonicalJson does.
    details: JSON.parse(
      JSON.stringify({
        ...input.details,
        ...(input.actor.mobile ? { actor_mobile: input.actor.mobile } : {}),
      }),
    ) as Record<string, unknown>,
    date_created: now,
  };
};

/**
 * A new pack's whole chain, from the genesis hash, its records in the order given. The caller
 * holds the only reference to the pack (it is being inserted in the same transaction), so no
 * lock is needed; `now` is the database clock read in that transaction. Hashed with node:crypto
 * over the domain's auditHashInput, in step: a batch of a thousand packs does not wait on a
 * thousand Web Crypto round trips. auditHash checks the same chains (append-audit-record.test.ts).
 */
export const newChainRecords = (
  inputs: readonly AppendAuditRecordInput[],
  now: Date,
): (AuditRecordInsert & { hash: string })[] => {
  const rows = [];
  let prevHash = AUDIT_GENESIS_HASH;
  for (const [i, input] of inputs.entries()) {
    const record = recordContent(input, i + 1, now);
    const hash = createHash('sha256').update(auditHashInput(prevHash, record)).digest('hex');
    rows.push({ ...record, prev_hash: prevHash, hash });
    prevHash = hash;
  }
  return rows;
};

/** A user as an actor, named as they are now (a record keeps the name it was written with). */
export const auditActorForUser = async (tx: Db, userKey: string): Promise<AuditActor> => {
  const identity = await findUserIdentity(tx, userKey);
  return { user_key: userKey, name: identity?.name ?? null, email: identity?.email ?? null };
};

/** The signed-in user as an actor. */
export const auditActorOf = (user: {
  key: string;
  full_name: string;
  email_address: string;
}): AuditActor => ({ user_key: user.key, name: user.full_name, email: user.email_address });
