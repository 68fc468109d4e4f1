import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS,
  MEMBER_MESSAGES,
  MESSAGES,
  type AccountMember,
  type InvitationSummary,
} from '@quire/domain';
import { brandingThemes, mails, users } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import {
  call,
  createTestApp,
  linkToken,
  signUpVerifiedUser,
  waitForMail,
  type Session,
  type TestApp,
} from '../../../test/test-app.ts';
import { memberKit } from './member-test-kit.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let k: ReturnType<typeof memberKit>;
let ann: Session & { email_address: string };
let team: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  k = memberKit(t);
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  team = (await k.createTeam(ann, 'Archer & Co')).account.key;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
const address = () => `invitee${n++}@example.com`;

/** Invites `email` to the team and answers the membership and the link's token. */
const invite = async (email: string, first_name = 'Dee', last_name = 'Dunn') => {
  const r = await k.add(ann, team, { email_address: email, first_name, last_name });
  expect(r.data).toMatchObject({ success: true, message: MEMBER_MESSAGES.userInvited });
  const mail = await waitForMail(t.ctx, email, 'workspace_invitation');
  return {
    member: r.data.user_account as AccountMember,
    token: linkToken(mail.text, '#join/'),
    mail,
  };
};

const login = async (email_address: string, password: string) =>
  (await call(t.app, 'POST', '/app/auth/login', { body: { email_address, password } }))
    .data as unknown as Session;

const signUp = (email_address: string, extra: Record<string, string> = {}) =>
  call(t.app, 'POST', '/app/auth/sign_up', {
    body: { full_name: 'Dee Dunn', email_address, password: 'secret pass', ...extra },
  });

const accept = (session: Session, token: string) =>
  call(t.app, 'POST', `/app/invitations/${token}/accept`, { session, body: {} });

describe('inviting someone without an account', () => {
  it('creates a placeholder and an invited membership, and mails a themed #join link', async () => {
    await t.ctx.db.insert(brandingThemes).values({
      key: newKey(),
      account_key: team,
      name: 'House',
      default_theme: true,
      email_button_colour: '#aa3300',
    });
    const email = address();
    const { member, token, mail } = await invite(email);
    expect(member).toMatchObject({ full_name: 'Dee Dunn', status: 'invited', is_admin: false });
    const [placeholder] = await t.ctx.db.select().from(users).where(eq(users.email_address, email));
    expect(placeholder).toMatchObject({ password_hash: null, verified: false });
    expect(mail.subject).toBe('Ann Archer invited you to join Archer & Co on Quire');
    expect(mail.html).toContain('#aa3300');
    expect(mail.text).toContain(`http://localhost:3000/#join/${token}`);

    // Over the wire, through a real SMTP server.
    const deadline = Date.now() + 15_000;
    while (!smtp.received.some((r) => r.to.includes(email)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const wire = smtp.received.find((r) => r.to.includes(email));
    expect(wire?.raw).toContain('Archer & Co');

    const summary = await call(t.app, 'GET', `/app/invitations/${token}`);
    expect(summary.data.invitation as InvitationSummary).toEqual({
      email_address: email,
      full_name: 'Dee Dunn',
      account_names: ['Archer & Co'],
      invited_by_name: 'Ann Archer',
      has_account: false,
    });
    expect((await k.members(ann, team)).find((m) => m.key === member.key)?.status).toBe('invited');
  });

  it('joins through sign-up with the link: verified, personal account, then the workspace', async () => {
    const email = address();
    const { member, token } = await invite(email);
    expect((await signUp(email, { invitation_token: token })).statusCode).toBe(200);
    const dee = await login(email, 'secret pass');
    expect(await k.workspacesOf(dee)).not.toContain(team);
    const joined = await accept(dee, token);
    expect(joined.data).toMatchObject({
      success: true,
      message: MEMBER_MESSAGES.invitationAccepted,
      user_account_key: member.key,
    });
    expect(await k.workspacesOf(dee)).toEqual([
      expect.any(String), // the personal account, first
      team,
    ]);
    const me = await call(t.app, 'GET', '/app/user', {
      session: dee,
      headers: { [HEADERS.userAccountKey]: member.key },
    });
    expect(me.data).toMatchObject({ user: { verified: true }, user_account_key: member.key });
    const again = await accept(dee, token);
    expect(again.data).toEqual({ success: false, message: MEMBER_MESSAGES.invitationInvalid });
  });

  it('refuses the link to anyone logged in as another address', async () => {
    const { token } = await invite(address());
    const bob = await signUpVerifiedUser(t, { full_name: 'Bob Baker' });
    const r = await accept(bob, token);
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(MEMBER_MESSAGES.invitationForAnotherAddress);
    expect(await k.workspacesOf(bob)).not.toContain(team);
  });
});

describe('an invited membership is never usable', () => {
  it('grants nothing to an unproven claimer, until the mailbox is proven', async () => {
    const email = address();
    const { member } = await invite(email);
    // Sign-up without the link claims the placeholder, but proves nothing yet.
    expect((await signUp(email)).statusCode).toBe(200);
    const verifyMail = await waitForMail(t.ctx, email, 'verify_email');
    const claimer = await login(email, 'secret pass');
    const asTeam = { [HEADERS.userAccountKey]: member.key };
    expect(await k.workspacesOf(claimer)).not.toContain(team);
    const me = await call(t.app, 'GET', '/app/user', { session: claimer, headers: asTeam });
    expect(me.statusCode).toBe(403);
    expect(me.data.message).toBe(MESSAGES.notWorkspaceMember);
    const account = await call(t.app, 'GET', `/app/accounts/${team}`, { session: claimer });
    expect(account.statusCode).toBe(404);
    const docs = await call(t.app, 'GET', '/app/documents', { session: claimer, headers: asTeam });
    expect(docs.statusCode).toBe(403);

    await call(
      t.app,
      'GET',
      `/app/auth/verify_email/${linkToken(verifyMail.text, '#verify_email/')}`,
    );
    expect(await k.workspacesOf(claimer)).toContain(team);
    expect(
      (await call(t.app, 'GET', '/app/user', { session: claimer, headers: asTeam })).statusCode,
    ).toBe(200);
  });

  it('lets the mailbox owner take the address back from a claimer, whose sessions end', async () => {
    const email = address();
    const { token } = await invite(email);
    await signUp(email, { password: 'claimer pass' });
    const claimer = await login(email, 'claimer pass');
    const summary = await call(t.app, 'GET', `/app/invitations/${token}`);
    expect((summary.data.invitation as InvitationSummary).has_account).toBe(false);

    await signUp(email, { invitation_token: token, password: 'owner pass' });
    expect((await call(t.app, 'GET', '/app/user', { session: claimer })).statusCode).toBe(401);
    const owner = await login(email, 'owner pass');
    expect((await accept(owner, token)).statusCode).toBe(200);
    expect(await k.workspacesOf(owner)).toContain(team);
  });

  it('activates an invitation when the placeholder resets a password instead', async () => {
    const email = address();
    await invite(email);
    await call(t.app, 'POST', '/app/auth/request_password_reset', {
      body: { email_address: email },
    });
    const mail = await waitForMail(t.ctx, email, 'reset_password');
    await call(t.app, 'POST', '/app/auth/reset_password', {
      body: { token: linkToken(mail.text, '#reset_password/'), password: 'reset pass' },
    });
    const dee = await login(email, 'reset pass');
    const workspaces = await k.workspacesOf(dee);
    expect(workspaces).toHaveLength(2);
    expect(workspaces).toContain(team);
  });
});

describe('managing invitations', () => {
  it('resends to an invited member only, and only for admins', async () => {
    const { member, token } = await invite(address());
    const resend = (session: Session, user_account_key: string) =>
      call(t.app, 'POST', `/app/accounts/${team}/resend_invitation`, {
        session,
        body: { data: { user_account_key } },
      });
    const r = await resend(ann, member.key);
    expect(r.data).toEqual({ success: true, message: MEMBER_MESSAGES.invitationResent });
    // The second invitation, delivered over SMTP, carries a new link; the first still works.
    const deadline = Date.now() + 15_000;
    const toDee = () => smtp.received.filter((m) => m.to.includes(member.email_address));
    while (toDee().length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(toDee()).toHaveLength(2);
    const sent = await t.ctx.db
      .select()
      .from(mails)
      .where(eq(mails.to_address, member.email_address));
    const tokens = new Set(sent.map((m) => linkToken(m.text, '#join/')));
    expect(tokens.size).toBe(2);
    expect(tokens.has(token)).toBe(true);

    const annUa = (await k.members(ann, team)).find((m) => m.user_key === ann.user_key)!.key;
    expect((await resend(ann, annUa)).data.message).toBe(MEMBER_MESSAGES.notInvited);
    const bob = await signUpVerifiedUser(t);
    expect((await resend(bob, member.key)).statusCode).toBe(404);
    await k.add(ann, team, { email_address: bob.email_address });
    expect((await resend(bob, member.key)).statusCode).toBe(403);
  });

  it('revokes the invitation when the invited member is removed', async () => {
    const email = address();
    const { member, token } = await invite(email);
    expect((await k.remove(ann, team, member.key)).statusCode).toBe(200);
    const r = await call(t.app, 'GET', `/app/invitations/${token}`);
    expect(r.data).toEqual({ success: false, message: MEMBER_MESSAGES.invitationInvalid });
    expect(await t.ctx.db.select().from(users).where(eq(users.email_address, email))).toEqual([]);
  });

  it('adds an unverified user as invited, not active', async () => {
    const email = address();
    await signUp(email);
    const r = await k.add(ann, team, { email_address: email });
    expect((r.data.user_account as AccountMember).status).toBe('invited');
    await waitForMail(t.ctx, email, 'workspace_invitation');
  });
});
