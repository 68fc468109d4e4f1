import { and, eq } from 'drizzle-orm';
import { dataFields, documents } from '../../db/schema.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';
import { seedPack, type SeedPack } from '../../../test/seed-documents.ts';

/** The calls and rows the request-signatures tests share, bound to a test app and its Ann. */
export const statusFixtures = (t: TestApp, who: () => { ann: Session; annAccount: string }) => {
  const update = (key: string, data: Record<string, unknown>, as?: object) =>
    call(
      t.app,
      'POST',
      `/app/documents/${key}/update_document?request_signatures_if_required=true`,
      {
        ...(as ?? { session: who().ann }),
        body: { data },
      },
    );
  /** A pack ready to send: one signer with signature, initial and a filled text field. */
  const readyPack = (over: Partial<SeedPack> = {}) =>
    seedPack(t.ctx, {
      createdBy: who().ann.user_key,
      accountKey: who().annAccount,
      name: 'Lease',
      signatories: [{ name: 'Sid Signer', email: 'sid@example.com' }],
      children: [
        {
          fields: [
            { type: 'signature', custom_id: 'signature_1', signatory: 0 },
            { type: 'initial', custom_id: 'initial_1', signatory: 0, y: 300 },
            { type: 'text', custom_id: 'text_1', signatory: 0, data: 'kept', y: 400 },
          ],
        },
      ],
      ...over,
    });
  return {
    update,
    request: (key: string, as?: object) =>
      update(key, { update_status_to: 'awaiting_signatures' }, as),
    revert: (key: string, as?: object) => update(key, { update_status_to: 'setup' }, as),
    readyPack,
    statusOf: async (key: string) =>
      (await t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!.status,
    fieldsOf: (childKey: string) =>
      t.ctx.db.select().from(dataFields).where(eq(dataFields.document_key, childKey)),
    setField: (childKey: string, customId: string, set: Partial<typeof dataFields.$inferInsert>) =>
      t.ctx.db
        .update(dataFields)
        .set(set)
        .where(and(eq(dataFields.custom_id, customId), eq(dataFields.document_key, childKey))),
  };
};
