import { getTableColumns } from 'drizzle-orm';
import type { Actor, DocumentStatus, DocumentType } from '@quire/domain';
import type { Database, Statement } from '../../db/database.ts';
import { jsonRowReader } from '../../db/json-rows.ts';
import { documents, signatories } from '../../db/schema.ts';
import {
  CHILD_SUMMARY_COLUMNS,
  DOCUMENT_DTO_COLUMNS,
  type ChildSummaryRow,
  type DocumentDtoRow,
} from './document-dto.ts';
import type { SignatoryRow } from './document-repository.ts';

export type ListFilter = {
  documentType: DocumentType;
  /** A pack status, 'awaiting_my_signature', or null for all. */
  status: DocumentStatus | 'awaiting_my_signature' | null;
  trash: boolean;
  /** Lower-cased term of at least three characters, or null. */
  term: string | null;
  /** The user's address, for 'awaiting_my_signature'. */
  email: string;
  /** Only packs filed in this folder (issue 17; documents_folder_list_idx serves it), or null. */
  folderKey?: string | null;
};

export type ListPosition = { after: { date_updated: string; key: string } | null; offset: number };

/** One pack of a list page with what its DTO needs, and the keyset cursor text of its row. */
export type ListedPack = {
  row: DocumentDtoRow;
  cursorTime: string;
  createdByName: string;
  children: ChildSummaryRow[];
  signatories: SignatoryRow[];
};

type RawRow = DocumentDtoRow & {
  cursor_time: string;
  created_by_name: string | null;
  children: Record<string, unknown>[] | null;
  signatories: Record<string, unknown>[] | null;
};

const readChild = jsonRowReader(documents, CHILD_SUMMARY_COLUMNS);

/** The SQL names of a pack's columns, `alias.name`, in the order given. */
const sqlColumns = (alias: string, keys: readonly (keyof typeof documents.$inferSelect)[]) => {
  const columns = getTableColumns(documents);
  return keys.map((k) => ({ key: k, sql: `${alias}.${columns[k].name}` }));
};
/** What a list row selects of its pack, and of each child as JSON (not whole rows: what the driver parses is most of a page's CPU). */
const PACK_SELECT = sqlColumns('d', DOCUMENT_DTO_COLUMNS)
  .map((c) => c.sql)
  .join(', ');
const CHILD_JSON = `json_build_object(${sqlColumns('c', CHILD_SUMMARY_COLUMNS)
  .map((c) => `'${c.key}', ${c.sql}`)
  .join(', ')})`;
const readSignatory = jsonRowReader(signatories);

/** The list's order; `nulls last` because the indexes say so (drizzle's `.desc()`). */
const ORDER = 'date_updated desc nulls last, key desc nulls last';

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const wholeNumber = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return String(n);
};

/** Named statements by text: the list has a few dozen shapes, each prepared once per connection. */
const prepared = new Map<string, Statement>();
const named = (text: string): Statement => {
  let statement = prepared.get(text);
  if (!statement) {
    statement = { name: `document_list_${prepared.size + 1}`, text };
    prepared.set(text, statement);
  }
  return statement;
};

/**
 * One page of the list in one statement: the packs the actor may see, newest change first, each
 * with its children, its creator's name and (when asked) its signatories as JSON aggregates.
 *
 * Visibility (canView, ADR 0007) is an OR of three sources, which no single index serves in
 * order. So each source is its own ordered, limited branch on its own index (the account's list
 * index, the creator index, the viewers), and the union of at most 3 × limit rows is merged. A
 * page deep in the list costs what page one costs: the keyset condition starts each index scan
 * where the previous page stopped. The order says `nulls last` because the indexes do; without
 * it PostgreSQL cannot read them in order and sorts the whole account instead.
 *
 * A page without a search term or offset is a prepared statement. A search is planned for its
 * term each time: how selective a term is decides between the trigram index and the list index.
 */
export const listPacks = async (
  database: Database,
  actor: Actor,
  filter: ListFilter,
  position: ListPosition,
  limit: number,
  withSignatories: boolean,
): Promise<ListedPack[]> => {
  const { statement, values } = listPacksQuery(actor, filter, position, limit, withSignatories);
  const rows = await database.query<RawRow>(statement, values);
  return rows.map((r) => ({
    row: r,
    cursorTime: r.cursor_time,
    createdByName: r.created_by_name ?? '',
    children: (r.children ?? []).map(readChild),
    signatories: (r.signatories ?? []).map(readSignatory),
  }));
};

/** The statement listPacks runs, with its values (the list bench EXPLAINs it). */
export const listPacksQuery = (
  actor: Actor,
  filter: ListFilter,
  position: ListPosition,
  limit: number,
  withSignatories: boolean,
): { statement: Statement; values: unknown[] } => {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const user = param(actor.user_key);
  const common = [
    'document_pack_key is null',
    `document_type = ${param(filter.documentType)}`,
    `is_deleted = ${param(filter.trash)}`,
  ];
  if (filter.status === 'awaiting_my_signature') {
    common.push(`status = 'awaiting_signatures'`);
    common.push(`exists (select 1 from signatories s where s.document_key = documents.key
      and s.status = 'awaiting_signatures' and s.removed = false
      and (s.user_key = ${user} or lower(s.email) = ${param(filter.email.toLowerCase())}))`);
  } else if (filter.status) {
    common.push(`status = ${param(filter.status)}`);
  }
  if (filter.folderKey) common.push(`tree_folder_key = ${param(filter.folderKey)}`);
  const term = filter.term === null ? null : param(likePattern(filter.term));
  if (position.after) {
    const { date_updated: time, key } = position.after;
    common.push(`(date_updated, key) < (${param(time)}::timestamptz, ${param(key)})`);
  }

  const account = actor.account_key === null ? null : param(actor.account_key);
  const inAccount =
    account === null
      ? null
      : actor.is_admin
        ? `account_key = ${account}`
        : `account_key = ${account} and (created_by = ${user} or visible_to_organisation)`;
  const ownWithoutAccount = `account_key is null and created_by = ${user}`;
  // Rows the first two branches already return are left out here, so nothing is listed twice.
  const asViewer = `viewers @> array[${user}]::text[]
    and not coalesce(${inAccount ?? 'false'}, false) and not (${ownWithoutAccount})`;

  // The term may use the trigram index in the workspace branch only, where the planner weighs it
  // against the list index by the term's frequency. The other two branches have few rows and
  // indexes of their own; let loose on the trigram index, each repeated the whole trigram scan
  // (three times the cost of a long search term), so there the term is a plain filter
  // (`search_text || ''` is not indexable).
  const termIn = (branch: 'workspace' | 'other') =>
    term === null
      ? []
      : [
          branch === 'workspace'
            ? `search_text ilike ${term}`
            : `(search_text || '') ilike ${term}`,
        ];
  const branches = [
    inAccount === null ? null : ([inAccount, 'workspace'] as const),
    [ownWithoutAccount, 'other'] as const,
    [asViewer, 'other'] as const,
  ]
    .filter((b) => b !== null)
    .map(
      ([where, branch]) => `(select key, date_updated from documents
        where ${[...common, ...termIn(branch), where].join(' and ')}
        order by ${ORDER} limit ${wholeNumber(limit + position.offset)})`,
    );
  const people = withSignatories
    ? `(select json_agg(s order by s.position) from signatories s
        where s.document_key = d.key and s.removed = false)`
    : 'null::json';

  const text = `with page as (
      select key, date_updated from (${branches.join(' union all ')}) as visible
      order by ${ORDER} limit ${wholeNumber(limit)} offset ${wholeNumber(position.offset)})
    select ${PACK_SELECT},
      to_char(d.date_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time,
      u.full_name as created_by_name,
      (select json_agg(${CHILD_JSON} order by c.position, c.key) from documents c
        where c.document_pack_key = d.key) as children,
      ${people} as signatories
    from page join documents d on d.key = page.key
    left join users u on u.key = d.created_by
    order by page.date_updated desc nulls last, page.key desc nulls last`;
  const statement = term === null && position.offset === 0 ? named(text) : { text };
  return { statement, values };
};
