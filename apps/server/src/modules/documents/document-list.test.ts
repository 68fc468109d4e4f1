// @postgres: the list and search are SQL sent as written (node-postgres types the rows), on the trigram index.
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, type DocumentDto } from '@quire/domain';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session & { email_address: string };
let bob: Session;
let carol: Session;
let annAccount: string;
let bobAccount: string;
let team: { account: string; carolMembership: string };

type Page = { documents: DocumentDto[]; cursor: string | null };
const list = async (s: Session, query: string, headers: Record<string, string> = {}) => {
  const r = await call(t.app, 'GET', `/app/documents?${query}`, { session: s, headers });
  expect(r.statusCode, r.body).toBe(200);
  return r.data as unknown as Page;
};
const names = (p: Page) => p.documents.map((d) => d.document_name);

beforeAll(async () => {
  const cast = await seedCast(t, 'Archer & Co');
  ({ ann, bob, carol, annAccount, bobAccount } = cast);
  team = { account: cast.teamAccount, carolMembership: cast.carolMembership };
});

describe('documents list', () => {
  it('pages 65 packs by cursor, newest change first, each exactly once', async () => {
    for (let i = 0; i < 65; i++)
      await seedPack(t.ctx, {
        createdBy: ann.user_key,
        accountKey: annAccount,
        name: `Paged ${String(i).padStart(2, '0')}`,
        updatedSecondsAgo: 1000 + i,
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(ann, cursor ? `cursor=${cursor}` : '');
      seen.push(...names(page));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(
      Array.from({ length: 65 }, (_, i) => `Paged ${String(i).padStart(2, '0')}`),
    );
    const first = await list(ann, '');
    expect(first.documents[0]).toMatchObject({
      created_by_name: 'Ann Archer',
      child_documents: [{ document_name: 'Paged 00 part 1.pdf', page_count: 1 }],
      use_signing_wizard: true,
    });
    const offset = await call(
      t.app,
      'GET',
      '/app/search/documents?search_query=paged&search_offset=50',
      {
        session: ann,
      },
    );
    expect((offset.data.search_documents as DocumentDto[]).map((d) => d.document_name)).toEqual(
      seen.slice(50),
    );
    const bad = await call(t.app, 'GET', '/app/documents?cursor=nonsense', { session: ann });
    expect(bad.data).toEqual({ success: false, message: MESSAGES.invalidCursor });
  });

  it('filters by type and status, including awaiting my signature', async () => {
    const base = { createdBy: ann.user_key, accountKey: annAccount } as const;
    await seedPack(t.ctx, { ...base, name: 'Filter template', documentType: 'template' });
    await seedPack(t.ctx, { ...base, name: 'Filter complete', status: 'complete' });
    await seedPack(t.ctx, {
      ...base,
      name: 'Filter mine by key',
      status: 'awaiting_signatures',
      signatories: [{ name: 'Ann', user_key: ann.user_key }],
    });
    await seedPack(t.ctx, {
      ...base,
      name: 'Filter mine by email',
      status: 'awaiting_signatures',
      signatories: [{ name: 'Ann', email: ann.email_address.toUpperCase() }],
    });
    await seedPack(t.ctx, {
      ...base,
      name: 'Filter signed already',
      status: 'awaiting_signatures',
      signatories: [
        { name: 'Ann', user_key: ann.user_key, status: 'complete' },
        { name: 'Zed', email: 'zed@example.com' },
      ],
    });
    expect(names(await list(ann, 'document_type=template'))).toEqual(['Filter template']);
    expect(names(await list(ann, 'document_status=complete'))).toEqual(['Filter complete']);
    expect(names(await list(ann, 'document_status=awaiting_signatures'))).toHaveLength(3);
    expect(names(await list(ann, 'document_status=awaiting_my_signature')).sort()).toEqual([
      'Filter mine by email',
      'Filter mine by key',
    ]);
    const withPeople = await list(
      ann,
      'document_status=awaiting_signatures&include_signatories=true',
    );
    expect(
      withPeople.documents.find((d) => d.document_name === 'Filter signed already')?.signatories,
    ).toHaveLength(2);
  });

  it('searches names, child names and signatory emails, three letters at least', async () => {
    await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Lease agreement',
      children: [{ name: 'Annex Quokka.pdf' }],
      signatories: [{ name: 'Petra Pan', email: 'petra@wallaby.example' }],
    });
    await seedPack(t.ctx, { createdBy: bob.user_key, accountKey: bobAccount, name: 'Bob lease' });
    const search = async (q: string) =>
      call(t.app, 'GET', `/app/search/documents?search_query=${encodeURIComponent(q)}`, {
        session: ann,
      });
    for (const q of ['LEASE', 'quokka', 'wallaby.ex', 'petra pan']) {
      const r = await search(q);
      expect(r.data.search_documents, q).toHaveLength(1);
      expect(r.data).toMatchObject({ success: true, wait_for_response: false, cursor: null });
    }
    expect((await search('le')).data).toEqual({ success: false, message: MESSAGES.searchTooShort });
    expect((await search('100%')).data.search_documents).toEqual([]);
    expect(names(await list(ann, 'search_query=agreement'))).toEqual(['Lease agreement']);
  });

  it('shows trashed packs only in the trash view, and reports list updates', async () => {
    const gone = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Trashed one',
      isDeleted: true,
    });
    const kept = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Kept one',
    });
    const foreign = await seedPack(t.ctx, { createdBy: bob.user_key, accountKey: bobAccount });
    expect(names(await list(ann, 'is_trash_view=true'))).toEqual(['Trashed one']);
    expect(names(await list(ann, 'search_query=trashed'))).toEqual([]);

    const updates = await call(t.app, 'POST', '/app/documents/updates', {
      session: ann,
      body: { keys: [gone.key, kept.key, foreign.key, 'no-such-key', kept.childKeys[0]] },
    });
    const byKey = Object.fromEntries(
      (updates.data.documents as { key: string; _deleted: boolean }[]).map((d) => [
        d.key,
        d._deleted,
      ]),
    );
    expect(byKey).toEqual({
      [gone.key]: true,
      [kept.key]: false,
      [foreign.key]: true,
      'no-such-key': true,
      [kept.childKeys[0]!]: true,
    });
    const trash = await call(t.app, 'POST', '/app/documents/updates', {
      session: ann,
      body: { keys: [gone.key, kept.key], is_trash_view: true },
    });
    expect((trash.data.documents as { _deleted: boolean }[]).map((d) => d._deleted)).toEqual([
      false,
      true,
    ]);
  });

  it('shows a team member their own, the shared and the viewed packs, an admin all of the team', async () => {
    const inTeam = { accountKey: team.account } as const;
    await seedPack(t.ctx, { ...inTeam, createdBy: ann.user_key, name: 'Team shared' });
    await seedPack(t.ctx, {
      ...inTeam,
      createdBy: ann.user_key,
      name: 'Team private',
      visibleToOrganisation: false,
    });
    await seedPack(t.ctx, {
      ...inTeam,
      createdBy: carol.user_key,
      name: 'Team carol',
      visibleToOrganisation: false,
    });
    await seedPack(t.ctx, {
      createdBy: bob.user_key,
      accountKey: bobAccount,
      name: 'Viewed by carol',
      viewers: [carol.user_key],
    });
    await seedPack(t.ctx, {
      createdBy: carol.user_key,
      accountKey: null,
      name: 'Carol without workspace',
    });
    const asCarol = { [HEADERS.userAccountKey]: team.carolMembership };
    expect(names(await list(carol, '', asCarol)).sort()).toEqual([
      'Carol without workspace',
      'Team carol',
      'Team shared',
      'Viewed by carol',
    ]);
    const adminTeam = (await call(t.app, 'GET', '/app/user/user_accounts', { session: ann })).data
      .user_accounts as { key: string; account_key: string }[];
    const annTeam = adminTeam.find((a) => a.account_key === team.account)!.key;
    expect(names(await list(ann, '', { [HEADERS.userAccountKey]: annTeam })).sort()).toEqual([
      'Team carol',
      'Team private',
      'Team shared',
    ]);
  });
});

describe('one document', () => {
  it('answers a pack for a child key, with child data fields when asked, and polls for updates', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Two part pack',
      children: [
        { name: 'One.pdf', fields: [{ custom_id: 'first_name', data: 'Ann' }] },
        { name: 'Two.pdf', pages: 2 },
      ],
      signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
    });
    const got = await call(t.app, 'GET', `/app/documents/${pack.childKeys[1]}`, { session: ann });
    expect(got.data.document).toMatchObject({
      key: pack.key,
      child_document_keys: pack.childKeys,
      signatories: [{ name: 'Sam Signer' }],
    });
    const full = await call(
      t.app,
      'GET',
      `/app/documents/${pack.key}?include_child_document_data_fields=true`,
      { session: ann },
    );
    const children = (
      full.data.document as { child_documents: { page_count: number; data_fields: unknown[] }[] }
    ).child_documents;
    expect(children.map((c) => [c.page_count, c.data_fields.length])).toEqual([
      [1, 1],
      [2, 0],
    ]);

    const first = await call(
      t.app,
      'GET',
      `/app/documents/${pack.key}/get_document_updates?return_data_fields=true&return_child_documents=true&return_signatories=true`,
      { session: ann },
    );
    const doc = first.data.document as DocumentDto & { data_fields: unknown[] };
    expect(doc.data_fields).toHaveLength(1);
    expect(doc.child_documents).toHaveLength(2);
    const again = await call(
      t.app,
      'GET',
      `/app/documents/${pack.key}/get_document_updates?last_update=${encodeURIComponent(doc.date_updated)}`,
      { session: ann },
    );
    expect(again.data).toEqual({ success: true, document: null });
  });
});
