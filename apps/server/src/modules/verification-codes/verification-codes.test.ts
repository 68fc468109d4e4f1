import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  SESSION_COOKIE,
  SIGNER_XSRF_COOKIE,
  VERIFICATION_CODE_MESSAGES as M,
  signingLinkPath,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  auditRecords,
  mails,
  signatories,
  textMessages,
  verificationCodes,
} from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';
import { issueSigningToken } from '../signing-requests/signing-token-repository.ts';
import { verifySignatoryCode } from './verify-signatory-code.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let annAccount: string;

beforeAll(async () => {
  ({ ann, bob, annAccount } = await seedCast(t, 'Team'));
});

/** A pack awaiting signatures with one signer reachable by SMS on +27 82 555 1234. */
const awaitingPack = async () => {
  const pack = await seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: annAccount,
    name: 'Lease agreement',
    status: 'awaiting_signatures',
    signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
  });
  const uuid = pack.signatoryUuids[0]!;
  await t.ctx.db
    .update(signatories)
    .set({ mobile_number: '+27825551234', primary_communication_channel: 'sms' })
    .where(eq(signatories.uuid, uuid));
  return { key: pack.key, uuid };
};

/** The signer's own session, opened through a signing link as their browser would. */
const signerSession = async (key: string, uuid: string): Promise<Session> => {
  const token = await t.ctx.db.transaction((tx: Db) =>
    issueSigningToken(tx, {
      documentKey: key,
      signatoryUuid: uuid,
      type: 'email',
      createdBy: null,
    }),
  );
  const r = await t.app.inject({ method: 'GET', url: signingLinkPath(key, uuid, token) });
  const cookie = (name: string) => r.cookies.find((c) => c.name === name)!.value;
  return {
    session_token: cookie(SESSION_COOKIE),
    xsrf_token: cookie(SIGNER_XSRF_COOKIE),
    user_key: '',
    user_account_key: '',
  };
};

const generate = (key: string, uuid: string, session: Session, query = '') =>
  call(t.app, 'POST', `/app/documents/${key}/generate_new_verification_otp/${uuid}${query}`, {
    session,
  });

const verify = (key: string, uuid: string, code: string) =>
  t.ctx.db.transaction((tx: Db) =>
    verifySignatoryCode(tx, { document_key: key, signatory_uuid: uuid, code }),
  );

/** The code in the newest text message to the signer's number. */
const textedCode = async (): Promise<string> => {
  const rows = await t.ctx.db
    .select()
    .from(textMessages)
    .where(eq(textMessages.to_number, '+27825551234'))
    .orderBy(sql`${textMessages.date_created} desc`)
    .limit(1);
  return /^(\d{6}) is your Quire verification code/.exec(rows[0]!.body)![1]!;
};

const wrongOf = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

const codeRows = (key: string) =>
  t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.document_key, key));

/** Moves the signer's codes back in time, as if `seconds` had passed. */
const age = (key: string, seconds: number) =>
  t.ctx.db
    .update(verificationCodes)
    .set({
      date_created: sql`${verificationCodes.date_created} - make_interval(secs => ${seconds})`,
    })
    .where(eq(verificationCodes.document_key, key));

const events = async (key: string) =>
  (
    await t.ctx.db
      .select({ event: auditRecords.event })
      .from(auditRecords)
      .where(eq(auditRecords.document_key, key))
      .orderBy(auditRecords.seq)
  ).map((r) => r.event);

describe('one-time verification codes', () => {
  it('texts a code to the signer, keeps only its HMAC, and verifies it once', async () => {
    const { key, uuid } = await awaitingPack();
    const signer = await signerSession(key, uuid);
    const r = await generate(key, uuid, signer);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({
      success: true,
      channel: 'sms',
      destination: '+27 ••• ••34',
      message: 'A verification code has been sent to +27 ••• ••34.',
      resend_after_seconds: 15,
    });
    const code = await textedCode();
    const [row] = await codeRows(key);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    expect(await verify(key, uuid, code.slice(0, 3))).toEqual({
      ok: false,
      status: 400,
      message: M.tooShort,
    });
    expect(await verify(key, uuid, code)).toEqual({ ok: true });
    expect(await verify(key, uuid, code)).toEqual({ ok: false, status: 400, message: M.used });
    expect(await events(key)).toEqual(['code_sent', 'code_verified', 'code_failed']);
  });

  it('locks a code after five wrong tries, then refuses even the right one until a new code', async () => {
    const { key, uuid } = await awaitingPack();
    const signer = await signerSession(key, uuid);
    expect((await generate(key, uuid, signer)).statusCode).toBe(200);
    const code = await textedCode();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await verify(key, uuid, wrongOf(code)));
    expect(answers.map((a) => (a.ok ? 'ok' : a.message))).toEqual([
      M.wrong(4),
      M.wrong(3),
      M.wrong(2),
      M.wrong(1),
      M.locked,
      M.locked,
    ]);
    expect(await verify(key, uuid, code)).toEqual({ ok: false, status: 403, message: M.locked });
    const [row] = await codeRows(key);
    expect(row!.failed_attempts).toBe(5);
    expect(row!.locked_at).not.toBeNull();
    expect((await events(key)).filter((e) => e === 'code_locked')).toHaveLength(1);

    await age(key, 20);
    expect((await generate(key, uuid, signer)).statusCode).toBe(200);
    expect(await verify(key, uuid, await textedCode())).toEqual({ ok: true });
  });

  it('refuses a new code within 15 s, and a new code voids the earlier one', async () => {
    const { key, uuid } = await awaitingPack();
    const signer = await signerSession(key, uuid);
    expect((await generate(key, uuid, signer)).statusCode).toBe(200);
    const first = await textedCode();
    const again = await generate(key, uuid, signer);
    expect(again.statusCode).toBe(429);
    expect(again.data.message).toMatch(
      /^Please wait 1[0-5] seconds before requesting a new code\.$/,
    );
    expect(await codeRows(key)).toHaveLength(1);

    await age(key, 16);
    expect((await generate(key, uuid, signer)).statusCode).toBe(200);
    const second = await textedCode();
    expect(await codeRows(key)).toHaveLength(2);
    if (first !== second) expect((await verify(key, uuid, first)).ok).toBe(false);
    expect(await verify(key, uuid, second)).toEqual({ ok: true });
  });

  it('refuses another signer of the pack, and a team member who may not sign in person', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
      signatories: [
        { name: 'Sam Signer', email: 'sam@example.com' },
        { name: 'Olive Other', email: 'olive@example.com' },
      ],
    });
    const [sam, olive] = pack.signatoryUuids as [string, string];
    const asOlive = await generate(pack.key, sam, await signerSession(pack.key, olive));
    expect(asOlive.statusCode).toBe(403);
    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_sign_in_person: false },
    });
    try {
      expect((await generate(pack.key, sam, ann)).statusCode).toBe(403);
    } finally {
      await setPermissions(t.ctx, ann.user_account_key, {});
    }
    expect(await codeRows(pack.key)).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const { key, uuid } = await awaitingPack();
    expect((await generate(key, uuid, await signerSession(key, uuid))).statusCode).toBe(200);
    const code = await textedCode();
    await t.ctx.db
      .update(verificationCodes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.document_key, key));
    expect(await verify(key, uuid, code)).toEqual({ ok: false, status: 400, message: M.expired });
  });

  it('lets a team member send by mail for in-person signing; others get 404, setup gets 409', async () => {
    const { key, uuid } = await awaitingPack();
    const r = await generate(key, uuid, ann, '?use_voice=false');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({ channel: 'sms' });
    await age(key, 20);
    await t.ctx.db
      .update(signatories)
      .set({ primary_communication_channel: 'email' })
      .where(eq(signatories.uuid, uuid));
    const mailed = await generate(key, uuid, ann);
    expect(mailed.data).toMatchObject({ channel: 'email', destination: 's•••@example.com' });
    const [mail] = await t.ctx.db
      .select()
      .from(mails)
      .where(and(eq(mails.to_address, 'sam@example.com'), eq(mails.kind, 'verification_code')));
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    expect(await verify(key, uuid, code)).toEqual({ ok: true });

    const foreign = await generate(key, uuid, bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.message).toBe(MESSAGES.documentNotFound);

    const setup = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
    });
    const refused = await generate(setup.key, setup.signatoryUuids[0]!, ann);
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toBe(M.onlyWhileAwaiting);
  });
});
