import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_SEND_MESSAGES, MAPPING_MESSAGES, MESSAGES } from '@quire/domain';
import { documentMappings, recipientDatas } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf, seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let template: string;
let document: string;
let source: string;
let bobSource: string;

const GET = (session: Session, key: string) =>
  call(t.app, 'GET', `/app/mappings/get_document_mapping/${key}`, { session });
const update = (session: Session, data: Record<string, unknown>) =>
  call(t.app, 'POST', '/app/mappings/update_document_mapping', { session, body: { data } });

const seedSource = async (session: Session, fieldNames: string[]) => {
  const key = newKey();
  await t.ctx.db.insert(recipientDatas).values({
    key,
    account_key: await accountKeyOf(t.ctx, session),
    created_by: session.user_key,
    description: 'Clients',
    field_names: fieldNames,
    field_types: fieldNames.map(() => 'text'),
  });
  return key;
};

const mapping = {
  data_fields: { amount: { column: 'Amount' } },
  signatories: { 'signer-1': { name: { column: 'Name' }, email: { column: 'Email' } } },
  cc_recipients: {},
  subject: { text: 'Your policy' },
};

beforeAll(async () => {
  const cast = await seedCast(t, 'Mapping team');
  ({ ann, bob } = cast);
  await setPermissions(t.ctx, ann.user_account_key, {
    document_permissions: { can_configure_mapping: true },
  });
  await setPermissions(t.ctx, bob.user_account_key, {
    document_permissions: { can_configure_mapping: true },
  });
  const seeded = (documentType: 'template' | 'document') =>
    seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: cast.annAccount,
      documentType,
      name: 'Policy',
      signatories: [{ name: '', email: null }],
      children: [
        {
          fields: [
            { custom_id: 'amount' },
            { custom_id: 'ref', data: 'R-1', x: 200 },
            { type: 'signature', custom_id: 'sig', signatory: 0, x: 300 },
          ],
        },
      ],
    });
  template = (await seeded('template')).key;
  document = (await seeded('document')).key;
  source = await seedSource(ann, ['Name', 'Email', 'Amount']);
  bobSource = await seedSource(bob, ['Name', 'Email', 'Amount']);
});

describe('document mapping', () => {
  it('answers an empty mapping with what the template asks for', async () => {
    const r = await GET(ann, template);
    expect(r.statusCode).toBe(200);
    const data = r.data.data as Record<string, unknown>;
    expect(data).toMatchObject({
      sources: [],
      mapping: { data_fields: {}, signatories: {}, cc_recipients: {} },
      saved: false,
      template: {
        data_fields: [
          { custom_id: 'amount', type: 'text', required: true },
          { custom_id: 'ref', type: 'text', required: true },
        ],
        signatories: [{ role: 'signer-1' }],
      },
    });
    expect((data.problems as { message: string }[]).map((p) => p.message)).toEqual([
      BULK_SEND_MESSAGES.nameRequired,
      BULK_SEND_MESSAGES.invalidEmail,
      BULK_SEND_MESSAGES.requiredFieldUnmapped('amount'),
    ]);
  });

  it('saves a mapping against a source and answers it with no problems left', async () => {
    const r = await update(ann, { entity_key: template, mapping, sources: [source] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.data).toMatchObject({
      saved: true,
      sources: [
        {
          recipient_data_key: source,
          description: 'Clients',
          field_names: ['Name', 'Email', 'Amount'],
        },
      ],
      problems: [],
    });
    const again = await GET(ann, template);
    expect((again.data.data as { mapping: unknown }).mapping).toEqual(mapping);
    const [row] = await t.ctx.db
      .select()
      .from(documentMappings)
      .where(eq(documentMappings.template_key, template));
    expect(row!.sources).toEqual([
      { recipient_data_key: source, field_names: ['Name', 'Email', 'Amount'] },
    ]);
    expect(row!.updated_by).toBe(ann.user_key);
  });

  it('refuses what the template or its sources do not have, keeping the saved mapping', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...mapping, data_fields: { nope: { text: '1' } } }, MAPPING_MESSAGES.unknownField('nope')],
      // A signature is the signer's to give, never a column's.
      [{ ...mapping, data_fields: { sig: { text: 'x' } } }, MAPPING_MESSAGES.unknownField('sig')],
      [{ ...mapping, signatories: { boss: {} } }, MAPPING_MESSAGES.unknownSigner('boss')],
      [{ ...mapping, cc_recipients: { x: {} } }, MAPPING_MESSAGES.unknownCopyRecipient('x')],
      [{ ...mapping, message: { column: 'Missing' } }, MAPPING_MESSAGES.unknownColumn('Missing')],
    ];
    for (const [m, message] of cases) {
      const r = await update(ann, { entity_key: template, mapping: m, sources: [source] });
      expect(r.statusCode).toBe(400);
      expect(r.data).toEqual({ success: false, message });
    }
    const bad = await update(ann, {
      entity_key: template,
      mapping: { data_fields: { amount: { formula: '=1' } } },
    });
    expect(bad.statusCode).toBe(400);
    const columns = await update(ann, { entity_key: template, mapping, sources: [] });
    expect(columns.data.message).toBe(MAPPING_MESSAGES.unknownColumn('Amount'));
    expect(((await GET(ann, template)).data.data as { mapping: unknown }).mapping).toEqual(mapping);
  });

  it('maps only templates', async () => {
    const r = await GET(ann, document);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(MAPPING_MESSAGES.notATemplate);
  });

  it("hides another workspace's template and source", async () => {
    expect((await GET(bob, template)).statusCode).toBe(404);
    const r = await update(bob, { entity_key: template, mapping, sources: [bobSource] });
    expect(r.statusCode).toBe(404);
    expect(r.data.message).toBe(MESSAGES.documentNotFound);
    const theirs = await update(ann, { entity_key: template, mapping, sources: [bobSource] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.data.message).toBe(MAPPING_MESSAGES.unknownSource);
  });

  it('needs can_configure_mapping', async () => {
    await setPermissions(t.ctx, ann.user_account_key, {});
    try {
      const r = await GET(ann, template);
      expect(r.statusCode).toBe(403);
      expect(r.data.message).toBe(MAPPING_MESSAGES.mayNotConfigure);
      expect((await update(ann, { entity_key: template, mapping })).statusCode).toBe(403);
    } finally {
      await setPermissions(t.ctx, ann.user_account_key, {
        document_permissions: { can_configure_mapping: true },
      });
    }
  });
});
