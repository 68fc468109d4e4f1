import {
  CSV_IMPORT_MESSAGES,
  type FilterRule,
  type RecipientData,
  type RecipientDataRow,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  dataSourceWorkspace,
  loadRecipientData,
  recipientDataView,
} from './recipient-data-access.ts';
import {
  insertRecipientData,
  listRecipientDatas,
  pageOfRows,
  updateRecipientData,
} from './recipient-data-repository.ts';
import { selectRecipientRows } from './select-recipient-rows.ts';

/** Rows per page of GET/POST /app/recipient_datas/{key}/rows. */
export const ROWS_PAGE_SIZE = 100;

export type RowsPage = {
  recipient_data_rows: RecipientDataRow[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  cursor: string | null;
};

/** GET /app/recipient_datas: the workspace's client lists, archived ones included, newest first. */
export const listRecipientData = async (ctx: AppContext, auth: Auth): Promise<RecipientData[]> =>
  (await listRecipientDatas(ctx.db, dataSourceWorkspace(auth))).map(recipientDataView);

export const getRecipientData = async (ctx: AppContext, auth: Auth, key: string) =>
  recipientDataView(await loadRecipientData(ctx, auth, key));

export type RecipientDataInput = {
  key?: string | undefined;
  description?: string | undefined;
  archived?: boolean | undefined;
};

/**
 * POST add_update_recipient_data: without a key a new, empty client list (its rows come from a
 * CSV upload); with one a rename and/or (un)archive of the caller's workspace's list.
 */
export const addUpdateRecipientData = async (
  ctx: AppContext,
  auth: Auth,
  data: RecipientDataInput,
): Promise<RecipientData> => {
  const description = data.description?.trim();
  if (data.key) {
    const found = await loadRecipientData(ctx, auth, data.key);
    if (description === '') throw badRequest(CSV_IMPORT_MESSAGES.descriptionRequired);
    await updateRecipientData(ctx.db, found.key, {
      ...(description ? { description } : {}),
      ...(data.archived === undefined ? {} : { archived: data.archived }),
    });
    return getRecipientData(ctx, auth, found.key);
  }
  const accountKey = dataSourceWorkspace(auth);
  if (!description) throw badRequest(CSV_IMPORT_MESSAGES.descriptionRequired);
  const key = newKey();
  await insertRecipientData(ctx.db, {
    key,
    account_key: accountKey,
    created_by: auth.user.key,
    description,
    archived: data.archived ?? false,
  });
  return getRecipientData(ctx, auth, key);
};

/** GET rows?cursor: the rows after the cursor, in file order. */
export const pageRecipientRows = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  cursor: number,
): Promise<RowsPage> => {
  const source = await loadRecipientData(ctx, auth, key);
  const rows = await pageOfRows(ctx.db, source.key, cursor, ROWS_PAGE_SIZE + 1);
  const page = rows.slice(0, ROWS_PAGE_SIZE);
  return {
    recipient_data_rows: page,
    cursor: rows.length > ROWS_PAGE_SIZE ? String(page.at(-1)!.position) : null,
  };
};

/**
 * POST rows {query: {filter_rules}}: the matching rows after the cursor, and how many match in
 * all (what a bulk send with these rules would select).
 */
export const filterRecipientRows = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  filterRules: FilterRule[],
  cursor: number,
): Promise<RowsPage & { number_of_matching_rows: number }> => {
  const source = await loadRecipientData(ctx, auth, key);
  const page: RecipientDataRow[] = [];
  let matching = 0;
  let more = false;
  for await (const batch of selectRecipientRows(ctx.db, source.key, filterRules, new Date())) {
    for (const row of batch) {
      matching++;
      if (row.position <= cursor) continue;
      if (page.length < ROWS_PAGE_SIZE) page.push(row);
      else more = true;
    }
  }
  return {
    recipient_data_rows: page,
    cursor: more ? String(page.at(-1)!.position) : null,
    number_of_matching_rows: matching,
  };
};
