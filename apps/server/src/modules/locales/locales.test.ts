import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mails, signatories } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let annAccount: string;

beforeAll(async () => {
  ({ ann, bob, annAccount } = await seedCast(t, 'Team'));
});

const awaitingPack = async (email = 'sannie@example.com') => {
  const pack = await seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: annAccount,
    name: 'Huurkontrak',
    status: 'awaiting_signatures',
    signatories: [{ name: 'Sannie Signer', email }],
  });
  return { key: pack.key, uuid: pack.signatoryUuids[0]! };
};

const settle = (key: string, uuid: string, session: Session, payload: object, headers = {}) =>
  call(t.app, 'POST', `/app/documents/${key}/signer_locale/${uuid}`, {
    session,
    body: payload,
    headers,
  });

const storedLocale = async (uuid: string) =>
  (
    await t.ctx.db
      .select({ locale: signatories.locale })
      .from(signatories)
      .where(eq(signatories.uuid, uuid))
  )[0]!.locale;

describe('the signer’s language (POST signer_locale)', () => {
  it('takes the browser’s language the first time, remembers it, and keeps it over later browsers', async () => {
    const { key, uuid } = await awaitingPack();
    const signer = await openSignerSession(t, key, uuid);
    const first = await settle(key, uuid, signer, { browser_languages: ['af-ZA', 'en-US'] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, locale: 'af' });
    expect(await storedLocale(uuid)).toBe('af');

    const later = await settle(key, uuid, signer, { browser_languages: ['en-GB'] });
    expect(later.json().locale).toBe('af');
  });

  it('reads the Accept-Language header when the page sends no languages', async () => {
    const { key, uuid } = await awaitingPack();
    const signer = await openSignerSession(t, key, uuid);
    const answer = await settle(key, uuid, signer, {}, { 'accept-language': 'de;q=0.9, af;q=0.8' });
    expect(answer.json().locale).toBe('af');
  });

  it('stores the signer’s own choice over what was remembered', async () => {
    const { key, uuid } = await awaitingPack();
    const signer = await openSignerSession(t, key, uuid);
    await settle(key, uuid, signer, { browser_languages: ['af'] });
    const chosen = await settle(key, uuid, signer, { locale: 'en' });
    expect(chosen.json().locale).toBe('en');
    expect(await storedLocale(uuid)).toBe('en');
  });

  it('refuses a language Quire does not speak, and anyone who is not the signer', async () => {
    const { key, uuid } = await awaitingPack();
    const signer = await openSignerSession(t, key, uuid);
    expect((await settle(key, uuid, signer, { locale: 'xx' })).statusCode).toBe(400);
    const stranger = await settle(key, uuid, bob, { locale: 'af' });
    expect(stranger.statusCode).toBe(404);
    expect(await storedLocale(uuid)).toBeNull();
  });

  it('sends the signer’s next mails in their language', async () => {
    const { key, uuid } = await awaitingPack('sannie.code@example.com');
    const signer = await openSignerSession(t, key, uuid);
    await settle(key, uuid, signer, { browser_languages: ['af-ZA'] });
    const sent = await call(
      t.app,
      'POST',
      `/app/documents/${key}/generate_new_verification_otp/${uuid}`,
      {
        session: signer,
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.ctx.db
      .select()
      .from(mails)
      .where(
        and(eq(mails.to_address, 'sannie.code@example.com'), eq(mails.kind, 'verification_code')),
      );
    expect(mail!.subject).toBe('Jou Quire-verifikasiekode');
    expect(mail!.html).toContain('lang="af"');
    expect(mail!.text).toContain(
      'Voer hierdie kode in om te bevestig dat dit jy is wat “Huurkontrak” onderteken',
    );
  });
});

describe('the user’s language (POST /app/user locale)', () => {
  it('is stored, answered by GET /app/user, and can go back to the browser’s (null)', async () => {
    const set = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { locale: 'af' } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.locale).toBe('af');
    expect((await call(t.app, 'GET', '/app/user', { session: ann })).json().user.locale).toBe('af');
    const cleared = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { locale: null } },
    });
    expect(cleared.json().user.locale).toBeNull();
  });

  it('refuses a language Quire does not speak', async () => {
    const refused = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { locale: 'zz' } },
    });
    expect(refused.statusCode).toBe(400);
  });
});
