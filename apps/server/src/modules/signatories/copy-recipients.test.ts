import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, type CopyRecipient, type DocumentDto } from '@quire/domain';
import { copyRecipients } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let carol: Session;
let annAccount: string;
let carolMembership: string;

const put = (s: Session, key: string, data: unknown, headers = {}) =>
  call(t.app, 'POST', `/app/documents/${key}/copy_recipients`, {
    session: s,
    body: { data },
    headers,
  });
const rowsOf = (key: string) =>
  t.ctx.db.select().from(copyRecipients).where(eq(copyRecipients.document_key, key));

beforeAll(async () => {
  ({ ann, carol, annAccount, carolMembership } = await seedCast(t, 'Copies team'));
});

describe('copy_recipients', () => {
  it('replaces the list in order, normalising numbers, and the document answers it', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const first = await put(ann, pack.key, [
      { uuid: 'cc-1', name: 'Sam', email: 'sam@example.com' },
      { name: 'Tess', mobile_number: '(212) 555-0123' },
    ]);
    expect(first.data).toMatchObject({ success: true, message: 'Copy recipients saved.' });
    const saved = first.data.copy_recipients as CopyRecipient[];
    expect(saved.map((c) => [c.name, c.email, c.mobile_number])).toEqual([
      ['Sam', 'sam@example.com', null],
      ['Tess', null, '+12125550123'],
    ]);
    expect(saved[0]!.uuid).toBe('cc-1');
    expect(saved[1]!.uuid).toMatch(/.{10,}/);

    const second = await put(ann, pack.key, [
      { uuid: 'cc-1', name: 'Sam S', email: 'sam@example.com' },
    ]);
    expect((second.data.copy_recipients as CopyRecipient[]).map((c) => c.name)).toEqual(['Sam S']);
    expect(await rowsOf(pack.key)).toHaveLength(1);
    const doc = (await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: ann })).data
      .document as DocumentDto;
    expect(doc.copy_recipients).toEqual([
      { uuid: 'cc-1', name: 'Sam S', email: 'sam@example.com', mobile_number: null },
    ]);
    expect((await put(ann, pack.key, [])).data.copy_recipients).toEqual([]);
    expect(await rowsOf(pack.key)).toHaveLength(0);
  });

  it("gives a uuid another pack uses a fresh one instead of taking the other's row", async () => {
    const a = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const b = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    await put(ann, a.key, [{ uuid: 'cc-shared', name: 'Uma', email: 'uma@example.com' }]);
    const r = await put(ann, b.key, [{ uuid: 'cc-shared', name: 'Vic', email: 'vic@example.com' }]);
    expect(r.statusCode).toBe(200);
    expect((r.data.copy_recipients as CopyRecipient[])[0]!.uuid).not.toBe('cc-shared');
    expect((await rowsOf(a.key)).map((c) => c.name)).toEqual(['Uma']);
  });

  it('refuses bad entries with their messages and keeps the old list', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    await put(ann, pack.key, [{ name: 'Wes', email: 'wes@example.com' }]);
    const cases: [unknown[], string][] = [
      [[{ name: 'Bad', email: 'bad@' }], 'Please enter a valid email.'],
      [[{ name: 'Bad', mobile_number: '12ab' }], 'Not a valid mobile'],
      [[{ name: 'Nobody' }], 'A copy recipient needs an email address or a mobile number.'],
      [
        [
          { uuid: 'dup', name: 'A', email: 'a@example.com' },
          { uuid: 'dup', name: 'B', email: 'b@example.com' },
        ],
        'The same copy recipient was sent twice.',
      ],
    ];
    for (const [data, message] of cases) {
      const r = await put(ann, pack.key, data);
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toBe(message);
    }
    expect((await put(ann, pack.key, { name: 'not a list' })).statusCode).toBe(400);
    expect((await rowsOf(pack.key)).map((c) => c.name)).toEqual(['Wes']);
  });

  it('answers 409 outside setup and 404 to another workspace', async () => {
    const live = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'complete',
    });
    const r = await put(ann, live.key, [{ name: 'X', email: 'x@example.com' }]);
    expect(r.statusCode).toBe(409);
    const mine = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    for (const data of [[{ name: 'X', email: 'x@example.com' }], {}]) {
      const other = await put(carol, mine.key, data, { [HEADERS.userAccountKey]: carolMembership });
      expect(other.statusCode).toBe(404);
      expect(other.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect(await rowsOf(mine.key)).toHaveLength(0);
  });
});
