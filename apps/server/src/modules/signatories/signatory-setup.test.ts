import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS,
  MESSAGES,
  SIGNATORY_PALETTE,
  type DocumentDto,
  type SignatoryListEntry,
} from '@quire/domain';
import { contacts, dataFields, documents, signatories } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let carol: Session;
let annAccount: string;
let carolMembership: string;

const url = (key: string, route: string) => `/app/documents/${key}/${route}`;
const save = (s: Session, key: string, body: unknown) =>
  call(t.app, 'POST', url(key, 'add_update_signatory'), { session: s, body });
const signatoryRow = async (uuid: string) =>
  (await t.ctx.db.select().from(signatories).where(eq(signatories.uuid, uuid)))[0];
const packDate = async (key: string) =>
  (await t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!.date_updated;

beforeAll(async () => {
  ({ ann, bob, carol, annAccount, carolMembership } = await seedCast(t, 'Signers team'));
  // WhatsApp signers need can_use_whatsapp, off by default (§6).
  await setPermissions(t.ctx, ann.user_account_key, {
    document_permissions: { can_use_whatsapp: true },
  });
});

describe('add_update_signatory in setup', () => {
  it('adds signers with default roles, E.164 numbers, colours, and lists them', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const before = await packDate(pack.key);
    const first = await save(ann, pack.key, {
      data: { uuid: 'sig-a-1', name: 'Dana Diaz', email: 'dana@example.com' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.data).toMatchObject({
      success: true,
      message: 'Signatory saved.',
      signatory: {
        uuid: 'sig-a-1',
        role: 'signer-1',
        name: 'Dana Diaz',
        email: 'dana@example.com',
        status: 'setup',
        position: 0,
        colour: SIGNATORY_PALETTE[0],
        primary_communication_channel: 'email',
        removed: false,
        associated_document_keys: [],
      },
    });
    const second = await save(ann, pack.key, {
      data: {
        uuid: 'sig-a-2',
        name: 'Eli Ewing',
        email: '',
        mobile_number: '(212) 555-0123',
        primary_communication_channel: 'sms',
      },
    });
    expect(second.data.signatory).toMatchObject({
      role: 'signer-2',
      position: 1,
      email: null,
      mobile_number: '+12125550123',
      dialing_code: '+1',
      colour: SIGNATORY_PALETTE[1],
    });
    expect((await packDate(pack.key)).getTime()).toBeGreaterThan(before.getTime());

    const listed = await call(t.app, 'GET', url(pack.key, 'get_signatories'), { session: ann });
    expect(listed.data.success).toBe(true);
    const entries = listed.data.signatories as SignatoryListEntry[];
    expect(entries.map((e) => [e.uuid, e.is_signer_group])).toEqual([
      ['sig-a-1', false],
      ['sig-a-2', false],
    ]);
    expect(listed.data).toMatchObject({ signer_groups: [], copy_recipients: [] });

    // GET /app/documents/{key} answers the full shape too, by the child's key as well.
    const doc = (await call(t.app, 'GET', `/app/documents/${pack.childKeys[0]}`, { session: ann }))
      .data.document as DocumentDto;
    expect(doc.signatories.map((s) => [s.name, s.colour, s.mobile_number])).toEqual([
      ['Dana Diaz', SIGNATORY_PALETTE[0], null],
      ['Eli Ewing', SIGNATORY_PALETTE[1], '+12125550123'],
    ]);
    expect(doc).toMatchObject({ signer_groups: [], copy_recipients: [] });

    // The search text knows the signers now.
    const found = await call(t.app, 'GET', '/app/search/documents?search_query=ewing', {
      session: ann,
    });
    expect((found.data.search_documents as DocumentDto[]).map((d) => d.key)).toContain(pack.key);
  });

  it('updates a signer, reads a trunk 0 in the dialing code sent, and keeps a draft partial', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    expect((await save(ann, pack.key, { data: { uuid: 'sig-b-1' } })).data.signatory).toMatchObject(
      { name: '', email: null, role: 'signer-1' },
    );
    const r = await save(ann, pack.key, {
      data: {
        uuid: 'sig-b-1',
        name: ' Fay Fox ',
        mobile_number: '082 555 1234',
        dialing_code: '+27',
        role: 'Buyer',
        is_optional: true,
        status: 'complete',
        colour: '#000000',
      },
    });
    expect(r.data.signatory).toMatchObject({
      name: 'Fay Fox',
      role: 'Buyer',
      mobile_number: '+27825551234',
      dialing_code: '+27',
      is_optional: true,
      status: 'setup',
    });
    // A role in use is skipped by the default of the next signer.
    await save(ann, pack.key, { data: { uuid: 'sig-b-2', role: 'signer-2' } });
    expect((await save(ann, pack.key, { data: { uuid: 'sig-b-3' } })).data.signatory).toMatchObject(
      { role: 'signer-3' },
    );
  });

  it('refuses bad details with the exact §5 messages and writes nothing', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'nope' }, 'Please enter a valid email address.', 'email'],
      [
        { email: 'nope', email_is_optional: true },
        "Email address is invalid. Clear the email text if you don't want email to be used.",
        'email',
      ],
      [{ mobile_number: '12ab' }, 'Not a valid mobile', 'mobile_number'],
    ];
    for (const [data, message, field] of cases) {
      const r = await save(ann, pack.key, { data: { uuid: 'sig-c-1', name: 'Gus', ...data } });
      expect(r.statusCode).toBe(400);
      expect(r.data).toEqual({ success: false, message, field });
    }
    expect(await signatoryRow('sig-c-1')).toBeUndefined();
    // sms signers are not held to an email.
    const sms = await save(ann, pack.key, {
      data: {
        uuid: 'sig-c-1',
        name: 'Gus',
        email: 'nope',
        mobile_number: '+27825551234',
        primary_communication_channel: 'whatsapp',
      },
    });
    expect(sms.statusCode).toBe(200);
    const badBody = await save(ann, pack.key, { data: { name: 'No uuid' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.data.success).toBe(false);
    const badChannel = await save(ann, pack.key, {
      data: { uuid: 'sig-c-2', primary_communication_channel: 'pigeon' },
    });
    expect(badChannel.statusCode).toBe(400);
    const badChild = await save(ann, pack.key, {
      data: { uuid: 'sig-c-2', associated_document_keys: ['elsewhere'] },
    });
    expect(badChild.data).toEqual({
      success: false,
      message: 'A signer can only be linked to documents of this pack.',
    });
    const noGroups = await save(ann, pack.key, {
      data: { uuid: 'sig-c-2', signer_group_uuid: 'grp' },
    });
    expect(noGroups.statusCode).toBe(409);
    expect(await signatoryRow('sig-c-2')).toBeUndefined();
  });

  it('removes a signer with fields only with delete_fields, and the fields with it', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      signatories: [{ name: 'Hal', email: 'hal@example.com' }, { name: 'Ivy' }],
      children: [{ fields: [{ signatory: 0 }, { signatory: 0 }, { signatory: 1 }] }],
    });
    const [hal, ivy] = pack.signatoryUuids as [string, string];
    const refused = await save(ann, pack.key, { data: { uuid: hal, removed: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toEqual({
      success: false,
      message: "Delete/reassign the signer's data fields first before removing the signer",
    });
    expect((await signatoryRow(hal))!.removed).toBe(false);

    const removed = await save(ann, pack.key, {
      data: { uuid: hal, removed: true },
      delete_fields: true,
    });
    expect(removed.data).toMatchObject({
      success: true,
      message: 'Signatory removed.',
      signatory: { uuid: hal, removed: true, colour: '#808080' },
    });
    const fields = await t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.document_key, pack.childKeys[0]!));
    expect(fields.filter((f) => f.signatory_uuid === hal).every((f) => f.removed)).toBe(true);
    expect(fields.filter((f) => f.signatory_uuid === ivy).every((f) => !f.removed)).toBe(true);

    // Ivy moves up to the first colour; a signer without fields goes without the flag.
    const doc = (await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: ann })).data
      .document as DocumentDto;
    expect(doc.signatories.map((s) => [s.name, s.colour])).toEqual([['Ivy', SIGNATORY_PALETTE[0]]]);
    await save(ann, pack.key, { data: { uuid: 'sig-d-3', name: 'Jo' } });
    expect(
      (await save(ann, pack.key, { data: { uuid: 'sig-d-3', removed: true } })).data.success,
    ).toBe(true);
    const unknown = await save(ann, pack.key, { data: { uuid: 'never-added', removed: true } });
    expect(unknown.statusCode).toBe(404);
  });

  it('remembers saved signers as contacts of the workspace', async () => {
    const pack = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    await save(ann, pack.key, { data: { uuid: 'sig-e-1', name: 'Kim', email: 'kim@example.com' } });
    await save(ann, pack.key, { data: { uuid: 'sig-e-1', name: 'Kim Kale' } });
    await save(ann, pack.key, { data: { uuid: 'sig-e-2', name: 'Nobody yet' } });
    const rows = await t.ctx.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.user_key, ann.user_key), eq(contacts.account_key, annAccount)));
    const people = rows.map((r) => [r.name, r.email, r.mobile_number]);
    expect(people).toContainEqual(['Kim Kale', 'kim@example.com', null]);
    // Gus, a whatsapp signer, has Fay's number: one contact, named as last saved, and his
    // unchecked email is not remembered. Drafts with no way to reach them are not contacts.
    expect(people.filter((p) => p[2] === '+27825551234')).toEqual([['Gus', null, '+27825551234']]);
    expect(people.filter((p) => p[0] === 'Kim' || p[0] === 'Nobody yet')).toEqual([]);
    expect(people.filter((p) => p[1] === 'kim@example.com')).toHaveLength(1);
  });
});

describe('add_update_signatory refusals', () => {
  it('answers 409 outside setup, 403 to a viewer outside the team, 404 to another workspace', async () => {
    const live = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
    });
    const r = await save(ann, live.key, { data: { uuid: 'sig-f-1', name: 'Late' } });
    expect(r.statusCode).toBe(409);
    expect(r.data).toEqual({
      success: false,
      message: 'Signatories can only be changed while the document is in setup.',
    });

    const shared = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      viewers: [bob.user_key],
    });
    const viewer = await save(bob, shared.key, { data: { uuid: 'sig-f-2', name: 'Bob' } });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.data.message).toBe(MESSAGES.notAuthorized);

    const mine = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    for (const body of [{ data: { uuid: 'sig-f-3', name: 'X' } }, { data: {} }, {}]) {
      const other = await call(t.app, 'POST', url(mine.key, 'add_update_signatory'), {
        session: carol,
        headers: { [HEADERS.userAccountKey]: carolMembership },
        body,
      });
      expect(other.statusCode).toBe(404);
      expect(other.data.message).toBe(MESSAGES.documentNotFound);
    }
    const get = await call(t.app, 'GET', url(mine.key, 'get_signatories'), { session: bob });
    expect(get.statusCode).toBe(404);
    expect(await signatoryRow('sig-f-3')).toBeUndefined();
  });

  it("refuses a uuid that is another pack's signer", async () => {
    const a = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      signatories: [{ name: 'Lee' }],
    });
    const b = await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount });
    const r = await save(ann, b.key, { data: { uuid: a.signatoryUuids[0], name: 'Stolen' } });
    expect(r.statusCode).toBe(404);
    expect((await signatoryRow(a.signatoryUuids[0]!))!.name).toBe('Lee');
  });
});
