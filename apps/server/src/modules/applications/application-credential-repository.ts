import { eq } from 'drizzle-orm';
import { API_KEY_TOUCH_INTERVAL_MS } from '@quire/domain';
import type { Database, Db, Statement } from '../../db/database.ts';
import { jsonRowReader } from '../../db/json-rows.ts';
import { applications } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';
import {
  USER_IN_WORKSPACE_COLUMNS,
  readUserInWorkspace,
  type UserInWorkspace,
  type UserInWorkspaceJson,
} from '../auth/user-in-workspace.ts';
import type { ApplicationRow } from './application-repository.ts';

const readApplication = jsonRowReader(applications);

export type LiveApplication = UserInWorkspace & { application: ApplicationRow };

/**
 * The application, its maker and the maker's membership in one round trip. The membership must be
 * active: a member who leaves the workspace takes their applications' access with them.
 */
const joinMaker = `join user_accounts ua0 on ua0.key = ap.user_account_key
    join users u on u.key = ua0.user_key
    left join user_accounts ua on ua.key = ap.user_account_key and ua.status = 'active'
    left join accounts a on a.key = ua.account_key`;

const APPLICATION_BY_CLIENT_ID: Statement = {
  name: 'find_application_by_client_id',
  text: `select row_to_json(ap) as application, ${USER_IN_WORKSPACE_COLUMNS}
    from applications ap ${joinMaker}
    where ap.key = $1
    limit 1`,
};

/**
 * The live token behind a bearer value, looked up by its SHA-256 (an indexed equality on a hash,
 * so no stored value meets the input in a comparison whose timing could leak it).
 */
const LIVE_APPLICATION_TOKEN: Statement = {
  name: 'find_live_application_token',
  text: `select row_to_json(ap) as application, ${USER_IN_WORKSPACE_COLUMNS}
    from application_tokens t
    join applications ap on ap.key = t.application_key ${joinMaker}
    where t.token_hash = $1 and t.expires_at > now()
    limit 1`,
};

type Json = UserInWorkspaceJson & { application: Record<string, unknown> };

const read = (row: Json | undefined): LiveApplication | undefined =>
  row && { application: readApplication(row.application), ...readUserInWorkspace(row) };

export const findApplicationByClientId = async (
  database: Database,
  clientId: string,
): Promise<LiveApplication | undefined> =>
  read((await database.query<Json>(APPLICATION_BY_CLIENT_ID, [clientId]))[0]);

export const findLiveApplicationToken = async (
  database: Database,
  token: string,
): Promise<LiveApplication | undefined> =>
  read((await database.query<Json>(LIVE_APPLICATION_TOKEN, [hashSecret(token)]))[0]);

/** Records use at most once a minute per application, as for API keys. */
export const touchApplication = async (db: Db, application: ApplicationRow): Promise<void> => {
  const now = Date.now();
  const last = application.last_used_at;
  if (last && now - last.getTime() < API_KEY_TOUCH_INTERVAL_MS) return;
  await db
    .update(applications)
    .set({ last_used_at: new Date(now) })
    .where(eq(applications.key, application.key));
};
