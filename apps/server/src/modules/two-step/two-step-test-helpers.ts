import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { textMessages } from '../../db/schema.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';

/** The 6-digit code in the newest text message to `to`. */
export const textedCode = async (t: TestApp, to: string): Promise<string> => {
  const rows = await t.ctx.db
    .select()
    .from(textMessages)
    .where(eq(textMessages.to_number, to))
    .orderBy(desc(textMessages.date_created))
    .limit(1);
  return /^(\d{6}) is your Quire code/.exec(rows[0]!.body)![1]!;
};

/** The authenticator code `steps` periods from now (0 = the current one). */
export const totpCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export const secretOf = (link: string) => new URL(link).searchParams.get('secret')!;

export const logInWithPassword = (t: TestApp, user: { email_address: string; password: string }) =>
  call(t.app, 'POST', '/app/auth/login', {
    body: { email_address: user.email_address, password: user.password },
  });

export const secondStep = (t: TestApp, challenge_token: string, method: string, code: string) =>
  call(t.app, 'POST', '/app/auth/two_step', { body: { challenge_token, method, code } });

export const setUser = (t: TestApp, session: Session, data: Record<string, unknown>) =>
  call(t.app, 'POST', '/app/user', { session, body: { data } });
