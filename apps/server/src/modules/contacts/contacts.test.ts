// @postgres: contact search is SQL sent as written.
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, type Contact } from '@quire/domain';
import { contacts } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast } from '../../../test/seed-documents.ts';
import { mobilePrefixesFor } from './contact-service.ts';

const t = useTestApp();
let ann: Session;
let carol: Session;
let annAccount: string;
let teamAccount: string;
let carolMembership: string;

const search = async (s: Session, query: string, headers: Record<string, string> = {}) => {
  const r = await call(t.app, 'GET', `/app/contact_lists/get_contacts_by_query?${query}`, {
    session: s,
    headers,
  });
  expect(r.statusCode).toBe(200);
  return r.data.contacts as Contact[];
};
const names = (list: Contact[]) => list.map((c) => c.name);
const contact = (
  user_key: string,
  account_key: string,
  name: string,
  email: string | null,
  mobile_number: string | null,
  minutesAgo: number,
) => ({
  key: newKey(),
  user_key,
  account_key,
  name,
  email,
  mobile_number,
  last_used: new Date(Date.now() - minutesAgo * 60_000),
});

beforeAll(async () => {
  ({ ann, carol, annAccount, teamAccount, carolMembership } = await seedCast(t, 'Contacts team'));
  await t.ctx.db
    .insert(contacts)
    .values([
      contact(ann.user_key, annAccount, 'Alice Adams', 'alice@example.com', null, 30),
      contact(ann.user_key, annAccount, 'Albert Ames', 'bert@example.com', '+27825551234', 5),
      contact(ann.user_key, annAccount, 'Zed Alvarez', 'zed@example.com', null, 60),
      contact(ann.user_key, annAccount, '100%_sure', 'pct@example.com', null, 1),
      contact(ann.user_key, teamAccount, 'Alma Team', 'alma@example.com', null, 2),
      contact(carol.user_key, teamAccount, 'Alma Again', 'ALMA@example.com', null, 1),
      ...Array.from({ length: 25 }, (_, i) =>
        contact(ann.user_key, annAccount, `Bulk ${i}`, `bulk${i}@example.com`, null, 100 + i),
      ),
    ]);
});

describe('get_contacts_by_query', () => {
  it('matches a name or a word of it by prefix, most recently used first', async () => {
    expect(names(await search(ann, 'name_query=al'))).toEqual([
      'Albert Ames',
      'Alice Adams',
      'Zed Alvarez',
    ]);
    expect(names(await search(ann, 'name_query=AMES'))).toEqual(['Albert Ames']);
    expect(names(await search(ann, 'name_query=lice'))).toEqual([]);
  });

  it('matches email and number prefixes, a typed 0 read in the default dialing code', async () => {
    expect(names(await search(ann, 'email_query=ZED'))).toEqual(['Zed Alvarez']);
    expect(names(await search(ann, 'mobile_number_query=%2B2782'))).toEqual(['Albert Ames']);
    expect(names(await search(ann, 'mobile_number_query=2782'))).toEqual(['Albert Ames']);
    // Any of the queries may match (the panel sends one text as all three).
    expect(
      names(await search(ann, 'name_query=zed&email_query=alice&mobile_number_query=zed')),
    ).toEqual(['Alice Adams', 'Zed Alvarez']);
  });

  it('takes LIKE wildcards literally and answers at most 20', async () => {
    expect(names(await search(ann, 'name_query=100%25_'))).toEqual(['100%_sure']);
    expect(names(await search(ann, 'name_query=%25'))).toEqual([]);
    const bulk = await search(ann, 'name_query=bulk');
    expect(bulk).toHaveLength(20);
    expect(bulk[0]).toMatchObject({ name: 'Bulk 0', email: 'bulk0@example.com' });
    expect(typeof bulk[0]!.last_used).toBe('string');
    expect(await search(ann, '')).toHaveLength(20);
  });

  it("searches the caller's current workspace only, one row per person", async () => {
    expect(names(await search(ann, 'name_query=alma'))).toEqual([]);
    const team = await search(carol, 'name_query=alma', {
      [HEADERS.userAccountKey]: carolMembership,
    });
    expect(names(team)).toEqual(['Alma Again']);
    expect(
      names(await search(carol, 'name_query=al', { [HEADERS.userAccountKey]: carolMembership })),
    ).not.toContain('Alice Adams');
  });

  it('refuses an overlong query and a caller without a session', async () => {
    const long = await call(
      t.app,
      'GET',
      `/app/contact_lists/get_contacts_by_query?name_query=${'x'.repeat(201)}`,
      { session: ann },
    );
    expect(long.statusCode).toBe(400);
    const anonymous = await call(t.app, 'GET', '/app/contact_lists/get_contacts_by_query');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('mobilePrefixesFor', () => {
  it('reads what was typed as the E.164 prefixes it may stand for', () => {
    expect(mobilePrefixesFor(null, '+27')).toEqual([]);
    expect(mobilePrefixesFor('+27 82', '+1')).toEqual(['+2782']);
    expect(mobilePrefixesFor('082 5', '+27')).toEqual(['+27825']);
    expect(mobilePrefixesFor('0027 82', '+1')).toEqual(['+2782']);
    expect(mobilePrefixesFor('82', '+27')).toEqual(['+82', '+2782']);
    expect(mobilePrefixesFor('abc', '+27')).toEqual([]);
  });
});
