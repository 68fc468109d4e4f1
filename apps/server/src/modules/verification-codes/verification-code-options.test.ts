import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VERIFICATION_CODE_MESSAGES as M } from '@quire/domain';
import { signatories, textMessages, verificationCodes } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';
import type { VerificationCodeOptions } from './verification-code-options.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let annAccount: string;

beforeAll(async () => {
  ({ ann, bob, annAccount } = await seedCast(t, 'Team'));
});

/** A pack awaiting signatures; its one signer has these contact details. */
const awaitingPack = async (contact: Partial<typeof signatories.$inferInsert>) => {
  const pack = await seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: annAccount,
    name: 'Lease agreement',
    status: 'awaiting_signatures',
    signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
  });
  const uuid = pack.signatoryUuids[0]!;
  await t.ctx.db.update(signatories).set(contact).where(eq(signatories.uuid, uuid));
  return { key: pack.key, uuid, signer: await openSignerSession(t, pack.key, uuid) };
};

const options = (key: string, uuid: string, session: Session) =>
  call(t.app, 'GET', `/app/documents/${key}/verification_otp_options/${uuid}`, { session });
const generate = (key: string, uuid: string, session: Session, query = '') =>
  call(t.app, 'POST', `/app/documents/${key}/generate_new_verification_otp/${uuid}${query}`, {
    session,
  });

describe('where a one-time code would go, before it is sent', () => {
  it('names the email channel and the masked address, with no alternatives without a number', async () => {
    const { key, uuid, signer } = await awaitingPack({ primary_communication_channel: 'email' });
    const r = await options(key, uuid, signer);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toEqual({
      success: true,
      channel: 'email',
      destination: 's•••@example.com',
      code_length: 6,
      resend_after_seconds: 0,
      alternatives: [],
      pending: null,
    });
    // Nothing was sent by asking.
    expect(
      await t.ctx.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.document_key, key)),
    ).toEqual([]);
  });

  it('promises what the send then does: SMS to the number on file, WhatsApp and a call as alternatives', async () => {
    const { key, uuid, signer } = await awaitingPack({
      mobile_number: '+27825551234',
      primary_communication_channel: 'sms',
    });
    const before = (await options(key, uuid, signer)).data as unknown as VerificationCodeOptions;
    expect(before).toMatchObject({
      channel: 'sms',
      destination: '+27 ••• ••34',
      alternatives: [
        { channel: 'whatsapp', destination: '+27 ••• ••34' },
        { channel: 'voice', destination: '+27 ••• ••34' },
      ],
      pending: null,
    });
    const sent = await generate(key, uuid, signer);
    expect(sent.data).toMatchObject({ channel: before.channel, destination: before.destination });
    const [text] = await t.ctx.db
      .select()
      .from(textMessages)
      .where(eq(textMessages.to_number, '+27825551234'))
      .orderBy(sql`${textMessages.date_created} desc`)
      .limit(1);
    expect(text!.channel).toBe('sms');

    const after = (await options(key, uuid, signer)).data as unknown as VerificationCodeOptions;
    expect(after.resend_after_seconds).toBeGreaterThan(0);
    expect(after.resend_after_seconds).toBeLessThanOrEqual(15);
    expect(after.pending).toMatchObject({ channel: 'sms', destination: '+27 ••• ••34' });
  });

  it('offers a text message when the signer is reached by email but has a number on file', async () => {
    const { key, uuid, signer } = await awaitingPack({
      mobile_number: '+27825551234',
      primary_communication_channel: 'email',
    });
    const r = (await options(key, uuid, signer)).data as unknown as VerificationCodeOptions;
    expect(r.channel).toBe('email');
    expect(r.alternatives.map((a) => a.channel)).toEqual(['sms', 'whatsapp', 'voice']);
  });

  it('says why when there is nowhere to send a code', async () => {
    const { key, uuid, signer } = await awaitingPack({
      email: null,
      primary_communication_channel: 'sms',
    });
    const r = await options(key, uuid, signer);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(M.noMobileNumber);
  });

  it('answers only the signer, an in-person team member, and only while awaiting signatures', async () => {
    const { key, uuid } = await awaitingPack({ primary_communication_channel: 'email' });
    expect((await options(key, uuid, ann)).statusCode).toBe(200);
    const foreign = await options(key, uuid, bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.message).toBe(MESSAGES.documentNotFound);
    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_sign_in_person: false },
    });
    try {
      expect((await options(key, uuid, ann)).statusCode).toBe(403);
    } finally {
      await setPermissions(t.ctx, ann.user_account_key, {});
    }
    const setup = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
    });
    const refused = await options(setup.key, setup.signatoryUuids[0]!, ann);
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toBe(M.onlyWhileAwaiting);
  });
});
