import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, SIGNING_METHOD_DEFAULTED_MESSAGE } from '@quire/domain';
import { documents, signatories, signerGroups } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let carol: Session;
let annAccount: string;
let teamAccount: string;
let carolMembership: string;

beforeAll(async () => {
  ({ ann, bob, carol, annAccount, teamAccount, carolMembership } = await seedCast(t, 'Team'));
});

const update = (key: string, data: Record<string, unknown>, as: object = { session: ann }) =>
  call(t.app, 'POST', `/app/documents/${key}/update_document`, { ...as, body: { data } });
const flagsOf = async (key: string) =>
  (await t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!.flags;

describe('document settings (update_document)', () => {
  it('keeps at least one signing method, answering the §5 message with the corrected flags', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const some = await update(pack.key, {
      can_use_drawn_signature: false,
      can_use_uploaded_signature: false,
    });
    expect(some.data).toMatchObject({
      success: true,
      message: 'updated',
      flags: { can_use_typed_signature: true, can_use_uploaded_signature: false },
    });
    const none = await update(pack.key, { can_use_typed_signature: false });
    expect(none.statusCode).toBe(200);
    expect(none.data).toMatchObject({
      success: true,
      message: SIGNING_METHOD_DEFAULTED_MESSAGE,
      flags: {
        can_use_drawn_signature: false,
        can_use_typed_signature: false,
        can_use_uploaded_signature: true,
      },
    });
    expect(await flagsOf(pack.key)).toMatchObject({
      can_use_typed_signature: false,
      can_use_uploaded_signature: true,
    });
  });

  it('sets flags on the pack when a child key is sent', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const r = await update(pack.childKeys[0]!, {
      sequential_signing: true,
      document_name: 'A.pdf',
    });
    expect(r.data).toMatchObject({ success: true, flags: { sequential_signing: true } });
    expect(await flagsOf(pack.key)).toMatchObject({ sequential_signing: true });
    expect(await flagsOf(pack.childKeys[0]!)).toEqual({});
  });

  it('deletes the signer groups and ungroups signers when groups are turned off', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      flags: { use_signer_groups: true },
      signatories: [{ name: 'Sid', email: 'sid@example.com' }],
    });
    const group = newKey();
    await t.ctx.db
      .insert(signerGroups)
      .values({ uuid: group, document_key: pack.key, name: 'Signer group 1' });
    await t.ctx.db
      .update(signatories)
      .set({ signer_group_uuid: group })
      .where(eq(signatories.document_key, pack.key));
    const other = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    await t.ctx.db
      .insert(signerGroups)
      .values({ uuid: newKey(), document_key: other.key, name: 'Signer group 1' });

    const r = await update(pack.key, { use_signer_groups: false });
    expect(r.data).toMatchObject({ success: true, flags: { use_signer_groups: false } });
    expect(
      await t.ctx.db.select().from(signerGroups).where(eq(signerGroups.document_key, pack.key)),
    ).toEqual([]);
    const [sid] = await t.ctx.db
      .select()
      .from(signatories)
      .where(eq(signatories.document_key, pack.key));
    expect(sid!.signer_group_uuid).toBeNull();
    expect(
      await t.ctx.db.select().from(signerGroups).where(eq(signerGroups.document_key, other.key)),
    ).toHaveLength(1);
  });

  it('changes settings only in setup (409) and locks fields only with can_lock_and_unlock_fields', async () => {
    for (const status of ['awaiting_signatures', 'complete'] as const) {
      const pack = await seedPack(t.ctx, {
        createdBy: ann.user_key,
        accountKey: annAccount,
        status,
      });
      const r = await update(pack.key, { can_be_annotated: true });
      expect(r.statusCode).toBe(409);
      expect(r.data.message).toBe(MESSAGES.notInSetup);
      expect(await flagsOf(pack.key)).toEqual({});
    }
    const team = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: teamAccount });
    const asCarol = { session: carol, headers: { [HEADERS.userAccountKey]: carolMembership } };
    await setPermissions(t.ctx, carolMembership, { can_lock_and_unlock_fields: false });
    const locked = await update(team.key, { data_fields_locked: true }, asCarol);
    expect(locked.statusCode).toBe(403);
    expect(await flagsOf(team.key)).toEqual({});
    // Sending the value it already has is not a change.
    expect((await update(team.key, { data_fields_locked: false }, asCarol)).statusCode).toBe(200);
    await setPermissions(t.ctx, carolMembership, {});
    expect((await update(team.key, { data_fields_locked: true }, asCarol)).statusCode).toBe(200);
    expect(await flagsOf(team.key)).toMatchObject({ data_fields_locked: true });
  });

  it("answers 404 to another workspace's user", async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const r = await update(pack.key, { use_signer_groups: false }, { session: bob });
    expect(r.statusCode).toBe(404);
  });
});
