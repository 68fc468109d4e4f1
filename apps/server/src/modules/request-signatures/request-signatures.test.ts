import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, STATUS_MESSAGES, type DocumentStatus } from '@quire/domain';
import { documents, signatories } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, setPermissions } from '../../../test/seed-documents.ts';
import { statusFixtures } from './status-fixtures.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let carol: Session;
let annAccount: string;
let teamAccount: string;
let carolMembership: string;
const asCarol = () => ({ session: carol, headers: { [HEADERS.userAccountKey]: carolMembership } });
const { update, request, revert, readyPack, statusOf, fieldsOf, setField } = statusFixtures(
  t,
  () => ({ ann, annAccount }),
);

beforeAll(async () => {
  ({ ann, bob, carol, annAccount, teamAccount, carolMembership } = await seedCast(t, 'Team'));
});

describe('request signatures and revert', () => {
  it('moves pack, children and signers to awaiting_signatures, then refuses setup edits', async () => {
    const pack = await readyPack({
      children: [
        { fields: [{ type: 'signature', custom_id: 'signature_1', signatory: 0 }] },
        { fields: [{ type: 'signature', custom_id: 'signature_2', signatory: 1 }] },
      ],
      signatories: [
        { name: 'Sid Signer', email: 'sid@example.com' },
        { name: 'Sue Second', email: 'sue@example.com' },
      ],
      flags: { sequential_signing: true },
    });
    const gone = newKey();
    await t.ctx.db.insert(signatories).values({
      uuid: gone,
      document_key: pack.key,
      role: 'signer-3',
      name: 'Gone',
      removed: true,
    });
    const r = await request(pack.key);
    expect(r.statusCode).toBe(200);
    expect(r.data).toMatchObject({
      success: true,
      message: 'Setup complete. Signature requests have been queued.',
      status: 'awaiting_signatures',
    });
    expect(typeof r.data.date_updated).toBe('string');
    const rows = await t.ctx.db
      .select()
      .from(documents)
      .where(inArray(documents.key, [pack.key, ...pack.childKeys]));
    expect(rows.map((d) => d.status)).toEqual(Array<DocumentStatus>(3).fill('awaiting_signatures'));
    const people = await t.ctx.db
      .select()
      .from(signatories)
      .where(eq(signatories.document_key, pack.key));
    expect(Object.fromEntries(people.map((s) => [s.name, s.status]))).toEqual({
      'Sid Signer': 'awaiting_signatures',
      'Sue Second': 'awaiting_signatures',
      Gone: 'setup',
    });

    const again = await request(pack.key);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe(STATUS_MESSAGES.requestOnlyInSetup);
    const edit = await update(pack.key, { subject: 'changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.data.message).toBe(MESSAGES.notInSetup);
  });

  it('reverts: signature and initial data cleared, the rest kept, everything back in setup', async () => {
    const pack = await readyPack({ status: 'awaiting_signatures' });
    const child = pack.childKeys[0]!;
    await setField(child, 'signature_1', {
      data: 'drawn',
      file_key: 'sig-blob',
      filename: 's.png',
    });
    await setField(child, 'initial_1', { data: 'SS' });
    await t.ctx.db
      .update(signatories)
      .set({ status: 'complete', date_signed: new Date() })
      .where(eq(signatories.uuid, pack.signatoryUuids[0]!));
    const r = await revert(pack.key);
    expect(r.data).toMatchObject({
      success: true,
      message:
        'Document status has been reverted to setup. All signature requests have been cancelled.',
      status: 'setup',
    });
    const fields = Object.fromEntries((await fieldsOf(child)).map((f) => [f.custom_id, f]));
    expect(fields.signature_1).toMatchObject({ data: null, file_key: null, filename: null });
    expect(fields.initial_1!.data).toBeNull();
    expect(fields.text_1!.data).toBe('kept');
    expect(await statusOf(pack.key)).toBe('setup');
    expect(await statusOf(child)).toBe('setup');
    const [sid] = await t.ctx.db
      .select()
      .from(signatories)
      .where(eq(signatories.uuid, pack.signatoryUuids[0]!));
    expect(sid).toMatchObject({ status: 'setup', date_signed: null });
  });

  it('refuses complete → setup, setup → setup and a template request', async () => {
    const done = await readyPack({ status: 'complete' });
    const r = await revert(done.key);
    expect(r.statusCode).toBe(409);
    expect(r.data).toEqual({
      success: false,
      message: 'Unable to update status to setup from completed status',
    });
    expect(await statusOf(done.key)).toBe('complete');
    expect((await revert((await readyPack()).key)).statusCode).toBe(409);
    const template = await readyPack({ documentType: 'template' });
    expect((await request(template.key)).data.message).toBe(STATUS_MESSAGES.templateCannotBeSent);
  });

  it('needs can_revert_document_status to revert, and team membership to request', async () => {
    const pack = await readyPack({ accountKey: teamAccount, status: 'awaiting_signatures' });
    await setPermissions(t.ctx, carolMembership, {
      document_permissions: { can_revert_document_status: false },
    });
    const refused = await revert(pack.key, asCarol());
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(pack.key)).toBe('awaiting_signatures');
    await setPermissions(t.ctx, carolMembership, {});
    expect((await revert(pack.key, asCarol())).statusCode).toBe(200);
  });

  it("answers 404 to another workspace's user, whatever the key", async () => {
    const pack = await readyPack();
    for (const key of [pack.key, pack.childKeys[0]!, 'no-such-key']) {
      const r = await request(key, { session: bob });
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    const sent = await readyPack({ status: 'awaiting_signatures' });
    expect((await revert(sent.key, { session: bob })).statusCode).toBe(404);
    expect(await statusOf(sent.key)).toBe('awaiting_signatures');
  });

  it('resolves a child key to its pack, and refuses a status change mixed with settings', async () => {
    const pack = await readyPack();
    const mixed = await update(pack.key, { update_status_to: 'awaiting_signatures', subject: 'x' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.data.message).toBe(STATUS_MESSAGES.statusChangeAlone);
    expect((await request(pack.childKeys[0]!)).statusCode).toBe(200);
    expect(await statusOf(pack.key)).toBe('awaiting_signatures');
  });
});
