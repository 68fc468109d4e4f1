import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@quire/domain';
import type { Database, Db, Statement } from '../../db/database.ts';
import { jsonRowReader } from '../../db/json-rows.ts';
import { sessions } from '../../db/schema.ts';
import { hashSecret, newKey, newSecret } from '../../lib/ids.ts';
import {
  TEAM_COUNT_OF_USER,
  USER_IN_WORKSPACE_COLUMNS,
  readUserInWorkspace,
  type UserInWorkspace,
  type UserInWorkspaceJson,
  type UserRow,
} from './user-in-workspace.ts';

export type { UserRow } from './user-in-workspace.ts';
export type SessionRow = typeof sessions.$inferSelect;

const DAY_MS = 86_400_000;
/** A session's last_seen_at (and sliding expiry) is written at most this often. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type NewSession = { session: SessionRow; sessionToken: string; xsrfToken: string };

/** A sign-in that went through: the new session and whose it is. */
export type LoginResult = NewSession & { user: UserRow };

export const createSession = async (
  db: Db,
  input: { userKey: string; canBrowse: boolean; ip: string; userAgent: string | undefined },
): Promise<NewSession> => {
  const sessionToken = newSecret();
  const xsrfToken = newSecret();
  const [session] = await db
    .insert(sessions)
    .values({
      key: newKey(),
      token_hash: hashSecret(sessionToken),
      xsrf_token_hash: hashSecret(xsrfToken),
      user_key: input.userKey,
      can_browse: input.canBrowse,
      ip_address: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      expires_at: new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS),
    })
    .returning();
  return { session: session!, sessionToken, xsrfToken };
};

/** The session, its user and the membership asked for (or the user's default). */
export type LiveSession = UserInWorkspace & { session: SessionRow; numberOfTeams?: number };

const readSession = jsonRowReader(sessions);

const liveSessionText = (extraColumns: string) => `select row_to_json(s) as session,
      ${USER_IN_WORKSPACE_COLUMNS}${extraColumns}
    from sessions s
    join users u on u.key = s.user_key
    left join user_accounts ua
      on ua.user_key = u.key and ua.key = coalesce($2, u.default_user_account_key)
        and ua.status = 'active'
    left join accounts a on a.key = ua.account_key
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $3
    limit 1`;

/** Prepared once per connection: every /app call runs it. */
const LIVE_SESSION: Statement = { name: 'find_live_session', text: liveSessionText('') };

/**
 * The same lookup for the one route that shows how many teams the user is in (GET /app/user, on
 * every page load): the count rides along so that route stays one round trip.
 */
const LIVE_SESSION_WITH_TEAMS: Statement = {
  name: 'find_live_session_with_teams',
  text: liveSessionText(`,
      (${TEAM_COUNT_OF_USER('u.key')}) as number_of_teams`),
};

/**
 * The live session behind a token with its user and the selected membership, in one query: every
 * /app call runs it, so it is one round trip, a prepared statement without the query builder.
 * `withTeamCount` adds the user's number of teams (routes that say `config.teamCount`).
 */
export const findLiveSession = async (
  database: Database,
  sessionToken: string,
  userAccountKey: string | undefined,
  withTeamCount = false,
): Promise<LiveSession | undefined> => {
  const [row] = await database.query<
    UserInWorkspaceJson & { session: Record<string, unknown>; number_of_teams?: number }
  >(withTeamCount ? LIVE_SESSION_WITH_TEAMS : LIVE_SESSION, [
    hashSecret(sessionToken),
    userAccountKey ?? null,
    new Date(),
  ]);
  return (
    row && {
      session: readSession(row.session),
      ...readUserInWorkspace(row),
      ...(withTeamCount ? { numberOfTeams: row.number_of_teams ?? 0 } : {}),
    }
  );
};

export const touchSession = async (db: Db, session: SessionRow): Promise<void> => {
  const now = Date.now();
  if (now - session.last_seen_at.getTime() < TOUCH_INTERVAL_MS) return;
  await db
    .update(sessions)
    // A signer session (can_browse false) is temporary: use does not extend it (ADR 0010), nor
    // an embedded editor's (ADR 0041).
    .set({
      last_seen_at: new Date(now),
      ...(session.can_browse && !session.embed_document_key
        ? { expires_at: new Date(now + SESSION_TTL_DAYS * DAY_MS) }
        : {}),
    })
    .where(eq(sessions.key, session.key));
};

export const revokeSession = async (db: Db, sessionKey: string): Promise<void> => {
  await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.key, sessionKey));
};

export const revokeAllSessionsOf = async (db: Db, userKey: string): Promise<void> => {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_key, userKey), isNull(sessions.revoked_at)));
};

/** A password change ends every other session of the user; the one that changed it stays. */
export const revokeOtherSessionsOf = async (
  db: Db,
  userKey: string,
  keepSessionKey: string,
): Promise<void> => {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(sessions.user_key, userKey),
        ne(sessions.key, keepSessionKey),
        isNull(sessions.revoked_at),
      ),
    );
};

export const pruneSessions = async (db: Db, now: Date): Promise<void> => {
  await db.delete(sessions).where(or(lt(sessions.expires_at, now), lt(sessions.revoked_at, now)));
};
