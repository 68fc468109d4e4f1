import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGES, MESSAGES } from '@quire/domain';
import { documents } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let annAccount: string;

beforeAll(async () => {
  ({ ann, bob, annAccount } = await seedCast(t, 'Team'));
});

const update = (key: string, data: Record<string, unknown>, session: Session = ann) =>
  call(t.app, 'POST', `/app/documents/${key}/update_document`, { session, body: { data } });
const formatsOf = async (keys: string[]) =>
  (await t.ctx.db.select().from(documents).where(inArray(documents.key, keys))).map(
    (r) => r.date_format,
  );

describe("the pack's date format (update_document date_format)", () => {
  it('defaults to yyyy-mm-dd and is set on the pack and its children from any of their keys', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      children: [{}, {}],
    });
    const all = [pack.key, ...pack.childKeys];
    const view = await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: ann });
    expect((view.data.document as { date_format: string }).date_format).toBe('yyyy-mm-dd');

    const r = await update(pack.childKeys[1]!, { date_format: 'dd/mm/yyyy' });
    expect(r.statusCode, r.body).toBe(200);
    expect(await formatsOf(all)).toEqual(['dd/mm/yyyy', 'dd/mm/yyyy', 'dd/mm/yyyy']);
    expect((await update(pack.key, { date_format: 'd mmmm yyyy' })).statusCode).toBe(200);
    const child = await call(t.app, 'GET', `/app/documents/${pack.childKeys[0]}`, { session: ann });
    expect((child.data.document as { date_format: string }).date_format).toBe('d mmmm yyyy');
  });

  it('refuses an unknown format with 400 and changes nothing', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    for (const bad of ['dd.mm.yy', '', 42, null]) {
      const r = await update(pack.key, { date_format: bad, document_name: 'Renamed' });
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toBe(DATE_FORMAT_MESSAGES.unknownFormat);
    }
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.key, pack.key));
    expect(row).toMatchObject({ date_format: 'yyyy-mm-dd', document_name: 'Seeded pack' });
  });

  it('is changed only in setup, only by the team', async () => {
    const sent = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
    });
    const late = await update(sent.key, { date_format: 'mm/dd/yyyy' });
    expect(late.statusCode).toBe(409);
    expect(late.data.message).toBe(MESSAGES.notInSetup);
    const mine = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    expect((await update(mine.key, { date_format: 'mm/dd/yyyy' }, bob)).statusCode).toBe(404);
    expect(await formatsOf([sent.key, mine.key])).toEqual(['yyyy-mm-dd', 'yyyy-mm-dd']);
  });
});
