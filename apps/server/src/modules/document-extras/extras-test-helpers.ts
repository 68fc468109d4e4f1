import { eq } from 'drizzle-orm';
import type { DocumentStatus } from '@quire/domain';
import { dataFields, documents } from '../../db/schema.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';
import { accountKeyOf, seedCast, seedPack } from '../../../test/seed-documents.ts';

/**
 * Ann's pack with two children and the fields the rule tests name: client_name (text, group
 * 'extras|details'), amount (text), agree (check) and a file field. Bob is of another workspace.
 */
export const seedExtrasCast = async (t: TestApp) => {
  const cast = await seedCast(t, 'Extras team');
  const packFor = async (session: Session, status: DocumentStatus = 'setup') => {
    const pack = await seedPack(t.ctx, {
      createdBy: session.user_key,
      accountKey: await accountKeyOf(t.ctx, session),
      name: 'Extras pack',
      status,
      children: [
        {
          fields: [
            { custom_id: 'client_name', data: 'Ann' },
            { custom_id: 'amount', data: '150' },
            { type: 'check', custom_id: 'agree', data: 'unchecked' },
          ],
        },
        { fields: [{ type: 'file', custom_id: 'proof' }] },
      ],
    });
    const rows = await t.ctx.db.select().from(dataFields);
    const byId = new Map(rows.map((r) => [r.custom_id, r]));
    await t.ctx.db
      .update(dataFields)
      .set({ properties: { field_group: 'extras|details' } })
      .where(eq(dataFields.uuid, byId.get('client_name')!.uuid));
    return { ...pack, fieldUuids: Object.fromEntries(rows.map((r) => [r.custom_id, r.uuid])) };
  };
  return { ...cast, packFor };
};

export const setPackStatus = async (t: TestApp, key: string, status: DocumentStatus) => {
  await t.ctx.db.update(documents).set({ status }).where(eq(documents.key, key));
};

export const packDateUpdated = async (t: TestApp, key: string): Promise<number> => {
  const [row] = await t.ctx.db.select().from(documents).where(eq(documents.key, key));
  return row!.date_updated.getTime();
};

export { call };
