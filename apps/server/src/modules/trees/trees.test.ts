import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FOLDER_MAX_DEPTH,
  HEADERS,
  TREE_MESSAGES,
  type DocumentDto,
  type FolderTree,
  type TreeFolder,
} from '@quire/domain';
import { auditRecords, documents, treeFolders } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let carol: Session;
let team: string;
let bobAccount: string;
let carolMembership: string;
let annMembership: string;

/** Carol acts in the team workspace. */
const asCarol = () => ({ session: carol, headers: { [HEADERS.userAccountKey]: carolMembership } });

const tree = async (s: Session, parent?: string, treeId = team) => {
  const q = parent ? `?parent_id=${parent}` : '';
  return call(t.app, 'GET', `/app/trees/${treeId}/tree${q}`, teamCall(s));
};
/** Ann and Carol act in the team workspace; Bob in his own. */
const teamCall = (s: Session) =>
  s === carol
    ? asCarol()
    : s === ann
      ? { session: s, headers: { [HEADERS.userAccountKey]: annMembership } }
      : { session: s };
const create = async (s: Session, name: string, parent_id: string | null = null) => {
  const r = await call(t.app, 'POST', `/app/trees/${team}/folders`, {
    ...teamCall(s),
    body: { data: { name, parent_id } },
  });
  return r;
};
const made = async (name: string, parent: string | null = null) => {
  const r = await create(ann, name, parent);
  expect(r.statusCode).toBe(200);
  return r.data.folder as TreeFolder;
};
const fileIn = (s: Session, key: string, folder_id: string | null) =>
  call(t.app, 'POST', `/app/documents/${key}/file_in_folder`, {
    ...teamCall(s),
    body: { data: { folder_id } },
  });
const listIn = async (s: Session, folder: string, type = 'document') => {
  const r = await call(
    t.app,
    'GET',
    `/app/documents?folder_id=${folder}&document_type=${type}`,
    teamCall(s),
  );
  return r;
};
const names = (r: { data: Record<string, unknown> }) =>
  (r.data.documents as DocumentDto[]).map((d) => d.document_name);

beforeAll(async () => {
  let annTeam: string;
  ({
    ann,
    bob,
    carol,
    bobAccount,
    carolMembership,
    teamAccount: annTeam,
  } = await seedCast(t, 'Filing team'));
  team = annTeam;
  // Ann works in the team workspace she created (its admin).
  const [membership] = await t.ctx.db.query.userAccounts.findMany({
    where: (u, { and, eq: is }) => and(is(u.user_key, ann.user_key), is(u.account_key, team)),
  });
  annMembership = membership!.key;
});

describe('the folder tree', () => {
  it('loads one level at a time, in name order, with the way down and whether folders have folders', async () => {
    const clients = await made('Clients');
    await made('archive');
    const acme = await made('Acme', clients.id);
    await made('2026', acme.id);

    const root = await tree(carol);
    expect(root.statusCode).toBe(200);
    const rootTree = root.data.tree as FolderTree;
    expect(rootTree).toMatchObject({
      tree_id: team,
      name: 'Filing team',
      parent_id: null,
      path: [],
    });
    expect(rootTree.folders.map((f) => [f.name, f.has_children])).toEqual([
      ['archive', false],
      ['Clients', true],
    ]);

    const level = (await tree(carol, acme.id)).data.tree as FolderTree;
    expect(level.path.map((p) => p.name)).toEqual(['Clients', 'Acme']);
    expect(level.folders.map((f) => f.name)).toEqual(['2026']);
  });

  it('answers 404 for another workspace’s tree or folder, and for a folder id that is not one', async () => {
    const own = await made('Private');
    for (const r of [
      await tree(bob),
      await tree(bob, own.id, bobAccount),
      await tree(ann, 'nope'),
      await call(t.app, 'POST', `/app/trees/${team}/folders/${own.id}`, {
        session: bob,
        body: { data: { name: 'Mine' } },
      }),
      await call(t.app, 'DELETE', `/app/trees/${bobAccount}/folders/${own.id}`, { session: bob }),
      await call(t.app, 'GET', `/app/documents?folder_id=${own.id}`, { session: bob }),
    ])
      expect(r.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(treeFolders).where(eq(treeFolders.key, own.id));
    expect(row?.name).toBe('Private');
  });

  it('refuses empty, too long and duplicate names (case aside) among siblings only', async () => {
    const parent = await made('Names');
    expect((await create(ann, '   ', parent.id)).data.message).toBe(TREE_MESSAGES.nameRequired);
    expect((await create(ann, 'x'.repeat(101), parent.id)).data.message).toBe(
      TREE_MESSAGES.nameTooLong,
    );
    await made('  Leases   2026 ', parent.id);
    const dup = await create(ann, 'LEASES 2026', parent.id);
    expect([dup.statusCode, dup.data.message]).toEqual([409, TREE_MESSAGES.nameTaken]);
    // The same name elsewhere is fine.
    expect((await create(ann, 'Leases 2026')).statusCode).toBe(200);
  });

  it('renames and moves folders, never into themselves, within the depth limit', async () => {
    const a = await made('Move A');
    const b = await made('Move B', a.id);
    const c = await made('Move C', b.id);
    const update = (id: string, data: Record<string, unknown>) =>
      call(t.app, 'POST', `/app/trees/${team}/folders/${id}`, { ...teamCall(ann), body: { data } });

    const into = await update(a.id, { parent_id: c.id });
    expect([into.statusCode, into.data.message]).toEqual([400, TREE_MESSAGES.intoItself]);
    expect((await update(a.id, { parent_id: a.id })).data.message).toBe(TREE_MESSAGES.intoItself);

    const moved = await update(c.id, { parent_id: null, name: 'Move C top' });
    expect(moved.data.folder).toMatchObject({ name: 'Move C top', parent_id: null });
    expect(((await tree(ann, b.id)).data.tree as FolderTree).folders).toEqual([]);

    // A chain as deep as allowed cannot take one more level above it.
    let parent: string | null = null;
    const chain: TreeFolder[] = [];
    for (let i = 0; i < FOLDER_MAX_DEPTH; i++) {
      chain.push(await made(`Deep ${i}`, parent));
      parent = chain.at(-1)!.id;
    }
    expect((await create(ann, 'Too deep', parent)).data.message).toBe(TREE_MESSAGES.tooDeep);
    const deeper = await update(chain[0]!.id, { parent_id: a.id });
    expect([deeper.statusCode, deeper.data.message]).toEqual([400, TREE_MESSAGES.tooDeep]);
  });

  it('needs can_move_documents to change folders, not to read them', async () => {
    await setPermissions(t.ctx, carolMembership, { can_move_documents: false });
    try {
      expect((await tree(carol)).statusCode).toBe(200);
      const refused = await create(carol, 'Carol’s');
      expect(refused.statusCode).toBe(403);
      expect(
        await t.ctx.db.select().from(treeFolders).where(eq(treeFolders.name, 'Carol’s')),
      ).toEqual([]);
    } finally {
      await setPermissions(t.ctx, carolMembership, {});
    }
    expect((await create(carol, 'Carol’s')).statusCode).toBe(200);
  });
});

describe('filing packs', () => {
  it('files, lists by folder, moves with an audit record each time, and keeps the history', async () => {
    const lease = await made('Lease folder');
    const other = await made('Other folder');
    const pack = await seedPack(t.ctx, {
      createdBy: carol.user_key,
      accountKey: team,
      name: 'Lease for Acme',
      status: 'awaiting_signatures',
      signatories: [{ name: 'Sam', email: 'sam@example.com' }],
    });
    await seedPack(t.ctx, { createdBy: carol.user_key, accountKey: team, name: 'Unfiled' });

    const filed = await fileIn(carol, pack.key, lease.id);
    expect(filed.data.document).toEqual({ key: pack.key, tree_folder_id: lease.id });
    expect(names(await listIn(carol, lease.id))).toEqual(['Lease for Acme']);
    expect(names(await listIn(carol, other.id))).toEqual([]);

    await fileIn(carol, pack.key, other.id);
    expect(names(await listIn(carol, lease.id))).toEqual([]);
    const inOther = await listIn(carol, other.id);
    expect((inOther.data.documents as DocumentDto[])[0]).toMatchObject({
      status: 'awaiting_signatures',
      tree_folder_id: other.id,
    });
    // Filing again where it already is records nothing.
    await fileIn(carol, pack.key, other.id);
    await fileIn(carol, pack.key, null);

    const records = await t.ctx.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.document_key, pack.key))
      .orderBy(auditRecords.seq);
    const filings = records.filter((r) => r.event === 'filed');
    expect(filings.map((r) => r.details.description)).toEqual([
      "Filed in folder 'Lease folder'",
      "Moved from folder 'Lease folder' to folder 'Other folder'",
      "Removed from folder 'Other folder'",
    ]);
    expect(filings[0]!.actor_name).toBe('Carol Cooper');
    // The chain still verifies: the trail as the owner reads it is whole.
    const trail = await call(t.app, 'GET', `/app/audit_trail/${pack.key}`, asCarol());
    expect(trail.statusCode).toBe(200);
  });

  it('refuses a non-empty folder’s deletion, and deletes it once emptied', async () => {
    const box = await made('Box');
    const inner = await made('Inner', box.id);
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: team,
      name: 'Boxed',
    });
    await fileIn(ann, pack.key, inner.id);
    const del = (id: string) =>
      call(t.app, 'DELETE', `/app/trees/${team}/folders/${id}`, teamCall(ann));

    for (const id of [box.id, inner.id]) {
      const r = await del(id);
      expect([r.statusCode, r.data.message]).toEqual([409, TREE_MESSAGES.notEmpty]);
    }
    // A trashed pack does not keep a folder: it goes back to the root with the folder.
    await call(t.app, 'GET', `/app/documents/${pack.key}/delete_document`, teamCall(ann));
    expect((await del(inner.id)).statusCode).toBe(200);
    expect((await del(box.id)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.key, pack.key));
    expect(row?.tree_folder_key).toBeNull();
  });

  it('files templates under can_move_templates and refuses the wrong flag, another tree’s folder and a trashed pack', async () => {
    const folder = await made('Templates folder');
    const template = await seedPack(t.ctx, {
      createdBy: carol.user_key,
      accountKey: team,
      name: 'NDA template',
      documentType: 'template',
    });
    await setPermissions(t.ctx, carolMembership, { can_move_templates: false });
    try {
      expect((await fileIn(carol, template.key, folder.id)).statusCode).toBe(403);
    } finally {
      await setPermissions(t.ctx, carolMembership, {});
    }
    expect((await fileIn(carol, template.key, folder.id)).statusCode).toBe(200);
    expect(names(await listIn(carol, folder.id, 'template'))).toEqual(['NDA template']);

    // Bob's own pack cannot go into the team's folder; the team's pack is unknown to Bob.
    const bobs = await seedPack(t.ctx, { createdBy: bob.user_key, accountKey: bobAccount });
    const foreign = await fileIn(bob, bobs.key, folder.id);
    expect([foreign.statusCode, foreign.data.message]).toEqual([404, TREE_MESSAGES.folderNotFound]);
    expect((await fileIn(bob, template.key, null)).statusCode).toBe(404);

    const trashed = await seedPack(t.ctx, {
      createdBy: carol.user_key,
      accountKey: team,
      isDeleted: true,
    });
    const refused = await fileIn(carol, trashed.key, folder.id);
    expect([refused.statusCode, refused.data.message]).toEqual([400, TREE_MESSAGES.trashedPack]);
  });

  it('lands a pack moved to another workspace at that tree’s root', async () => {
    const folder = await made('Leaving');
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: team, name: 'Away' });
    await fileIn(ann, pack.key, folder.id);
    const personal = (
      await t.ctx.db.query.userAccounts.findMany({
        where: (u, { and, eq: is }) => and(is(u.user_key, ann.user_key)),
      })
    ).find((u) => u.account_key !== team)!.account_key;
    const moved = await call(t.app, 'POST', '/app/copy_move_documents', {
      ...teamCall(ann),
      body: { data: { document_keys: [pack.key], action: 'move', to_account_key: personal } },
    });
    expect(moved.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.key, pack.key));
    expect(row).toMatchObject({ account_key: personal, tree_folder_key: null });
  });
});
