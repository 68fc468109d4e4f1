import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, SIGNATORY_MESSAGES } from '@quire/domain';
import { documents, signatories } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let carol: Session;
let annAccount: string;
let carolMembership: string;

const update = (s: Session, key: string, signatory: unknown, headers = {}) =>
  call(t.app, 'POST', `/app/documents/${key}/update_signatory_details`, {
    session: s,
    body: { signatory },
    headers,
  });
const row = async (uuid: string) =>
  (await t.ctx.db.select().from(signatories).where(eq(signatories.uuid, uuid)))[0]!;
const livePack = (overrides: Parameters<typeof seedPack>[1]['signatories'] = undefined) =>
  seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: annAccount,
    status: 'awaiting_signatures',
    signatories: overrides ?? [
      { name: 'Mia', email: 'mia@example.com' },
      { name: 'Ned', email: 'ned@example.com', status: 'complete' },
      { name: 'Oz', email: 'oz@example.com', status: 'excluded' },
    ],
  });

beforeAll(async () => {
  ({ ann, bob, carol, annAccount, carolMembership } = await seedCast(t, 'Details team'));
});

describe('update_signatory_details', () => {
  it("corrects a live signer's details and answers date_updated", async () => {
    const pack = await livePack();
    const uuid = pack.signatoryUuids[0]!;
    const r = await update(ann, pack.key, {
      uuid,
      name: 'Mia Moss',
      email: 'mia.moss@example.com',
      mobile_number: '020 7946 0018',
      dialing_code: '+44',
    });
    expect(r.data).toMatchObject({
      success: true,
      message: SIGNATORY_MESSAGES.signatoryDetailsUpdatedNewLink,
    });
    const saved = await row(uuid);
    expect((r.data.signatory as { date_updated: string }).date_updated).toBe(
      saved.date_updated.toISOString(),
    );
    expect(saved).toMatchObject({
      name: 'Mia Moss',
      email: 'mia.moss@example.com',
      mobile_number: '+442079460018',
      dialing_code: '+44',
    });
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.key, pack.key));
    expect(doc!.search_text).toContain('mia moss');
  });

  it('checks the details in full with the exact §5 messages', async () => {
    const pack = await livePack();
    const uuid = pack.signatoryUuids[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'A name for the signer is required.', 'name'],
      [{ email: '' }, 'Please enter a valid email address.', 'email'],
      [{ email: 'mia@' }, 'Please enter a valid email address.', 'email'],
    ];
    for (const [change, message, field] of cases) {
      const r = await update(ann, pack.key, { uuid, ...change });
      expect(r.statusCode).toBe(400);
      expect(r.data).toEqual({ success: false, message, field });
    }
    await t.ctx.db
      .update(signatories)
      .set({ email_is_optional: true })
      .where(eq(signatories.uuid, uuid));
    expect((await update(ann, pack.key, { uuid, email: '' })).data).toEqual({
      success: false,
      message: 'Email or mobile number are required.',
      field: 'mobile_number',
    });
    expect((await update(ann, pack.key, { uuid, email: 'x@' })).data.message).toBe(
      "Email address is invalid. Clear the email text if you don't want email to be used.",
    );
    const twoFactor = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
      flags: { use_two_factor_authentication: true },
      signatories: [{ name: 'Pat', email: 'pat@example.com' }],
    });
    expect(
      (await update(ann, twoFactor.key, { uuid: twoFactor.signatoryUuids[0], name: 'Pat P' })).data,
    ).toEqual({ success: false, message: 'Mobile number is required', field: 'mobile_number' });
    expect((await row(uuid)).name).toBe('Mia');
  });

  it('refuses complete or excluded signers, setup packs, non-members and other workspaces', async () => {
    const pack = await livePack();
    const [, ned, oz] = pack.signatoryUuids as [string, string, string];
    for (const uuid of [ned, oz]) {
      const r = await update(ann, pack.key, { uuid, name: 'Changed' });
      expect(r.statusCode).toBe(409);
      expect(r.data.message).toBe("This signatory's details can no longer be edited.");
    }
    const draft = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      signatories: [{ name: 'Quinn', email: 'q@example.com' }],
    });
    expect(
      (await update(ann, draft.key, { uuid: draft.signatoryUuids[0], name: 'Q' })).statusCode,
    ).toBe(409);
    expect((await update(ann, pack.key, { uuid: 'nobody', name: 'Q' })).statusCode).toBe(404);

    const shared = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
      viewers: [bob.user_key],
      signatories: [{ name: 'Rae', email: 'rae@example.com' }],
    });
    const viewer = await update(bob, shared.key, { uuid: shared.signatoryUuids[0], name: 'B' });
    expect(viewer.statusCode).toBe(403);
    for (const body of [{ uuid: pack.signatoryUuids[0], name: 'Hacked' }, {}]) {
      const other = await update(carol, pack.key, body, {
        [HEADERS.userAccountKey]: carolMembership,
      });
      expect(other.statusCode).toBe(404);
      expect(other.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect((await row(pack.signatoryUuids[0]!)).name).toBe('Mia');
    expect((await row(ned)).name).toBe('Ned');
  });
});
