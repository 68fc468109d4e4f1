import { eq } from 'drizzle-orm';
import { auditRecords, dataFields, documents, signatories } from '../../db/schema.ts';
import { call, signUpVerifiedUser, type Session, type TestApp } from '../../../test/test-app.ts';
import { seedCast, seedPack, type SeedField } from '../../../test/seed-documents.ts';

/** The people and calls the signing tests share: Ann owns, Sam and Tia sign, Bob is elsewhere. */
export const signingKit = async (t: TestApp) => {
  const cast = await seedCast(t, 'Signing team');
  const sam = await signUpVerifiedUser(t, { full_name: 'Sam Signer' });
  const tia = await signUpVerifiedUser(t, { full_name: 'Tia Second' });

  /** A pack awaiting Sam's then Tia's signature (one signature and one text field each). */
  const pack = async (
    options: { sequential?: boolean; flags?: Record<string, boolean>; status?: 'setup' } = {},
  ) => {
    const fields: SeedField[] = [
      { type: 'signature', custom_id: 'sam_sig', signatory: 0 },
      { type: 'text', custom_id: 'sam_text', signatory: 0, y: 200 },
      { type: 'signature', custom_id: 'tia_sig', signatory: 1, y: 300 },
    ];
    const seeded = await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey: cast.annAccount,
      status: options.status ?? 'awaiting_signatures',
      flags: { sequential_signing: options.sequential ?? false, ...options.flags },
      signatories: [
        { name: 'Sam Signer', email: sam.email_address },
        { name: 'Tia Second', email: tia.email_address },
      ],
      children: [{ fields }, { fields: [] }],
    });
    const rows = await t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.document_key, seeded.childKeys[0]!));
    const field = (customId: string) => rows.find((r) => r.custom_id === customId)!.uuid;
    return { ...seeded, sam: seeded.signatoryUuids[0]!, tia: seeded.signatoryUuids[1]!, field };
  };

  /** A pack Ann sends to herself: one signature field, hers (what she must not be told about). */
  const ownPack = async () => {
    const seeded = await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey: cast.annAccount,
      name: 'Own pack',
      status: 'awaiting_signatures',
      signatories: [{ name: 'Ann Archer', email: cast.ann.email_address }],
      children: [{ fields: [{ type: 'signature', custom_id: 'a', signatory: 0 }] }],
    });
    const [field] = await t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.document_key, seeded.childKeys[0]!));
    return { ...seeded, ann: seeded.signatoryUuids[0]!, field: field!.uuid };
  };

  const submit = (session: Session, key: string, data: Record<string, unknown>, top = {}) =>
    call(t.app, 'POST', `/app/documents/${key}/add_update_signatory`, {
      session,
      body: { data, ...top },
    });

  const packRow = async (key: string) =>
    (await t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!;
  const signatoryRow = async (uuid: string) =>
    (await t.ctx.db.select().from(signatories).where(eq(signatories.uuid, uuid)))[0]!;
  const auditEvents = async (key: string) =>
    (await t.ctx.db.select().from(auditRecords).where(eq(auditRecords.document_key, key))).map(
      (r) => r.event,
    );
  const jobCount = async (name: string, key: string) =>
    (
      await t.ctx.database.executor.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and data->>'document_key' = $2`,
        [name, key],
      )
    ).rows[0] as { n: number };

  return { ...cast, sam, tia, pack, ownPack, submit, packRow, signatoryRow, auditEvents, jobCount };
};
