import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActorLabel, type AuditRecord, type DocumentDto } from '@quire/domain';
import { pdftotext } from '@quire/pdf/seal/test-fixtures/poppler';
import {
  auditRecords,
  blobs,
  dataFields,
  documents,
  signatories,
  textMessages,
} from '../../db/schema.ts';
import { call, useTestApp, waitForMail, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';

/** Issue 10 item 4: the audit trail names the signer as the signer, and consent is recorded once. */
const t = useTestApp();
let ann: Session;
let annAccount: string;

beforeAll(async () => {
  ({ ann, annAccount } = await seedCast(t, 'Audit team'));
});

/** A pack awaiting one signer (without an account) who must confirm a one-time code to sign. */
const awaitingPack = async (signer: { name: string; email: string | null; mobile?: string }) => {
  const pack = await seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: annAccount,
    name: 'Audit pack',
    status: 'awaiting_signatures',
    flags: { use_two_factor_authentication: true },
    signatories: [{ name: signer.name, email: signer.email, status: 'awaiting_signatures' }],
    children: [{ fields: [{ type: 'text', custom_id: 'answer', signatory: 0 }] }],
  });
  const uuid = pack.signatoryUuids[0]!;
  if (signer.mobile)
    await t.ctx.db
      .update(signatories)
      .set({ mobile_number: signer.mobile, primary_communication_channel: 'sms' })
      .where(eq(signatories.uuid, uuid));
  const [field] = await t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, pack.childKeys[0]!));
  const session = await openSignerSession(t, pack.key, uuid);
  const post = (path: string, body?: unknown) =>
    call(t.app, 'POST', `/app/documents/${pack.key}/${path}`, { session, body });
  const sign = (code: string) =>
    post('add_update_signatory', {
      data: {
        uuid,
        data_fields: [{ uuid: field!.uuid, data: 'Yes' }],
        update_status_to: 'complete',
        verification_otp: code,
      },
    });
  return { key: pack.key, uuid, session, post, sign };
};

/** The pack's final PDF, once the seal job (run by the app's workers) has made it. */
const sealedFinal = async (key: string): Promise<Uint8Array> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [pack] = await t.ctx.db.select().from(documents).where(eq(documents.key, key));
    if (pack!.final_file_key) {
      const [blob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, pack!.final_file_key));
      return t.ctx.blobStore.get(blob!.object_key);
    }
    if (Date.now() > deadline) throw new Error(`no final PDF for ${key}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const trailOf = async (key: string) =>
  (await call(t.app, 'GET', `/app/audit_trail/${key}`, { session: ann })).data
    .audit_records as AuditRecord[];

/** Every record the signer's session made names the signer, as `label`, and nothing internal. */
const expectNamedAsSigner = (records: AuditRecord[], uuid: string, label: string) => {
  const theirs = records.filter((r) => r.actor_signatory_uuid === uuid);
  expect(theirs.map((r) => r.event)).toEqual([
    'opened',
    'terms_accepted',
    'code_sent',
    'code_failed',
    'code_verified',
    'field_signed',
    'signed',
    // The last signature completes the pack: that too is the signer's doing.
    'completed',
  ]);
  for (const r of theirs)
    expect({ event: r.event, who: auditActorLabel(r) }).toEqual({
      event: r.event,
      who: label,
    });
  expect(JSON.stringify(records)).not.toContain('quire.invalid');
};

describe('the audit trail names the signer', () => {
  it('an email signer: by name and email, with each code channel and masked destination', async () => {
    const p = await awaitingPack({ name: 'Sid Signer', email: 'sid@example.com' });
    expect((await p.post('audit_document_opened_event')).statusCode).toBe(200);
    expect((await p.post(`user_accepted_terms/${p.uuid}`)).statusCode).toBe(200);
    expect((await p.post(`generate_new_verification_otp/${p.uuid}`)).statusCode).toBe(200);
    const mail = await waitForMail(t.ctx, 'sid@example.com', 'verification_code');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await p.sign(wrong)).statusCode).toBe(400);
    const signed = await p.sign(code);
    expect(signed.statusCode, signed.body).toBe(200);

    const records = await trailOf(p.key);
    expectNamedAsSigner(records, p.uuid, 'Sid Signer <sid@example.com>');
    for (const event of ['code_sent', 'code_failed', 'code_verified'])
      expect(records.find((r) => r.event === event)!.details).toMatchObject({
        channel: 'email',
        destination: 's•••@example.com',
      });
  });

  it('an SMS-only signer: by name and masked mobile, never the session user', async () => {
    const p = await awaitingPack({ name: 'Tom Texter', email: null, mobile: '+27825551234' });
    expect((await p.post('audit_document_opened_event')).statusCode).toBe(200);
    expect((await p.post(`user_accepted_terms/${p.uuid}`)).statusCode).toBe(200);
    expect((await p.post(`generate_new_verification_otp/${p.uuid}`)).statusCode).toBe(200);
    const [sms] = await t.ctx.db
      .select()
      .from(textMessages)
      .where(eq(textMessages.to_number, '+27825551234'))
      .orderBy(desc(textMessages.date_created));
    const code = /^(\d{6}) is your Quire verification code/.exec(sms!.body)![1]!;
    expect((await p.sign(code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    expect((await p.sign(code)).statusCode).toBe(200);

    const records = await trailOf(p.key);
    expectNamedAsSigner(records, p.uuid, 'Tom Texter <+27 ••• ••34>');
    for (const r of records.filter((x) => x.actor_signatory_uuid === p.uuid))
      expect(r.actor_email).toBeNull();
    expect(records.find((r) => r.event === 'code_sent')!.details).toMatchObject({
      channel: 'sms',
      destination: '+27 ••• ••34',
    });

    // The sealed PDF's certificate of completion names him the same way, never by his number.
    const final = await sealedFinal(p.key);
    const text = await pdftotext(final);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Tom Texter');
    expect(text).toContain('+27 ••• ••34');
    expect(text).not.toContain('+27825551234');
    expect(text).not.toContain('quire.invalid');
  });
});

describe('consent', () => {
  it('is recorded once, and the signer view says it was given', async () => {
    const p = await awaitingPack({ name: 'Cas Consent', email: 'cas@example.com' });
    const view = async () =>
      (
        (await call(t.app, 'GET', `/app/documents/${p.key}`, { session: p.session })).data
          .document as DocumentDto
      ).signatories.find((s) => s.uuid === p.uuid)!;
    expect((await view()).terms_accepted_at).toBeNull();

    const first = await p.post(`user_accepted_terms/${p.uuid}`);
    const again = await p.post(`user_accepted_terms/${p.uuid}`);
    expect(first.statusCode).toBe(200);
    expect(again.data.terms_accepted_at).toBe(first.data.terms_accepted_at);
    const records = await t.ctx.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.document_key, p.key));
    expect(records.filter((r) => r.event === 'terms_accepted')).toHaveLength(1);
    expect((await view()).terms_accepted_at).toBe(first.data.terms_accepted_at);
  });

  it('records sign later as the signer', async () => {
    const p = await awaitingPack({ name: 'Lea Later', email: 'lea@example.com' });
    const r = await call(t.app, 'GET', `/app/documents/${p.key}/sign_later/${p.uuid}`, {
      session: p.session,
    });
    expect(r.statusCode).toBe(302);
    const records = await trailOf(p.key);
    const later = records.find((x) => x.event === 'sign_later')!;
    expect(auditActorLabel(later)).toBe('Lea Later <lea@example.com>');
  });
});
