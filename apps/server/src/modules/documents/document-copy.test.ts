import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, type DocumentDto } from '@quire/domain';
import { pdfPageCount } from '@quire/pdf/merge-pdfs';
import { blobs, documents } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf, seedPack, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let annAccount: string;
let bobAccount: string;
let team: { account: string; membership: string };
const BULK = '/app/bulk_actions/document_actions';

const row = async (key: string) =>
  (await t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0];

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  bob = await signUpVerifiedUser(t, { full_name: 'Bob Baker' });
  annAccount = await accountKeyOf(t.ctx, ann);
  bobAccount = await accountKeyOf(t.ctx, bob);
  const created = await call(t.app, 'POST', '/app/accounts', {
    session: ann,
    body: { data: { name: 'Team' } },
  });
  const data = created.data.data as { account: { key: string }; user_account: { key: string } };
  team = { account: data.account.key, membership: data.user_account.key };
});

describe('merge', () => {
  it('makes a new pack of copies of every child, with its own files', async () => {
    const a = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Alpha',
      children: [
        { pages: 2, fields: [{ custom_id: 'name', data: 'Ann', signatory: 0 }] },
        { pages: 1 },
      ],
      signatories: [{ name: 'Sid', email: 'sid@example.com' }],
    });
    const b = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Beta',
      children: [{ pages: 3 }],
    });
    const r = await call(t.app, 'POST', `${BULK}/merge_multiple_documents`, {
      session: ann,
      body: { document_keys: [a.key, b.key] },
    });
    expect(r.data).toMatchObject({ success: true, message: MESSAGES.documentsMerged });
    const key = r.data.document_key as string;
    const merged = (
      await call(t.app, 'GET', `/app/documents/${key}?include_child_document_data_fields=true`, {
        session: ann,
      })
    ).data.document as DocumentDto & {
      child_documents: {
        key: string;
        page_count: number;
        data_fields: { signatory_uuid: string }[];
      }[];
    };
    expect(merged.document_name).toBe('Alpha + Beta');
    expect(merged.child_documents.map((c) => c.page_count)).toEqual([2, 1, 3]);
    expect(merged.signatories.map((s) => s.name)).toEqual(['Sid']);
    expect(merged.child_documents[0]!.data_fields[0]!.signatory_uuid).toBe(
      merged.signatories[0]!.uuid,
    );

    const pdf = await call(t.app, 'GET', `/app/serve/${key}`, { session: ann });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfPageCount(pdf.rawPayload)).toBe(6);

    const newKeys = merged.child_documents.map((c) => c.key);
    const copies = await t.ctx.db.select().from(blobs).where(inArray(blobs.document_key, newKeys));
    const originals = await t.ctx.db
      .select()
      .from(blobs)
      .where(inArray(blobs.document_key, [...a.childKeys, ...b.childKeys]));
    expect(copies).toHaveLength(3);
    expect(copies.map((c) => c.object_key)).not.toContain(originals[0]!.object_key);
  });

  it('needs two packs the user can see', async () => {
    const a = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const bobs = await seedPack(t.ctx, { createdBy: bob.user_key, accountKey: bobAccount });
    const one = await call(t.app, 'POST', `${BULK}/merge_multiple_documents`, {
      session: ann,
      body: { document_keys: [a.key] },
    });
    expect(one.data).toEqual({
      success: false,
      message: 'Cannot merge less than two documents into new document',
    });
    const foreign = await call(t.app, 'POST', `${BULK}/merge_multiple_documents`, {
      session: ann,
      body: { document_keys: [a.key, bobs.key] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.message).toBe(MESSAGES.documentNotFound);
  });
});

describe('copies', () => {
  it('copies what the user may copy and says when some were left out', async () => {
    const mine = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Copy me',
    });
    const bobs = await seedPack(t.ctx, { createdBy: bob.user_key, accountKey: bobAccount });
    const r = await call(t.app, 'POST', `${BULK}/copy_multiple_documents`, {
      session: ann,
      body: { document_keys: [mine.key, bobs.key] },
    });
    expect(r.data).toEqual({ success: true, partial: true, message: MESSAGES.someDocumentsCopied });
    const full = await call(t.app, 'POST', `${BULK}/copy_multiple_documents`, {
      session: ann,
      body: { document_keys: [mine.key] },
    });
    expect(full.data).toEqual({ success: true, partial: false, message: MESSAGES.documentsCopied });
    const list = (
      await call(t.app, 'GET', '/app/search/documents?search_query=copy%20me', { session: ann })
    ).data.search_documents as DocumentDto[];
    expect(list.map((d) => d.document_name).sort()).toEqual([
      'Copy me',
      'Copy me (copy)',
      'Copy me (copy)',
    ]);

    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_create_document_copies: false },
    });
    const refused = await call(t.app, 'POST', `${BULK}/copy_multiple_documents`, {
      session: ann,
      body: { document_keys: [mine.key] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(MESSAGES.mayNotCopy);
    await setPermissions(t.ctx, ann.user_account_key, {});
  });

  it('moves and copies between the user own workspaces only', async () => {
    const mover = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Mover',
    });
    const move = await call(t.app, 'POST', '/app/copy_move_documents', {
      session: ann,
      body: { data: { document_keys: [mover.key], action: 'move', to_account_key: team.account } },
    });
    expect(move.data).toEqual({ success: true, message: 'Document moved.' });
    expect((await row(mover.key))!.account_key).toBe(team.account);
    expect((await row(mover.childKeys[0]!))!.account_key).toBe(team.account);
    const inTeam = (
      await call(t.app, 'GET', '/app/documents', {
        session: ann,
        headers: { [HEADERS.userAccountKey]: team.membership },
      })
    ).data.documents as DocumentDto[];
    expect(inTeam.map((d) => d.key)).toContain(mover.key);

    const copier = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Copier',
    });
    const copy = await call(t.app, 'POST', '/app/copy_move_documents', {
      session: ann,
      body: { data: { document_keys: [copier.key], action: 'copy', to_account_key: team.account } },
    });
    expect(copy.data).toEqual({ success: true, message: MESSAGES.documentsCopied });
    expect((await row(copier.key))!.account_key).toBe(annAccount);

    const theft = await call(t.app, 'POST', '/app/copy_move_documents', {
      session: ann,
      body: { data: { document_keys: [copier.key], action: 'move', to_account_key: bobAccount } },
    });
    expect(theft.statusCode).toBe(404);
    expect(theft.data.message).toBe(MESSAGES.workspaceNotFound);
    expect((await row(copier.key))!.account_key).toBe(annAccount);

    await setPermissions(t.ctx, ann.user_account_key, { can_move_documents: false });
    const refused = await call(t.app, 'POST', '/app/copy_move_documents', {
      session: ann,
      body: { data: { document_keys: [copier.key], action: 'move', to_account_key: team.account } },
    });
    expect(refused.data).toEqual({ success: false, message: MESSAGES.noneMoved });
    await setPermissions(t.ctx, ann.user_account_key, {});
  });
});

describe('templates', () => {
  it('converts to a template, copies one into a document, and opens one from a link', async () => {
    const doc = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Standard NDA',
    });
    const conv = await call(t.app, 'GET', `/app/documents/${doc.key}/convert_to_template`, {
      session: ann,
    });
    const template = conv.data.document as DocumentDto;
    expect(conv.data).toMatchObject({ success: true, message: MESSAGES.convertedToTemplate });
    expect(template).toMatchObject({
      document_type: 'template',
      document_name: 'Standard NDA',
      status: 'setup',
    });
    expect((await row(doc.key))!.document_type).toBe('document');

    const made = await call(
      t.app,
      'GET',
      `/app/documents/${template.key}/create_a_copy?template_to_document=true`,
      { session: ann },
    );
    expect(made.data.document).toMatchObject({
      document_type: 'document',
      from_template_key: template.key,
    });
    const notTemplate = await call(
      t.app,
      'GET',
      `/app/documents/${doc.key}/create_a_copy?template_to_document=true`,
      { session: ann },
    );
    expect(notTemplate.data.message).toBe(MESSAGES.notATemplate);

    const link = await call(
      t.app,
      'GET',
      `/document_from_template/${template.key}?document_name=Signed%20NDA%20Bob`,
      { session: ann },
    );
    expect(link.statusCode).toBe(302);
    const match = /^\/#documents\/([^/]+)\/from_template$/.exec(link.headers.location as string);
    expect(match).not.toBeNull();
    expect(await row(match![1]!)).toMatchObject({
      document_name: 'Signed NDA Bob',
      from_template_key: template.key,
    });
    const anonymous = await call(t.app, 'GET', `/document_from_template/${template.key}`);
    expect(anonymous.headers.location).toBe('/#login');
  });
});
