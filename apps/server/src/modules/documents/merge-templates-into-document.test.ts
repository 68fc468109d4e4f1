import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_SEND_MESSAGES, MESSAGES } from '@quire/domain';
import { blobs, dataFields, documents, signatories } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions, type SeedPack } from '../../../test/seed-documents.ts';

const t = useTestApp();
const MERGE = '/app/bulk_actions/document_actions/merge_templates_into_document';
let ann: Session;
let bob: Session;
let annAccount: string;
let bobAccount: string;

const merge = (session: Session, document_key: string, template_keys: unknown) =>
  call(t.app, 'POST', MERGE, { session, body: { document_key, template_keys } });

const children = (pack: string) =>
  t.ctx.db
    .select()
    .from(documents)
    .where(eq(documents.document_pack_key, pack))
    .orderBy(asc(documents.position));

const people = (pack: string) =>
  t.ctx.db
    .select()
    .from(signatories)
    .where(eq(signatories.document_key, pack))
    .orderBy(asc(signatories.position));

const seed = (
  session: Session,
  account: string,
  over: Omit<SeedPack, 'createdBy' | 'accountKey'>,
) => seedPack(t.ctx, { ...over, createdBy: session.user_key, accountKey: account });

beforeAll(async () => {
  const cast = await seedCast(t, 'Merge team');
  ({ ann, bob, annAccount, bobAccount } = cast);
});

describe('merge templates into a document', () => {
  it('appends the templates, merging their signers into the pack’s by role', async () => {
    const pack = await seed(ann, annAccount, {
      name: 'Onboarding',
      signatories: [{ name: 'Sid', email: 'sid@example.com' }],
      children: [{ fields: [{ custom_id: 'name', data: 'Sid', signatory: 0 }] }],
    });
    const first = await seed(ann, annAccount, {
      name: 'Policy',
      documentType: 'template',
      signatories: [{ name: '' }, { name: 'Tia', email: 'tia@example.com' }],
      children: [
        {
          pages: 2,
          fields: [
            { custom_id: 'name', signatory: 0 },
            { custom_id: 'amount', signatory: 1, x: 200 },
          ],
        },
      ],
    });
    const second = await seed(ann, annAccount, {
      name: 'Debit order',
      documentType: 'template',
      signatories: [{ name: 'Someone' }, { name: 'Tina' }],
      children: [{ fields: [{ type: 'signature', custom_id: 'sig', signatory: 1 }] }],
    });

    const r = await merge(ann, pack.key, [first.key, second.key]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toEqual({
      success: true,
      document_key: pack.key,
      message: BULK_SEND_MESSAGES.importingTemplates,
    });

    const kids = await children(pack.key);
    expect(kids.map((k) => [k.position, k.document_type, k.status])).toEqual([
      [0, 'document', 'setup'],
      [1, 'document', 'setup'],
      [2, 'document', 'setup'],
    ]);
    expect(kids[1]!.page_count).toBe(2);
    // Each appended child has its own copy of the PDF, owned by the pack's workspace.
    const files = await t.ctx.db
      .select()
      .from(blobs)
      .where(inArray(blobs.key, [kids[1]!.pdf_file_key!, kids[2]!.pdf_file_key!]));
    expect(files.map((f) => [f.document_key, f.account_key]).sort()).toEqual(
      [
        [kids[1]!.key, annAccount],
        [kids[2]!.key, annAccount],
      ].sort(),
    );

    const signers = await people(pack.key);
    expect(signers.map((s) => [s.role, s.name, s.position])).toEqual([
      ['signer-1', 'Sid', 0],
      ['signer-2', 'Tia', 1],
    ]);
    const [sid, tia] = signers;
    const fields = await t.ctx.db
      .select()
      .from(dataFields)
      .where(
        inArray(
          dataFields.document_key,
          kids.map((k) => k.key),
        ),
      );
    const byId = new Map(fields.map((f) => [f.custom_id, f]));
    // Field ids stay unique in the pack (§5): the template's 'name' becomes name_2.
    expect([...byId.keys()].sort()).toEqual(['amount', 'name', 'name_2', 'sig']);
    expect(byId.get('name_2')!.signatory_uuid).toBe(sid!.uuid);
    expect(byId.get('amount')!.signatory_uuid).toBe(tia!.uuid);
    expect(byId.get('sig')!.signatory_uuid).toBe(tia!.uuid);
    expect(byId.get('name')!.document_key).toBe(kids[0]!.key);

    // The templates are untouched.
    expect((await children(first.key)).length).toBe(1);
    expect((await people(second.key)).map((s) => s.name)).toEqual(['Someone', 'Tina']);
  });

  it('takes template_keys as the text of a JSON list too', async () => {
    const pack = await seed(ann, annAccount, { name: 'Pack' });
    const tpl = await seed(ann, annAccount, { name: 'T', documentType: 'template' });
    const r = await merge(ann, pack.key, JSON.stringify([tpl.key]));
    expect(r.statusCode, r.body).toBe(200);
    expect((await children(pack.key)).length).toBe(2);
  });

  it("says 'No templates selected' for an empty list", async () => {
    const pack = await seed(ann, annAccount, { name: 'Pack' });
    const r = await merge(ann, pack.key, []);
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message: 'No templates selected' });
  });

  it('refuses, changing nothing, a template the caller cannot see or that is not a template', async () => {
    const pack = await seed(ann, annAccount, { name: 'Pack' });
    const mine = await seed(ann, annAccount, { name: 'Mine', documentType: 'template' });
    const theirs = await seed(bob, bobAccount, { name: 'Theirs', documentType: 'template' });
    const plain = await seed(ann, annAccount, { name: 'Plain' });
    for (const keys of [[mine.key, theirs.key], [plain.key], ['unknown']]) {
      const r = await merge(ann, pack.key, keys);
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect((await children(pack.key)).length).toBe(1);
    // Nor may Bob merge into Ann's pack, even his own template.
    const intoAnn = await merge(bob, pack.key, [theirs.key]);
    expect(intoAnn.statusCode).toBe(404);
    expect((await children(pack.key)).length).toBe(1);
  });

  it('merges only into a pack in setup, and needs can_merge_templates', async () => {
    const sent = await seed(ann, annAccount, { name: 'Sent', status: 'awaiting_signatures' });
    const tpl = await seed(ann, annAccount, { name: 'T', documentType: 'template' });
    const r = await merge(ann, sent.key, [tpl.key]);
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(MESSAGES.notInSetup);

    const pack = await seed(ann, annAccount, { name: 'Pack' });
    await setPermissions(t.ctx, ann.user_account_key, { can_merge_templates: false });
    try {
      const refused = await merge(ann, pack.key, [tpl.key]);
      expect(refused.statusCode).toBe(403);
      expect((await children(pack.key)).length).toBe(1);
    } finally {
      await setPermissions(t.ctx, ann.user_account_key, {});
    }
  });
});
