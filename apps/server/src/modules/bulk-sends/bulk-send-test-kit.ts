import { eq } from 'drizzle-orm';
import { withOverride, type DocumentMapping } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { bulkSendRows, recipientDataRows, recipientDatas } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import {
  accountKeyOf,
  seedPack,
  setPermissions,
  type SeededPack,
} from '../../../test/seed-documents.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';
import { quickUser } from '../permissions/permission-matrix-kit.ts';

export const FIELD_NAMES = ['Name', 'Email', 'Company'];

/** n clients: name, address and company, one a row. */
export const clients = (n: number, from = 1): string[][] =>
  Array.from({ length: n }, (_, i) => [
    `Client ${from + i}`,
    `client${from + i}@example.com`,
    `=Company ${from + i}`,
  ]);

/** The mapping a send of `template` uses: signer-1 from Name/Email, the company field. */
export const MAPPING: DocumentMapping['mapping'] = {
  data_fields: { company: { column: 'Company' } },
  signatories: { 'signer-1': { name: { column: 'Name' }, email: { column: 'Email' } } },
  cc_recipients: {},
  subject: { text: 'Please sign' },
  document_name: { column: 'Name' },
};

export type BulkUser = Session & { accountKey: string };

/** A user in their own workspace; `allowed` false turns can_view_bulk_sends (a team flag, on by default) off. */
export const bulkUser = async (t: TestApp, name: string, allowed = true): Promise<BulkUser> => {
  const user = await quickUser(
    t,
    name,
    `${name.replace(/\W/g, '').toLowerCase()}-${newKey()}@example.com`,
  );
  if (!allowed)
    await setPermissions(
      t.ctx,
      user.user_account_key,
      withOverride({}, 'can_view_bulk_sends', false),
    );
  return { ...user, accountKey: await accountKeyOf(t.ctx, user) };
};

/** A template with one signer (role signer-1, nothing filled in) and a 'company' text field. */
export const givenTemplate = (ctx: AppContext, user: BulkUser): Promise<SeededPack> =>
  seedPack(ctx, {
    createdBy: user.user_key,
    accountKey: user.accountKey,
    documentType: 'template',
    name: 'Engagement letter',
    signatories: [{ name: '', email: null }],
    children: [
      {
        fields: [
          { type: 'text', custom_id: 'company', signatory: 0 },
          { type: 'signature', signatory: 0 },
        ],
      },
    ],
  });

/** A recipient data source with the given rows (what the recipients engineer's import leaves). */
export const givenSource = async (
  ctx: AppContext,
  user: BulkUser,
  rows: string[][],
): Promise<string> => {
  const key = newKey();
  await ctx.db.insert(recipientDatas).values({
    key,
    account_key: user.accountKey,
    description: 'Clients',
    field_names: FIELD_NAMES,
    field_types: ['text', 'text', 'text'],
    number_of_rows: rows.length,
  });
  if (rows.length > 0)
    await ctx.db
      .insert(recipientDataRows)
      .values(rows.map((cells, i) => ({ recipient_data_key: key, position: i + 1, cells })));
  return key;
};

export const api = (t: TestApp, user: Session) => ({
  get: (url: string) => call(t.app, 'GET', url, { session: user }),
  post: (url: string, body: unknown) => call(t.app, 'POST', url, { session: user, body }),
  save: (data: Record<string, unknown>) =>
    call(t.app, 'POST', '/app/bulk_sends/add_update_bulk_send', {
      session: user,
      body: { data: { description: 'Spring letters', ...data } },
    }),
});

/** A send in setup with template, data and the mapping; answers its key. */
export const givenSend = async (
  t: TestApp,
  user: BulkUser,
  rows: string[][],
  data: Record<string, unknown> = {},
): Promise<{ key: string; template: SeededPack; source: string }> => {
  const template = await givenTemplate(t.ctx, user);
  const source = await givenSource(t.ctx, user, rows);
  const a = api(t, user);
  const saved = await a.save({
    template_key: template.key,
    recipient_data_key: source,
    bulk_send_type: 'create',
    ...data,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const key = (saved.data.bulk_send as { key: string }).key;
  const mapped = await a.post(`/app/bulk_sends/${key}/document_mapping/${template.key}`, {
    mapping: MAPPING,
  });
  if (mapped.statusCode !== 200) throw new Error(mapped.body);
  return { key, template, source };
};

export const rowsOf = (ctx: AppContext, key: string) =>
  ctx.db.select().from(bulkSendRows).where(eq(bulkSendRows.bulk_send_key, key));

/** Polls until `check` answers true (10 s at most). */
export const eventually = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};
