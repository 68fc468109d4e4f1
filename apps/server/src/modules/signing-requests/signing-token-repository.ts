import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  FINAL_COPY_TOKEN_TYPE,
  hashSigningToken,
  newSigningToken,
  signingTokenExpiry,
  type SigningTokenType,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { signingTokens } from '../../db/schema.ts';

export type SigningTokenRow = typeof signingTokens.$inferSelect;

/**
 * Issues a token for a signer (or, for a final-copy link, a copy recipient: signatory_uuid is
 * plain text) and answers it; only its SHA-256 is stored.
 */
export const issueSigningToken = async (
  tx: Db,
  input: {
    documentKey: string;
    signatoryUuid: string;
    type: SigningTokenType | typeof FINAL_COPY_TOKEN_TYPE;
    createdBy: string | null;
    /** Default: signingTokenExpiry (SIGNING_TOKEN_TTL_DAYS). */
    expiresAt?: Date;
  },
): Promise<string> => {
  const token = newSigningToken();
  const now = new Date();
  await tx.insert(signingTokens).values({
    token_hash: await hashSigningToken(token),
    document_key: input.documentKey,
    signatory_uuid: input.signatoryUuid,
    token_type: input.type,
    created_by: input.createdBy,
    date_created: now,
    expires_at: input.expiresAt ?? signingTokenExpiry(now),
  });
  return token;
};

/** A live token that signs: final-copy links (ADR 0015) open no signer session and ask nothing. */
const live = () =>
  and(
    isNull(signingTokens.revoked_at),
    gt(signingTokens.expires_at, new Date()),
    ne(signingTokens.token_type, FINAL_COPY_TOKEN_TYPE),
  );

/** The live token a presented one hashes to, if any (unknown, revoked and expired answer nothing). */
export const findLiveSigningToken = async (
  db: Db,
  token: string,
): Promise<SigningTokenRow | undefined> =>
  (
    await db
      .select()
      .from(signingTokens)
      .where(and(eq(signingTokens.token_hash, await hashSigningToken(token)), live()))
      .limit(1)
  )[0];

/**
 * This round's request marker: a live token sent in a request. Revert revokes every token, so the
 * next round asks again; a signer asked once is not asked twice by a rerun of the job.
 */
export const hasLiveRequestToken = async (
  tx: Db,
  documentKey: string,
  signatoryUuid: string,
): Promise<boolean> =>
  (
    await tx
      .select({ hash: signingTokens.token_hash })
      .from(signingTokens)
      .where(
        and(
          eq(signingTokens.document_key, documentKey),
          eq(signingTokens.signatory_uuid, signatoryUuid),
          eq(signingTokens.token_type, 'email'),
          live(),
        ),
      )
      .limit(1)
  ).length > 0;

/** Newest live request per signer of some packs: when each pending request was made. */
export const latestRequestDates = async (
  db: Db,
  documentKeys: readonly string[],
): Promise<Map<string, Date>> => {
  if (documentKeys.length === 0) return new Map();
  const rows = await db
    .select({
      signatory_uuid: signingTokens.signatory_uuid,
      date_created: sql<string>`max(${signingTokens.date_created})`,
    })
    .from(signingTokens)
    .where(and(inArray(signingTokens.document_key, [...documentKeys]), live()))
    .groupBy(signingTokens.signatory_uuid);
  return new Map(rows.map((r) => [r.signatory_uuid, new Date(r.date_created)]));
};

export const markSigningTokenUsed = async (db: Db, tokenHash: string): Promise<void> => {
  await db
    .update(signingTokens)
    .set({ last_used_at: new Date() })
    .where(eq(signingTokens.token_hash, tokenHash));
};

/**
 * Ends the links of a pack (revert to setup, completion, rejection), or of one signer of it.
 * Issue 5's signing flow calls this too when a pack completes or is rejected.
 */
export const revokeSigningTokens = async (
  tx: Db,
  documentKey: string,
  signatoryUuid?: string,
  type?: SigningTokenType,
): Promise<void> => {
  await tx
    .update(signingTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(signingTokens.document_key, documentKey),
        isNull(signingTokens.revoked_at),
        ...(signatoryUuid ? [eq(signingTokens.signatory_uuid, signatoryUuid)] : []),
        ...(type ? [eq(signingTokens.token_type, type)] : []),
      ),
    );
};
