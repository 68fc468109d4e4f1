import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MAX_TWO_STEP_ATTEMPTS, PASSKEY_CEREMONY_TTL_MINUTES } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { loginChallenges } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;
export type CeremonyPurpose = 'passkey_login' | 'passkey_register';

const live = () =>
  and(
    isNull(loginChallenges.used_at),
    gt(loginChallenges.expires_at, sql`now()`),
    lt(loginChallenges.attempts, MAX_TWO_STEP_ATTEMPTS),
  );

/**
 * A passkey ceremony of its own (a password-less login, or adding a passkey): the WebAuthn
 * challenge is itself the random secret, so the row is found again by the challenge the
 * authenticator signed, and the browser needs no second token.
 */
export const openCeremony = async (
  db: Db,
  input: {
    purpose: CeremonyPurpose;
    challenge: string;
    userKey: string | null;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<void> => {
  // Ceremonies nobody finished would pile up: each new one sweeps the expired ones away.
  await db
    .delete(loginChallenges)
    .where(
      and(
        inArray(loginChallenges.purpose, ['passkey_login', 'passkey_register']),
        lt(loginChallenges.expires_at, sql`now()`),
      ),
    );
  await db.insert(loginChallenges).values({
    token_hash: hashSecret(input.challenge),
    user_key: input.userKey,
    purpose: input.purpose,
    webauthn_challenge: input.challenge,
    ip_address: input.ip,
    user_agent: input.userAgent?.slice(0, 500) ?? null,
    expires_at: new Date(Date.now() + PASSKEY_CEREMONY_TTL_MINUTES * 60_000),
  });
};

/**
 * Uses up the live ceremony whose challenge the browser sent back, whatever the outcome of the
 * verification that follows: a challenge answers one response only, so a replay finds nothing.
 */
export const takeCeremony = async (
  db: Db,
  purpose: CeremonyPurpose,
  challenge: string,
  userKey: string | null,
): Promise<LoginChallengeRow | undefined> => {
  const [row] = await db
    .update(loginChallenges)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(loginChallenges.token_hash, hashSecret(challenge)),
        eq(loginChallenges.purpose, purpose),
        userKey === null ? isNull(loginChallenges.user_key) : eq(loginChallenges.user_key, userKey),
        live(),
      ),
    )
    .returning();
  return row;
};

/** The live two-step login a `challenge_token` names (made by POST /app/auth/login). */
export const findTwoStepChallenge = async (
  db: Db,
  challengeToken: string,
): Promise<LoginChallengeRow | undefined> => {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.token_hash, hashSecret(challengeToken)),
        eq(loginChallenges.purpose, 'two_step'),
        live(),
      ),
    );
  return row;
};

/** Puts a fresh WebAuthn challenge on a two-step login (each options call replaces the last). */
export const setTwoStepWebauthnChallenge = async (
  db: Db,
  tokenHash: string,
  challenge: string,
): Promise<void> => {
  await db
    .update(loginChallenges)
    .set({ webauthn_challenge: challenge })
    .where(eq(loginChallenges.token_hash, tokenHash));
};

/**
 * Takes the WebAuthn challenge off a live two-step login if it is the one the browser signed:
 * the same response cannot be verified twice. The login itself stays open for another try.
 */
export const takeTwoStepWebauthnChallenge = async (
  db: Db,
  challengeToken: string,
  challenge: string,
): Promise<LoginChallengeRow | undefined> => {
  const [row] = await db
    .update(loginChallenges)
    .set({ webauthn_challenge: null })
    .where(
      and(
        eq(loginChallenges.token_hash, hashSecret(challengeToken)),
        eq(loginChallenges.purpose, 'two_step'),
        eq(loginChallenges.webauthn_challenge, challenge),
        live(),
      ),
    )
    .returning();
  return row;
};

/** The two-step login is done: its token opens nothing more. */
export const closeTwoStepChallenge = async (db: Db, tokenHash: string): Promise<boolean> => {
  const rows = await db
    .update(loginChallenges)
    .set({ used_at: sql`now()` })
    .where(and(eq(loginChallenges.token_hash, tokenHash), isNull(loginChallenges.used_at)))
    .returning({ token_hash: loginChallenges.token_hash });
  return rows.length === 1;
};
