import { sql, type SQL } from 'drizzle-orm';
import type { Actor, DocumentStatus, DocumentType } from '@quire/domain';
import type { Db } from '../../db/database.ts';

export type ListFilter = {
  documentType: DocumentType;
  /** A pack status, 'awaiting_my_signature', or null for all. */
  status: DocumentStatus | 'awaiting_my_signature' | null;
  trash: boolean;
  /** Lower-cased term of at least three characters, or null. */
  term: string | null;
  /** The user's address, for 'awaiting_my_signature'. */
  email: string;
};

export type ListPosition = { after: { date_updated: string; key: string } | null; offset: number };

/** The exact timestamp as text (microseconds kept): what the keyset cursor carries. */
const CURSOR_TIME = sql.raw(
  `to_char(visible.date_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
);

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The keys of one page of the list, newest change first, with the cursor text of each. (Raw
 * rows skip drizzle's column mapping, so the rows themselves are read by key afterwards.)
 *
 * Visibility (canView, ADR 0007) is an OR of three sources, which no single index serves in
 * order. So each source is its own ordered, limited branch on its own index (the account's list
 * index, the creator index, the viewers), and the union of at most 3 × limit rows is merged. A
 * page deep in the list costs what page one costs: the keyset condition starts each index scan
 * where the previous page stopped. The order says `nulls last` because the indexes do (drizzle's
 * `.desc()`); without it PostgreSQL cannot read them in order and sorts the whole account instead.
 */
export const listDocumentKeys = async (
  db: Db,
  actor: Actor,
  filter: ListFilter,
  position: ListPosition,
  limit: number,
): Promise<{ key: string; t: string }[]> => {
  const common: SQL[] = [
    sql`document_pack_key is null`,
    sql`document_type = ${filter.documentType}`,
    sql`is_deleted = ${filter.trash}`,
  ];
  if (filter.status === 'awaiting_my_signature') {
    common.push(sql`status = 'awaiting_signatures'`);
    common.push(sql`exists (select 1 from signatories s where s.document_key = documents.key
      and s.status = 'awaiting_signatures' and s.removed = false
      and (s.user_key = ${actor.user_key} or lower(s.email) = ${filter.email.toLowerCase()}))`);
  } else if (filter.status) {
    common.push(sql`status = ${filter.status}`);
  }
  if (filter.term) common.push(sql`search_text ilike ${likePattern(filter.term)}`);
  if (position.after) {
    common.push(
      sql`(date_updated, key) < (${position.after.date_updated}::timestamptz, ${position.after.key})`,
    );
  }

  const inAccount =
    actor.account_key === null
      ? null
      : actor.is_admin
        ? sql`account_key = ${actor.account_key}`
        : sql`account_key = ${actor.account_key} and (created_by = ${actor.user_key} or visible_to_organisation)`;
  const ownWithoutAccount = sql`account_key is null and created_by = ${actor.user_key}`;
  // Rows the first two branches already return are left out here, so nothing is listed twice.
  const asViewer = sql`viewers @> array[${actor.user_key}]::text[]
    and not coalesce(${inAccount ?? sql`false`}, false) and not (${ownWithoutAccount})`;

  const branchLimit = limit + position.offset;
  const branch = (where: SQL) =>
    sql`(select key, date_updated from documents where ${sql.join([...common, where], sql` and `)}
      order by date_updated desc nulls last, key desc nulls last limit ${branchLimit})`;
  const branches = [inAccount, ownWithoutAccount, asViewer]
    .filter((w): w is SQL => w !== null)
    .map(branch);

  const result = (await db.execute(sql`select key, ${CURSOR_TIME} as t
    from (${sql.join(branches, sql` union all `)}) as visible
    order by date_updated desc nulls last, key desc nulls last
    limit ${limit} offset ${position.offset}`)) as unknown as {
    rows: { key: string; t: string }[];
  };
  return result.rows;
};
