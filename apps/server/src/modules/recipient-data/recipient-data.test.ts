import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, type FilterRule } from '@quire/domain';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf, addMember, setPermissions } from '../../../test/seed-documents.ts';
import { allRows, createSource, getSource, uploadCsv } from './recipient-data-test-kit.ts';
import { selectRecipientRows } from './select-recipient-rows.ts';

const t = useTestApp();
let ada: Session;
let eve: Session;
let key: string;

const today = new Date();
const daysAgo = (n: number) =>
  new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/** 250 clients: Region alternates, Balance = n, Joined n days ago (0–249). */
const clientsCsv = () =>
  'Name,Email,Region,Balance,Joined\n' +
  Array.from(
    { length: 250 },
    (_, i) =>
      `Client ${i + 1},c${i + 1}@example.com,${i % 2 ? 'North' : 'South'},${i + 1},${daysAgo(i)}`,
  ).join('\n');

const filtered = (rules: FilterRule[], cursor = 0, session = ada, k = key) =>
  call(t.app, 'POST', `/app/recipient_datas/${k}/rows`, {
    session,
    body: { query: { filter_rules: rules }, cursor },
  });

beforeAll(async () => {
  ada = await signUpVerifiedUser(t, { full_name: 'Ada' });
  eve = await signUpVerifiedUser(t, { full_name: 'Eve' });
  key = await createSource(t, ada, 'Customers 2026');
  const r = await uploadCsv(t, ada, key, clientsCsv());
  expect(r.statusCode, r.body).toBe(200);
});

describe('client lists', () => {
  it('lists, renames and archives a list; a name is required', async () => {
    const list = await call(t.app, 'GET', '/app/recipient_datas', { session: ada });
    expect(list.data.recipient_datas).toMatchObject([
      {
        key,
        description: 'Customers 2026',
        number_of_rows: 250,
        archived: false,
        field_types: ['text', 'text', 'text', 'number', 'date'],
      },
    ]);
    const renamed = await call(t.app, 'POST', '/app/recipient_datas/add_update_recipient_data', {
      session: ada,
      body: { data: { key, description: 'Customers', archived: true } },
    });
    expect(renamed.data.recipient_data).toMatchObject({ description: 'Customers', archived: true });
    await call(t.app, 'POST', '/app/recipient_datas/add_update_recipient_data', {
      session: ada,
      body: { data: { key, archived: false } },
    });
    expect(await getSource(t, ada, key)).toMatchObject({
      description: 'Customers',
      archived: false,
    });
    const blank = await call(t.app, 'POST', '/app/recipient_datas/add_update_recipient_data', {
      session: ada,
      body: { data: { description: '  ' } },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('pages rows by cursor in file order', async () => {
    const first = await call(t.app, 'GET', `/app/recipient_datas/${key}/rows`, { session: ada });
    expect(first.data.recipient_data_rows).toHaveLength(100);
    expect(first.data.cursor).toBe('100');
    const rows = await allRows(t, ada, key);
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(rows[249]!.cells[0]).toBe('Client 250');
  });
});

describe('filter rules', () => {
  const count = async (rules: FilterRule[]) => {
    const r = await filtered(rules);
    expect(r.statusCode, r.body).toBe(200);
    return r.data.number_of_matching_rows;
  };
  const rule = (
    selected_field: string,
    selected_inequality: FilterRule['selected_inequality'],
    comparison_value: string,
  ) => ({ selected_field, selected_inequality, comparison_value });

  it('filters text by equals and not equal, ignoring case', async () => {
    expect(await count([rule('Region', 'equals', 'north')])).toBe(125);
    expect(await count([rule('Region', 'not_equal', 'North')])).toBe(125);
  });

  it('filters numbers by comparison, rules ANDed', async () => {
    expect(await count([rule('Balance', 'greater_than', '240')])).toBe(10);
    expect(await count([rule('Balance', 'less_than_or_equal', '10')])).toBe(10);
    expect(
      await count([rule('Balance', 'greater_than', '240'), rule('Region', 'equals', 'North')]),
    ).toBe(5);
  });

  it("filters dates by comparison and 'in' the last 10/20/30/45 days", async () => {
    for (const days of [10, 20, 30, 45])
      expect(await count([rule('Joined', 'in', `${days}`)])).toBe(days);
    expect(await count([rule('Joined', 'greater_than_or_equal', daysAgo(4))])).toBe(5);
  });

  it('pages the matching rows and counts them all', async () => {
    const first = await filtered([rule('Region', 'equals', 'North')]);
    expect(first.data.recipient_data_rows).toHaveLength(100);
    const next = await filtered([rule('Region', 'equals', 'North')], Number(first.data.cursor));
    expect(next.data.recipient_data_rows).toHaveLength(25);
    expect(next.data.cursor).toBeNull();
    expect(next.data.number_of_matching_rows).toBe(125);
  });

  it('refuses a rule the list cannot apply with the reason', async () => {
    const cases: [FilterRule, string][] = [
      [rule('Nope', 'equals', 'x'), 'There is no field called Nope.'],
      [rule('Region', 'greater_than', 'x'), 'Region cannot be filtered with greater_than.'],
      [rule('Balance', 'equals', 'many'), 'Balance needs a number to compare with.'],
      [rule('Joined', 'in', '7'), 'Choose 10, 20, 30, 45 days.'],
    ];
    for (const [bad, message] of cases) {
      const r = await filtered([bad]);
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toBe(message);
    }
  });

  it('gives the bulk engine the matching rows in batches, in order', async () => {
    const positions: number[] = [];
    for await (const batch of selectRecipientRows(
      t.ctx.db,
      key,
      [rule('Balance', 'greater_than', '245')],
      new Date(),
    ))
      positions.push(...batch.map((r) => r.position));
    expect(positions).toEqual([246, 247, 248, 249, 250]);
  });
});

describe('who may see a list', () => {
  it("answers 404 to another workspace's user for every route", async () => {
    const urls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', `/app/recipient_datas/${key}`],
      ['GET', `/app/recipient_datas/${key}/rows`],
      ['POST', `/app/recipient_datas/${key}/rows`, { query: { filter_rules: [] } }],
      ['GET', `/app/get_csv_upload_url/${key}?filename=a.csv`],
      ['POST', '/app/recipient_datas/add_update_recipient_data', { data: { key, archived: true } }],
    ];
    for (const [method, url, body] of urls) {
      const r = await call(t.app, method, url, { session: eve, body });
      expect(r.statusCode, url).toBe(404);
      expect(r.data.message).toBe(MESSAGES.notFound);
    }
    const theirs = await call(t.app, 'GET', '/app/recipient_datas', { session: eve });
    expect(theirs.data.recipient_datas).toEqual([]);
    expect((await getSource(t, ada, key)).archived).toBe(false);
  });

  it("refuses the CSV success call of another user's upload", async () => {
    const started = await call(t.app, 'GET', `/app/get_csv_upload_url/${key}?filename=a.csv`, {
      session: ada,
    });
    const { url, file_key, temp_csv_key } = started.data as Record<string, string>;
    await t.app.inject({ method: 'PUT', url, payload: Buffer.from('A\n1\n') });
    const r = await call(t.app, 'POST', `/app/csv_upload_success/${temp_csv_key}`, {
      session: eve,
      body: { file_key },
    });
    expect(r.statusCode).toBe(404);
    expect((await getSource(t, ada, key)).number_of_rows).toBe(250);
  });

  it('lets a member of the same workspace see it, only while it is selected', async () => {
    const team = await accountKeyOf(t.ctx, ada);
    const ua = await addMember(t.ctx, eve.user_key, team);
    const asEve = (url: string, ws: string) =>
      call(t.app, 'GET', url, { session: eve, headers: { [HEADERS.userAccountKey]: ws } });
    expect((await asEve(`/app/recipient_datas/${key}`, ua)).statusCode).toBe(200);
    expect((await asEve(`/app/recipient_datas/${key}`, eve.user_account_key)).statusCode).toBe(404);
    await setPermissions(t.ctx, ua, { user_profile_permissions: { can_view_data_sources: false } });
    const refused = await asEve('/app/recipient_datas', ua);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(MESSAGES.notAuthorized);
  });
});
