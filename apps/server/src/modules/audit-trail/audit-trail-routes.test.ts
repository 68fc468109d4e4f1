// @postgres: two tabs at once recorded once.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import {
  AUDIT_MESSAGES,
  HEADERS,
  MESSAGES,
  type AuditRecord,
  type DocumentDto,
} from '@quire/domain';
import { userAccounts, users } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';
import { statusFixtures } from '../request-signatures/status-fixtures.ts';
import { uploadPdf } from '../uploads/upload-test-helpers.ts';
import { findAuditRecords, toAuditRecord } from './audit-record-repository.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let carol: Session;
let annAccount: string;
let teamAccount: string;
let carolMembership: string;
let annInTeam: string;
let annEmail: string;
const asCarol = () => ({ session: carol, headers: { [HEADERS.userAccountKey]: carolMembership } });
const asAnnInTeam = () => ({ session: ann, headers: { [HEADERS.userAccountKey]: annInTeam } });
const fixtures = statusFixtures(t, () => ({ ann, annAccount }));
const from = (ip: string, agent: string) => ({
  session: ann,
  remoteAddress: ip,
  headers: { 'user-agent': agent },
});

const chainOf = async (packKey: string) =>
  (await findAuditRecords(t.ctx.db, packKey)).map(toAuditRecord);
const trail = (key: string, options: object = { session: ann }, query = '') =>
  call(t.app, 'GET', `/app/audit_trail/${key}${query}`, options);
const recordsOf = (r: { data: Record<string, unknown> }) => r.data.audit_records as AuditRecord[];
const opened = (key: string, options: object = { session: ann }) =>
  call(t.app, 'POST', `/app/documents/${key}/audit_document_opened_event`, options);
const sentPack = async () => {
  const pack = await fixtures.readyPack();
  expect((await fixtures.request(pack.key)).statusCode).toBe(200);
  return pack;
};

beforeAll(async () => {
  ({ ann, bob, carol, annAccount, teamAccount, carolMembership } = await seedCast(t, 'Audit'));
  const [membership] = await t.ctx.db
    .select({ key: userAccounts.key })
    .from(userAccounts)
    .where(and(eq(userAccounts.user_key, ann.user_key), eq(userAccounts.account_key, teamAccount)));
  annInTeam = membership!.key;
  const [user] = await t.ctx.db
    .select({ email: users.email_address })
    .from(users)
    .where(eq(users.key, ann.user_key));
  annEmail = user!.email;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('events recorded by the pack’s life', () => {
  it("records 'created' when an upload makes a pack, with the file's SHA-256", async () => {
    const up = await uploadPdf(t, ann, await makeSamplePdf({ pages: 1 }), {
      filename: 'Offer.pdf',
    });
    const packKey = (up.data.document as DocumentDto).key;
    const [created, ...rest] = await chainOf(packKey);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      seq: 1,
      event: 'created',
      actor_user_key: ann.user_key,
      actor_name: 'Ann Archer',
      actor_email: annEmail,
      ip_address: '127.0.0.1',
      details: { document_name: 'Offer', filename: 'Offer.pdf' },
    });
    expect(created!.details.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("records 'created' for a copy, naming its source", async () => {
    const source = await fixtures.readyPack();
    const r = await call(t.app, 'GET', `/app/documents/${source.key}/create_a_copy`, {
      session: ann,
    });
    const copyKey = (r.data.document as DocumentDto).key;
    expect(await chainOf(copyKey)).toMatchObject([
      { event: 'created', actor_user_key: ann.user_key, details: { copied_from: [source.key] } },
    ]);
  });

  it("records 'sent' and 'reverted' with the request's address and user agent", async () => {
    const pack = await fixtures.readyPack();
    expect((await fixtures.request(pack.key, from('203.0.113.5', 'Browser/1'))).statusCode).toBe(
      200,
    );
    expect((await fixtures.revert(pack.key, from('198.51.100.7', 'Browser/2'))).statusCode).toBe(
      200,
    );
    expect(await chainOf(pack.key)).toMatchObject([
      { seq: 1, event: 'sent', ip_address: '203.0.113.5', user_agent: 'Browser/1' },
      {
        seq: 2,
        event: 'reverted',
        ip_address: '198.51.100.7',
        user_agent: 'Browser/2',
        details: { from: 'awaiting_signatures' },
      },
    ]);
  });

  it('records nothing when the change is refused', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    expect((await fixtures.request(pack.key)).statusCode).toBe(400);
    expect(await chainOf(pack.key)).toEqual([]);
  });
});

describe('GET /app/audit_trail/{key}', () => {
  it('answers the verified chain to team members once signatures are requested', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: teamAccount,
      status: 'awaiting_signatures',
    });
    await opened(pack.key, asAnnInTeam());
    for (const [who, key] of [
      [asAnnInTeam(), pack.key],
      [asCarol(), pack.key],
      [asAnnInTeam(), pack.childKeys[0]!],
    ] as const) {
      const r = await trail(key, who);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.data).toMatchObject({ success: true, chain_valid: true });
      expect(recordsOf(r).map((x) => [x.seq, x.event, x.document_key])).toEqual([
        [1, 'opened', pack.key],
      ]);
    }
  });

  it('refuses in setup (403) and outside the team (403 for a viewer, 404 elsewhere)', async () => {
    const pack = await fixtures.readyPack({ viewers: [bob.user_key] });
    expect(await trail(pack.key)).toMatchObject({
      statusCode: 403,
      data: { success: false, message: AUDIT_MESSAGES.notVisibleInSetup },
    });
    await fixtures.request(pack.key);
    expect((await trail(pack.key)).statusCode).toBe(200);
    expect(await trail(pack.key, { session: bob })).toMatchObject({
      statusCode: 403,
      data: { message: MESSAGES.notAuthorized },
    });
    const hidden = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
    });
    expect(await trail(hidden.key, { session: bob })).toMatchObject({
      statusCode: 404,
      data: { message: MESSAGES.documentNotFound },
    });
    expect((await trail('no-such-key')).statusCode).toBe(404);
  });

  it('answers only the records since the given time, and refuses a bad one', async () => {
    const pack = await sentPack();
    const [sent] = await chainOf(pack.key);
    await new Promise((r) => setTimeout(r, 5));
    await opened(pack.key);
    const all = recordsOf(await trail(pack.key));
    expect(all.map((r) => r.event)).toEqual(['sent', 'opened']);
    const later = await trail(pack.key, { session: ann }, `?since=${all[1]!.date_created}`);
    expect(recordsOf(later).map((r) => r.event)).toEqual(['opened']);
    expect(later.data.chain_valid).toBe(true);
    const inclusive = await trail(pack.key, { session: ann }, `?since=${sent!.date_created}`);
    expect(recordsOf(inclusive)).toHaveLength(2);
    expect(
      recordsOf(await trail(pack.key, { session: ann }, '?since=2999-01-01T00:00:00Z')),
    ).toEqual([]);
    expect(await trail(pack.key, { session: ann }, '?since=yesterday')).toMatchObject({
      statusCode: 400,
      data: { message: AUDIT_MESSAGES.invalidSince },
    });
  });
});

describe('POST …/audit_document_opened_event', () => {
  it('records once per person and document in ten minutes', async () => {
    const pack = await sentPack();
    expect((await opened(pack.key, from('203.0.113.8', 'Phone/3'))).data.recorded).toBe(true);
    expect((await opened(pack.key)).data.recorded).toBe(false);
    expect((await opened(pack.childKeys[0]!)).data.recorded).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect((await opened(pack.key)).data.recorded).toBe(false);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await opened(pack.key)).data.recorded).toBe(true);
    vi.useRealTimers();
    const records = await chainOf(pack.key);
    expect(records.map((r) => [r.event, r.child_document_key])).toEqual([
      ['sent', null],
      ['opened', null],
      ['opened', pack.childKeys[0]],
      ['opened', null],
    ]);
    expect(records[1]).toMatchObject({ ip_address: '203.0.113.8', user_agent: 'Phone/3' });
  });

  it('records two people separately and two tabs at once only once', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: teamAccount,
      status: 'awaiting_signatures',
    });
    const answers = await Promise.all([
      opened(pack.key, asAnnInTeam()),
      opened(pack.key, asAnnInTeam()),
      opened(pack.key, asCarol()),
    ]);
    expect(answers.map((a) => a.data.recorded).sort()).toEqual([false, true, true]);
    expect((await chainOf(pack.key)).map((r) => r.actor_user_key).sort()).toEqual(
      [ann.user_key, carol.user_key].sort(),
    );
  });

  it('records nothing in setup and answers 404 to another workspace', async () => {
    const pack = await fixtures.readyPack();
    expect(await opened(pack.key)).toMatchObject({ statusCode: 200, data: { recorded: false } });
    await fixtures.request(pack.key);
    expect((await opened(pack.key, { session: bob })).statusCode).toBe(404);
    expect((await opened(pack.key, { session: ann, omitXsrf: true })).statusCode).toBe(403);
    expect((await chainOf(pack.key)).map((r) => r.event)).toEqual(['sent']);
  });
});
