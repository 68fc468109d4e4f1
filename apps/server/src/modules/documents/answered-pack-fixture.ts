import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  auditRecords,
  blobs,
  dataFields,
  documents,
  fieldRules,
  signatories,
  signingDrafts,
  signingSubmissions,
  signingTokens,
  verificationCodes,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { openSignerSession, uploadFieldFile } from '../signer-uploads/signer-upload-test-kit.ts';

const OWNER_FILE = 'owner terms';

/**
 * A pack in setup as its owner leaves it: a 'self' note, pre-fills of a signer's text, choice and
 * file, empty date, check, note, signature and initial for Sid; one text field for Tia; and a
 * rule that disables Sid's note when his company reads 'Hidden'.
 */
const seedOwnersPack = async (t: TestApp, ann: Session, annAccount: string) => {
  const pack = await seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: annAccount,
    name: 'Supply agreement',
    signatories: [
      { name: 'Sid Signer', email: 'sid@example.com' },
      { name: 'Tia Second', email: 'tia@example.com' },
    ],
    children: [
      {
        fields: [
          { type: 'text', custom_id: 'owner_note', data: 'Owner note', signatory: 0, y: 40 },
          { type: 'text', custom_id: 'sid_company', data: 'Owner pre-fill', signatory: 0, y: 80 },
          { type: 'date', custom_id: 'sid_date', signatory: 0, y: 120 },
          { type: 'check', custom_id: 'sid_agree', signatory: 0, y: 160, width: 20, height: 20 },
          { type: 'choice', custom_id: 'sid_term', data: '12 months', signatory: 0, y: 200 },
          { type: 'text', custom_id: 'sid_note', signatory: 0, y: 240 },
          { type: 'file', custom_id: 'sid_file', signatory: 0, y: 280 },
          { type: 'signature', custom_id: 'sid_sig', signatory: 0, y: 320 },
          { type: 'initial', custom_id: 'sid_initial', signatory: 0, y: 400 },
          { type: 'text', custom_id: 'tia_text', signatory: 1, y: 480 },
        ],
      },
    ],
  });
  const child = pack.childKeys[0]!;
  const rows = await t.ctx.db.select().from(dataFields).where(eq(dataFields.document_key, child));
  const uuid = (customId: string) => rows.find((r) => r.custom_id === customId)!.uuid;
  const set = (customId: string, values: Partial<typeof dataFields.$inferInsert>) =>
    t.ctx.db
      .update(dataFields)
      .set(values)
      .where(eq(dataFields.uuid, uuid(customId)));
  await set('owner_note', { signatory_uuid: 'self' });
  await set('sid_term', { properties: { choice_options: ['12 months', '24 months'] } });
  await set('sid_note', { required: false });
  await set('sid_agree', { properties: { checkbox_group: 'agree' } });
  const ownerFile = newKey();
  const objectKey = `documents/${child}/${ownerFile}.txt`;
  await t.ctx.blobStore.put(objectKey, Buffer.from(OWNER_FILE), 'text/plain');
  await insertBlob(t.ctx.db, {
    key: ownerFile,
    storage: t.ctx.blobStore.kind,
    object_key: objectKey,
    content_type: 'text/plain',
    size_bytes: OWNER_FILE.length,
    filename: 'owner.txt',
    purpose: 'data_field_blob',
    document_key: child,
    account_key: annAccount,
    created_by: ann.user_key,
  });
  await set('sid_file', { file_key: ownerFile, filename: 'owner.txt' });
  await t.ctx.db.insert(fieldRules).values({
    rule_id: newKey(),
    document_key: pack.key,
    field_or_group: 'sid_note',
    json_logic: { '!=': [{ var: 'sid_company' }, 'Hidden'] },
    infix_logic: '{sid_company} is not "Hidden"',
  });
  return { ...pack, uuid, ownerFile };
};

/**
 * The owner's pack sent, then answered through the signers' own links: Sid opens his link,
 * accepts the terms, asks for a code, writes a note that a rule then hides, uploads a file and
 * signs; a draft is left for Tia. The pack answered is partly signed; `complete()` has Tia sign.
 */
export const seedAnsweredPack = async (t: TestApp, ann: Session, annAccount: string) => {
  const pack = await seedOwnersPack(t, ann, annAccount);
  const sent = await call(
    t.app,
    'POST',
    `/app/documents/${pack.key}/update_document?request_signatures_if_required=true`,
    { session: ann, body: { data: { update_status_to: 'awaiting_signatures' } } },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const [sid, tia] = pack.signatoryUuids as [string, string];
  const sidSession = await openSignerSession(t, pack.key, sid);
  const act = (path: string) =>
    call(t.app, 'POST', `/app/documents/${pack.key}/${path}`, { session: sidSession });
  expect((await act(`user_accepted_terms/${sid}`)).statusCode).toBe(200);
  expect((await act(`generate_new_verification_otp/${sid}`)).statusCode).toBe(200);
  const upload = await uploadFieldFile(t, sidSession, pack.key, Buffer.from('%PDF-1.4 signer'));
  const submit = (session: Session, uuid: string, data: Record<string, unknown>) =>
    call(t.app, 'POST', `/app/documents/${pack.key}/add_update_signatory`, {
      session,
      body: { data: { uuid, ...data } },
    });
  const field = (customId: string, data: string | null, file_key?: string) => ({
    uuid: pack.uuid(customId),
    data,
    ...(file_key ? { file_key } : {}),
  });
  const firstSave = await submit(sidSession, sid, {
    data_fields: [field('sid_note', 'Secret answer'), field('sid_company', 'Sid Ltd')],
  });
  expect(firstSave.statusCode, firstSave.body).toBe(200);
  const signed = await submit(sidSession, sid, {
    data_fields: [
      field('sid_company', 'Hidden'),
      field('sid_date', '2026-11-24'),
      field('sid_agree', 'checked'),
      field('sid_term', '24 months'),
      field('sid_file', null, upload.data.blob_key as string),
      field('sid_sig', 'Sid Signer'),
      field('sid_initial', 'SS'),
    ],
    update_status_to: 'complete',
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const note = (
    await t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.uuid, pack.uuid('sid_note')))
  )[0]!;
  // The rule hid Sid's note: his answer waits in the stash, where a copy must not find it.
  expect(note.properties.rule_stash).toMatchObject({ data: 'Secret answer' });
  await t.ctx.db.insert(signingDrafts).values({
    signatory_uuid: tia,
    document_key: pack.key,
    fields: { [pack.uuid('tia_text')]: { data: 'draft' } },
  });

  const complete = async () => {
    const tiaSession = await openSignerSession(t, pack.key, tia);
    const r = await submit(tiaSession, tia, {
      data_fields: [field('tia_text', 'Tia answer')],
      update_status_to: 'complete',
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  return { ...pack, sid, tia, complete };
};

/**
 * Asserts that a copy holds only what the owner put there: the 'self' note and the owner's
 * pre-fills (the owner's own file, copied), every other value empty, no rule stash, signers
 * fresh and unsent, and nothing of the original's signing (links, codes, drafts, submissions,
 * audit records beyond its own creation).
 */
export const expectOwnersContentOnly = async (t: TestApp, copyKey: string) => {
  const db = t.ctx.db;
  const children = await db
    .select()
    .from(documents)
    .where(eq(documents.document_pack_key, copyKey));
  const fields = await db
    .select()
    .from(dataFields)
    .where(
      inArray(
        dataFields.document_key,
        children.map((c) => c.key),
      ),
    );
  const by = Object.fromEntries(fields.map((f) => [f.custom_id!, f]));
  expect(by.owner_note).toMatchObject({ data: 'Owner note', signatory_uuid: 'self' });
  expect(by.sid_company!.data).toBe('Owner pre-fill');
  expect(by.sid_term!.data).toBe('12 months');
  for (const id of ['sid_date', 'sid_agree', 'sid_note', 'sid_sig', 'sid_initial', 'tia_text'])
    expect({ id, data: by[id]!.data, file_key: by[id]!.file_key }).toEqual({
      id,
      data: null,
      file_key: null,
    });
  for (const f of fields) {
    expect(f.properties).not.toHaveProperty('rule_stash');
    expect(f.setup_value).toBeNull();
  }
  const file = by.sid_file!;
  expect(file.filename).toBe('owner.txt');
  const [blob] = await db.select().from(blobs).where(eq(blobs.key, file.file_key!));
  expect(blob!.document_key).toBe(file.document_key);
  expect((await t.ctx.blobStore.get(blob!.object_key)).toString()).toBe(OWNER_FILE);

  const people = await db.select().from(signatories).where(eq(signatories.document_key, copyKey));
  expect(people.map((p) => p.name).sort()).toEqual(['Sid Signer', 'Tia Second']);
  for (const p of people)
    expect(p).toMatchObject({
      status: 'setup',
      user_key: null,
      email_send_count: 0,
      sms_send_count: 0,
      rejection_reason: null,
      sign_later: false,
      signed_in_presence: false,
      date_signed: null,
      terms_accepted_at: null,
    });
  const uuids = people.map((p) => p.uuid);
  const rowsOf = async (
    table:
      | typeof signingTokens
      | typeof verificationCodes
      | typeof signingDrafts
      | typeof signingSubmissions,
  ) =>
    (await db.select().from(table).where(inArray(table.signatory_uuid, uuids))).length +
    (await db.select().from(table).where(eq(table.document_key, copyKey))).length;
  for (const table of [signingTokens, verificationCodes, signingDrafts, signingSubmissions])
    expect(await rowsOf(table)).toBe(0);
  const audit = await db.select().from(auditRecords).where(eq(auditRecords.document_key, copyKey));
  expect(audit.map((r) => r.event)).toEqual(['created']);
  return { children, people };
};
