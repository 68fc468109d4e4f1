import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, type DocumentDto } from '@quire/domain';
import { blobs, documents } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let carol: Session;
let annAccount: string;
let bobAccount: string;
let teamAccount: string;
let carolMembership: string;
const asCarol = () => ({ session: carol, headers: { [HEADERS.userAccountKey]: carolMembership } });

const row = async (key: string) =>
  (await t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0];
const searchNames = async (s: Session, q: string) =>
  (
    (await call(t.app, 'GET', `/app/search/documents?search_query=${q}`, { session: s })).data
      .search_documents as DocumentDto[]
  ).map((d) => d.document_name);

beforeAll(async () => {
  ({ ann, bob, carol, annAccount, bobAccount, teamAccount, carolMembership } = await seedCast(
    t,
    'Team',
  ));
});

describe('setup edits', () => {
  it('updates a pack in setup: fields, flags over the defaults, search text', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Draft',
    });
    const r = await call(t.app, 'POST', `/app/documents/${pack.key}/update_document`, {
      session: ann,
      body: {
        data: {
          document_name: 'Tenancy renewal',
          sequential_signing: true,
          subject: 'Please sign',
        },
      },
    });
    expect(r.data).toMatchObject({ success: true, message: 'updated' });
    expect(typeof r.data.date_updated).toBe('string');
    const doc = (await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: ann })).data
      .document as DocumentDto;
    expect(doc).toMatchObject({
      document_name: 'Tenancy renewal',
      subject: 'Please sign',
      sequential_signing: true,
      use_signing_wizard: true,
      use_two_factor_authentication: false,
    });
    expect(await searchNames(ann, 'renewal')).toEqual(['Tenancy renewal']);

    const child = await call(t.app, 'POST', `/app/documents/${pack.childKeys[0]}/update_document`, {
      session: ann,
      body: { data: { document_name: 'Schedule Zebra' } },
    });
    expect(child.statusCode).toBe(200);
    expect(await searchNames(ann, 'zebra')).toEqual(['Tenancy renewal']);

    const empty = await call(t.app, 'POST', `/app/documents/${pack.key}/update_document`, {
      session: ann,
      body: { data: { document_name: ' ' } },
    });
    expect(empty.data).toEqual({
      success: false,
      message: 'Please insert a name for your document',
    });
  });

  it('refuses edits outside setup and by people outside the team', async () => {
    const done = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'complete',
    });
    const r = await call(t.app, 'POST', `/app/documents/${done.key}/update_document`, {
      session: ann,
      body: { data: { subject: 'x' } },
    });
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(MESSAGES.notInSetup);
    const viewed = await seedPack(t.ctx, {
      createdBy: bob.user_key,
      accountKey: bobAccount,
      viewers: [ann.user_key],
    });
    const v = await call(t.app, 'POST', `/app/documents/${viewed.key}/update_document`, {
      session: ann,
      body: { data: { subject: 'x' } },
    });
    expect(v.statusCode).toBe(403);
    expect((await row(viewed.key))!.subject).toBeNull();
  });

  it('reorders children, refusing a list that is not exactly the children', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      children: [{ name: 'A.pdf' }, { name: 'B.pdf' }, { name: 'C.pdf' }],
    });
    const reversed = [...pack.childKeys].reverse();
    const r = await call(t.app, 'POST', `/app/documents/${pack.key}/reorder_child_documents`, {
      session: ann,
      body: { child_document_keys: reversed },
    });
    expect((r.data.document as DocumentDto).child_documents.map((c) => c.document_name)).toEqual([
      'C.pdf',
      'B.pdf',
      'A.pdf',
    ]);
    const bad = await call(t.app, 'POST', `/app/documents/${pack.key}/reorder_child_documents`, {
      session: ann,
      body: { child_document_keys: reversed.slice(1) },
    });
    expect(bad.data).toEqual({ success: false, message: MESSAGES.childOrderInvalid });
  });
});

describe('delete, recover, delete for good', () => {
  it('trashes a pack, recovers it, and deletes it for good with its files', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Lifecycle',
    });
    const early = await call(
      t.app,
      'DELETE',
      `/app/document_actions/${pack.key}/permanently_delete_document`,
      { session: ann },
    );
    expect(early.data).toEqual({ success: false, message: MESSAGES.onlyPacksPermanentlyDeleted });

    const forged = await call(t.app, 'GET', `/app/documents/${pack.key}/delete_document`, {
      session: ann,
      omitXsrf: true,
    });
    expect(forged.data).toEqual({ success: false, message: MESSAGES.xsrfInvalid });
    expect((await row(pack.key))!.is_deleted).toBe(false);

    const del = await call(t.app, 'GET', `/app/documents/${pack.key}/delete_document`, {
      session: ann,
    });
    expect(del.data).toEqual({ success: true, message: MESSAGES.documentDeleted });
    expect((await row(pack.key))!.is_deleted).toBe(true);
    const rec = await call(t.app, 'GET', `/app/documents/${pack.key}/recover_document`, {
      session: ann,
    });
    expect(rec.data).toEqual({ success: true, message: MESSAGES.documentRecovered });
    expect((await row(pack.key))!.is_deleted).toBe(false);
    const again = await call(t.app, 'GET', `/app/documents/${pack.key}/recover_document`, {
      session: ann,
    });
    expect(again.data.message).toBe(MESSAGES.notInTrash);

    await call(t.app, 'GET', `/app/documents/${pack.key}/delete_document`, { session: ann });
    const [blob] = await t.ctx.db
      .select()
      .from(blobs)
      .where(eq(blobs.document_key, pack.childKeys[0]!));
    expect(await t.ctx.blobStore.exists(blob!.object_key)).toBe(true);
    const child = await call(
      t.app,
      'DELETE',
      `/app/document_actions/${pack.childKeys[0]}/permanently_delete_document`,
      { session: ann },
    );
    expect(child.statusCode).toBe(400);
    const gone = await call(
      t.app,
      'DELETE',
      `/app/document_actions/${pack.key}/permanently_delete_document`,
      { session: ann },
    );
    expect(gone.data).toEqual({ success: true, message: MESSAGES.documentPermanentlyDeleted });
    expect(await row(pack.key)).toBeUndefined();
    expect(await row(pack.childKeys[0]!)).toBeUndefined();
    expect(await t.ctx.blobStore.exists(blob!.object_key)).toBe(false);
    const after = await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: ann });
    expect(after.data).toEqual({ success: false, message: MESSAGES.documentNotFound });
  });

  it('removes a child from its pack in setup, but never the last one', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      children: [{ name: 'Keep.pdf' }, { name: 'Drop.pdf' }],
    });
    const r = await call(t.app, 'GET', `/app/documents/${pack.childKeys[1]}/delete_document`, {
      session: ann,
    });
    expect(r.data).toEqual({ success: true, message: MESSAGES.childDocumentDeleted });
    expect(await row(pack.childKeys[1]!)).toBeUndefined();
    const last = await call(t.app, 'GET', `/app/documents/${pack.childKeys[0]}/delete_document`, {
      session: ann,
    });
    expect(last.data).toEqual({ success: false, message: MESSAGES.lastChildDocument });
  });

  it('refuses deletion without the permissions (§6)', async () => {
    const shared = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: teamAccount,
      name: 'Ann shared',
    });
    const own = await seedPack(t.ctx, {
      createdBy: carol.user_key,
      accountKey: teamAccount,
      name: 'Carol own',
    });
    await setPermissions(t.ctx, carolMembership, { can_delete_other_users_documents: false });
    const r = await call(t.app, 'GET', `/app/documents/${shared.key}/delete_document`, asCarol());
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(MESSAGES.mayNotDelete);
    await setPermissions(t.ctx, carolMembership, { can_delete_documents: false });
    const o = await call(t.app, 'GET', `/app/documents/${own.key}/delete_document`, asCarol());
    expect(o.data.message).toBe(MESSAGES.mayNotDelete);
    expect((await row(own.key))!.is_deleted).toBe(false);
    await setPermissions(t.ctx, carolMembership, {});
  });
});

describe('bulk delete and recover', () => {
  it('skips what the user may not touch and warns with the spec message', async () => {
    const mine = await seedPack(t.ctx, { createdBy: carol.user_key, accountKey: teamAccount });
    const annsPack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: teamAccount });
    const bobs = await seedPack(t.ctx, { createdBy: bob.user_key, accountKey: bobAccount });
    await setPermissions(t.ctx, carolMembership, { can_delete_other_users_documents: false });
    const url = '/app/bulk_actions/document_actions/delete_multiple_documents';
    const r = await call(t.app, 'POST', url, {
      ...asCarol(),
      body: { document_keys: [mine.key, annsPack.key, bobs.key] },
    });
    expect(r.data).toEqual({ success: true, message: MESSAGES.someNotDeleted });
    expect((await row(mine.key))!.is_deleted).toBe(true);
    expect((await row(annsPack.key))!.is_deleted).toBe(false);
    expect((await row(bobs.key))!.is_deleted).toBe(false);

    const recoverUrl = '/app/bulk_actions/document_actions/recover_multiple_documents';
    const rec = await call(t.app, 'POST', recoverUrl, {
      ...asCarol(),
      body: { document_keys: [mine.key, bobs.key] },
    });
    expect(rec.data).toEqual({ success: true, message: MESSAGES.someNotRecovered });
    expect((await row(mine.key))!.is_deleted).toBe(false);

    const two = await seedPack(t.ctx, { createdBy: carol.user_key, accountKey: teamAccount });
    const all = await call(t.app, 'POST', url, {
      ...asCarol(),
      body: { document_keys: [mine.key, two.key] },
    });
    expect(all.data).toEqual({ success: true, message: '2 documents moved to the trash.' });

    await setPermissions(t.ctx, carolMembership, { can_do_bulk_actions: false });
    const refused = await call(t.app, 'POST', recoverUrl, {
      ...asCarol(),
      body: { document_keys: [mine.key] },
    });
    expect(refused.statusCode).toBe(403);
    expect((await row(mine.key))!.is_deleted).toBe(true);
    await setPermissions(t.ctx, carolMembership, {});
  });
});
