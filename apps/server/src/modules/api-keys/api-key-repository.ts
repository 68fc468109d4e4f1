import { and, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_TOUCH_INTERVAL_MS, type ApiKeyView } from '@quire/domain';
import type { Database, Db, Statement } from '../../db/database.ts';
import { jsonRowReader } from '../../db/json-rows.ts';
import { accounts, apiKeys } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';
import {
  USER_IN_WORKSPACE_COLUMNS,
  readUserInWorkspace,
  type UserInWorkspace,
  type UserInWorkspaceJson,
} from '../auth/user-in-workspace.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const insertApiKey = async (db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> =>
  (await db.insert(apiKeys).values(row).returning())[0]!;

/** The user's live keys, newest first, with their workspace's name (never the hash). */
export const listApiKeysOf = async (db: Db, userKey: string): Promise<ApiKeyView[]> => {
  const rows = await db
    .select({ k: apiKeys, account_name: accounts.name })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.key, apiKeys.account_key))
    .where(and(eq(apiKeys.user_key, userKey), isNull(apiKeys.revoked_at)))
    .orderBy(desc(apiKeys.date_created));
  return rows.map(({ k, account_name }) => ({
    key: k.key,
    name: k.name,
    prefix: k.prefix,
    account_key: k.account_key!,
    account_name,
    date_created: k.date_created.toISOString(),
    last_used_at: k.last_used_at?.toISOString() ?? null,
  }));
};

/** Revokes one of the user's live keys; answers whether there was one to revoke. */
export const revokeApiKey = async (db: Db, userKey: string, key: string): Promise<boolean> => {
  const rows = await db
    .update(apiKeys)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiKeys.key, key), eq(apiKeys.user_key, userKey), isNull(apiKeys.revoked_at)))
    .returning({ key: apiKeys.key });
  return rows.length > 0;
};

const readApiKey = jsonRowReader(apiKeys);

/**
 * The live key behind a bearer token, its user and its workspace membership, in one round trip
 * (every bearer call runs it). The lookup is by the token's SHA-256, an indexed equality on a
 * hash: what a caller controls never meets the stored value in a byte-by-byte comparison that
 * could leak timing. The membership must still be active: a removed member's key stops at once.
 */
const LIVE_API_KEY: Statement = {
  name: 'find_live_api_key',
  text: `select row_to_json(k) as api_key, ${USER_IN_WORKSPACE_COLUMNS}
    from api_keys k
    join users u on u.key = k.user_key
    left join user_accounts ua
      on ua.user_key = k.user_key and ua.account_key = k.account_key and ua.status = 'active'
    left join accounts a on a.key = ua.account_key
    where k.token_hash = $1 and k.revoked_at is null
    limit 1`,
};

export type LiveApiKey = UserInWorkspace & { apiKey: ApiKeyRow };

export const findLiveApiKey = async (
  database: Database,
  token: string,
): Promise<LiveApiKey | undefined> => {
  const [row] = await database.query<UserInWorkspaceJson & { api_key: Record<string, unknown> }>(
    LIVE_API_KEY,
    [hashSecret(token)],
  );
  return row && { apiKey: readApiKey(row.api_key), ...readUserInWorkspace(row) };
};

/** Records use at most once a minute per key, so a busy integration does not write per call. */
export const touchApiKey = async (db: Db, key: ApiKeyRow): Promise<void> => {
  const now = Date.now();
  if (key.last_used_at && now - key.last_used_at.getTime() < API_KEY_TOUCH_INTERVAL_MS) return;
  await db
    .update(apiKeys)
    .set({ last_used_at: new Date(now) })
    .where(eq(apiKeys.key, key.key));
};
