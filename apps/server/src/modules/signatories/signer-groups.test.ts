import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS,
  MESSAGES,
  dropSignatory,
  type DocumentDto,
  type SignatoryListEntry,
} from '@quire/domain';
import { signatories, signerGroups } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';
import { deleteSignerGroups } from './signer-group-repository.ts';

const t = useTestApp();
let ann: Session;
let carol: Session;
let annAccount: string;
let teamAccount: string;
let carolMembership: string;

const group = (s: Session, key: string, uuid: string, data: unknown, headers = {}) =>
  call(t.app, 'POST', `/app/documents/${key}/signer_groups/${uuid}/add_update_delete`, {
    session: s,
    body: { data },
    headers,
  });
const list = async (s: Session, key: string) =>
  (await call(t.app, 'GET', `/app/documents/${key}/get_signatories`, { session: s })).data
    .signatories as SignatoryListEntry[];
const shape = (entries: SignatoryListEntry[]) =>
  entries.map((e) =>
    e.is_signer_group ? `[${e.name}]` : e.signer_group_uuid ? `${e.name}∈` : e.name,
  );
const groupedPack = (accountKey = annAccount, createdBy?: string) =>
  seedPack(t.ctx, {
    createdBy: createdBy ?? ann.user_key,
    accountKey,
    flags: { use_signer_groups: true },
    signatories: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
  });

beforeAll(async () => {
  ({ ann, carol, annAccount, teamAccount, carolMembership } = await seedCast(t, 'Groups team'));
});

describe('signer groups', () => {
  it("adds 'Signer group {n}' groups, renames them uniquely, and lists them in order", async () => {
    const pack = await groupedPack();
    const first = await group(ann, pack.key, 'grp-1', {});
    expect(first.data).toMatchObject({
      success: true,
      message: 'Signer group saved.',
      signer_group: { uuid: 'grp-1', name: 'Signer group 1', position: 3 },
    });
    expect((await group(ann, pack.key, 'grp-2', {})).data.signer_group).toMatchObject({
      name: 'Signer group 2',
      position: 4,
    });
    const clash = await group(ann, pack.key, 'grp-2', { name: ' signer GROUP 1 ' });
    expect(clash.statusCode).toBe(400);
    expect(clash.data).toEqual({ success: false, message: 'Group names must be unique' });
    const empty = await group(ann, pack.key, 'grp-2', { name: '  ' });
    expect(empty.data.message).toBe('A name for the signer group is required.');
    const renamed = await group(ann, pack.key, 'grp-2', { name: 'Directors', position: 0 });
    expect(renamed.data.signer_group).toMatchObject({ name: 'Directors', position: 0 });
    expect(shape(await list(ann, pack.key))).toEqual([
      '[Directors]',
      'A',
      'B',
      'C',
      '[Signer group 1]',
    ]);
    const doc = (await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: ann })).data
      .document as DocumentDto;
    expect(doc.signer_groups.map((g) => g.name)).toEqual(['Directors', 'Signer group 1']);
  });

  it('reorders by the 30–70 % band outcome and deletes a group, ungrouping its members', async () => {
    const pack = await groupedPack();
    await group(ann, pack.key, 'grp-r', { name: 'Witnesses' });
    const [a, b] = pack.signatoryUuids as [string, string, string];
    // Drop B onto the group's middle band, then A just below the group.
    let entries = await list(ann, pack.key);
    const intoGroup = dropSignatory(entries, b, { kind: 'onto', target_uuid: 'grp-r', ratio: 0.5 });
    let r = await call(t.app, 'POST', `/app/documents/${pack.key}/reorder_signatories`, {
      session: ann,
      body: { data: intoGroup },
    });
    expect(r.data).toMatchObject({ success: true, message: 'Signatories reordered.' });
    expect(shape(r.data.signatories as SignatoryListEntry[])).toEqual([
      'A',
      'C',
      '[Witnesses]',
      'B∈',
    ]);
    entries = r.data.signatories as SignatoryListEntry[];
    const below = dropSignatory(entries, a, { kind: 'below_list' });
    r = await call(t.app, 'POST', `/app/documents/${pack.key}/reorder_signatories`, {
      session: ann,
      body: { data: below },
    });
    expect(shape(r.data.signatories as SignatoryListEntry[])).toEqual([
      'C',
      '[Witnesses]',
      'B∈',
      'A',
    ]);

    const unknown = await call(t.app, 'POST', `/app/documents/${pack.key}/reorder_signatories`, {
      session: ann,
      body: { data: [{ uuid: a, position: 0, signer_group_uuid: a }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.message).toBe(
      'The new order names a signatory or group that is not on this document.',
    );

    const del = await group(ann, pack.key, 'grp-r', { delete: true });
    expect(del.data).toMatchObject({ success: true, message: 'Signer group deleted.' });
    const [row] = await t.ctx.db.select().from(signatories).where(eq(signatories.uuid, b));
    expect(row!.signer_group_uuid).toBeNull();
    expect((await group(ann, pack.key, 'grp-r', { delete: true })).statusCode).toBe(404);
  });

  it('refuses groups while use_signer_groups is off, outside setup and without the permission', async () => {
    const off = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const r = await group(ann, off.key, 'grp-off', {});
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe('Signer groups are turned off for this document.');

    const live = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
      flags: { use_signer_groups: true },
    });
    expect((await group(ann, live.key, 'grp-live', {})).statusCode).toBe(409);
    const order = await call(t.app, 'POST', `/app/documents/${live.key}/reorder_signatories`, {
      session: ann,
      body: { data: [{ uuid: 'x', position: 0, signer_group_uuid: null }] },
    });
    expect(order.statusCode).toBe(409);

    const team = await groupedPack(teamAccount);
    const asCarol = { [HEADERS.userAccountKey]: carolMembership };
    await setPermissions(t.ctx, carolMembership, {
      document_permissions: { can_use_signer_groups: false },
    });
    const denied = await group(carol, team.key, 'grp-carol', {}, asCarol);
    expect(denied.statusCode).toBe(403);
    expect(denied.data.message).toBe(MESSAGES.notAuthorized);
    await setPermissions(t.ctx, carolMembership, {});
    expect((await group(carol, team.key, 'grp-carol', {}, asCarol)).statusCode).toBe(200);
  });

  it('answers 404 to another workspace and to a group of another pack', async () => {
    const pack = await groupedPack();
    await group(ann, pack.key, 'grp-x', { name: 'Mine' });
    const other = await group(
      carol,
      pack.key,
      'grp-x',
      { name: 'Theirs' },
      {
        [HEADERS.userAccountKey]: carolMembership,
      },
    );
    expect(other.statusCode).toBe(404);
    expect(other.data.message).toBe(MESSAGES.documentNotFound);
    const second = await groupedPack();
    const stolen = await group(ann, second.key, 'grp-x', { name: 'Moved' });
    expect(stolen.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(signerGroups).where(eq(signerGroups.uuid, 'grp-x'));
    expect(row).toMatchObject({ name: 'Mine', document_key: pack.key });
  });
});

describe('deleteSignerGroups', () => {
  it("deletes a pack's groups and ungroups their members, leaving other packs alone", async () => {
    const pack = await groupedPack();
    const other = await groupedPack();
    await group(ann, pack.key, 'grp-d1', {});
    await group(ann, pack.key, 'grp-d2', {});
    await group(ann, other.key, 'grp-d3', {});
    await call(t.app, 'POST', `/app/documents/${pack.key}/add_update_signatory`, {
      session: ann,
      body: { data: { uuid: pack.signatoryUuids[0], signer_group_uuid: 'grp-d1' } },
    });
    const gone = await t.ctx.db.transaction((tx) => deleteSignerGroups(tx, pack.key));
    expect(gone).toBe(2);
    const left = await t.ctx.db.select().from(signerGroups);
    expect(left.filter((g) => g.document_key === pack.key)).toEqual([]);
    expect(left.map((g) => g.uuid)).toContain('grp-d3');
    const [row] = await t.ctx.db
      .select()
      .from(signatories)
      .where(eq(signatories.uuid, pack.signatoryUuids[0]!));
    expect(row!.signer_group_uuid).toBeNull();
  });
});
