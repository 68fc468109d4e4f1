import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails, users } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, waitForMail } from '../../../test/test-app.ts';

const t = useTestApp();
const AFRIKAANS_BROWSER = { 'accept-language': 'af-ZA,af;q=0.9,en;q=0.5' };

describe("the account mails' language", () => {
  it("writes the verification mail of a new sign-up in the browser's language", async () => {
    const email = 'annelie@example.com';
    const r = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Annelie', email_address: email, password: 'boerewors' },
      headers: AFRIKAANS_BROWSER,
    });
    expect(r.statusCode).toBe(200);
    const mail = await waitForMail(t.ctx, email, 'verify_email');
    expect(mail.subject).toBe('Bevestig jou e-posadres vir Quire');
    expect(mail.text).toContain('Hallo Annelie,');
  });

  it("writes a password reset in the user's profile language, whatever the browser says", async () => {
    const user = await signUpVerifiedUser(t, { full_name: 'Piet' });
    await t.ctx.db.update(users).set({ locale: 'af' }).where(eq(users.key, user.user_key));
    await call(t.app, 'POST', '/app/auth/request_password_reset', {
      body: { email_address: user.email_address },
      headers: { 'accept-language': 'en-GB' },
    });
    const mail = await waitForMail(t.ctx, user.email_address, 'reset_password');
    expect(mail.subject).toBe('Stel jou Quire-wagwoord terug');
    expect(mail.text).toContain('Die skakel werk vir');

    await t.ctx.db.update(users).set({ locale: 'en' }).where(eq(users.key, user.user_key));
    await call(t.app, 'POST', '/app/auth/request_password_reset', {
      body: { email_address: user.email_address },
      headers: AFRIKAANS_BROWSER,
    });
    const rows = await t.ctx.db
      .select({ subject: mails.subject })
      .from(mails)
      .where(and(eq(mails.to_address, user.email_address), eq(mails.kind, 'reset_password')));
    expect(rows.map((m) => m.subject).sort()).toEqual([
      'Reset your Quire password',
      'Stel jou Quire-wagwoord terug',
    ]);
  });
});
