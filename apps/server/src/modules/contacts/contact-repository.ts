import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newKey } from '../../lib/ids.ts';

export type ContactToSave = {
  account_key: string | null;
  user_key: string;
  name: string;
  email: string | null;
  mobile_number: string | null;
};

/**
 * Remembers someone a user sent to (§3 Contact): one row per workspace, user, email and number,
 * its name and last_used refreshed on every save. The conflict target is the expression index
 * contacts_account_email_unique.
 */
export const upsertContact = async (db: Db, c: ContactToSave): Promise<void> => {
  await db.execute(sql`insert into contacts (key, account_key, user_key, name, email, mobile_number, last_used)
    values (${newKey()}, ${c.account_key}, ${c.user_key}, ${c.name}, ${c.email}, ${c.mobile_number}, now())
    on conflict (coalesce(account_key, ''), user_key, lower(coalesce(email, '')), coalesce(mobile_number, ''))
    do update set name = case when excluded.name = '' then contacts.name else excluded.name end,
      last_used = now()`);
};

export type ContactSearch = {
  /** The workspace searched; null means the user's own contacts outside any workspace. */
  account_key: string | null;
  user_key: string;
  namePrefix: string | null;
  emailPrefix: string | null;
  /** E.164 prefixes the typed number may stand for. */
  mobilePrefixes: string[];
  limit: number;
};

export type ContactHit = {
  name: string;
  email: string | null;
  mobile_number: string | null;
  last_used: string;
};

const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The workspace's contacts whose name (or a word of it), email or number starts with what was
 * typed; one row per person (the freshest), most recently used first.
 */
export const searchContacts = async (db: Db, q: ContactSearch): Promise<ContactHit[]> => {
  const scope =
    q.account_key === null
      ? sql`account_key is null and user_key = ${q.user_key}`
      : sql`account_key = ${q.account_key}`;
  const matches: SQL[] = [];
  if (q.namePrefix) {
    const p = likePrefix(q.namePrefix.toLowerCase());
    matches.push(sql`(lower(name) like ${p} or lower(name) like ${`% ${p}`})`);
  }
  if (q.emailPrefix)
    matches.push(sql`lower(email) like ${likePrefix(q.emailPrefix.toLowerCase())}`);
  for (const m of q.mobilePrefixes) matches.push(sql`mobile_number like ${likePrefix(m)}`);
  const where = matches.length ? sql`${scope} and (${sql.join(matches, sql` or `)})` : scope;
  const result = (await db.execute(sql`select name, email, mobile_number, last_used from (
      select distinct on (lower(coalesce(email, '')), coalesce(mobile_number, ''))
        name, email, mobile_number, last_used
      from contacts where ${where}
      order by lower(coalesce(email, '')), coalesce(mobile_number, ''), last_used desc
    ) as people order by last_used desc limit ${q.limit}`)) as unknown as {
    rows: {
      name: string;
      email: string | null;
      mobile_number: string | null;
      last_used: unknown;
    }[];
  };
  return result.rows.map((r) => ({
    name: r.name,
    email: r.email,
    mobile_number: r.mobile_number,
    last_used: new Date(r.last_used as string).toISOString(),
  }));
};
