import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, useTestApp, waitForMail } from '../../../test/test-app.ts';

const t = useTestApp();

beforeAll(async () => {
  await call(t.app, 'POST', '/app/auth/sign_up', {
    body: {
      full_name: 'Local Newcomer',
      email_address: 'newcomer@example.com',
      password: 'abcdef',
    },
  });
  await waitForMail(t.ctx, 'newcomer@example.com', 'verify_email');
});

describe('the local mailbox (no SMTP_URL)', () => {
  it('lists the outbox to a loopback request, with the verification link readable', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/mailbox', remoteAddress: '127.0.0.1' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Verify your email address for Quire');
    expect(list.body).toContain('newcomer@example.com');

    const json = (
      await t.app.inject({ method: 'GET', url: '/mailbox.json', remoteAddress: '::1' })
    ).json();
    const [mail] = json.mails;
    expect(mail).toMatchObject({ status: 'outbox', kind: 'verify_email' });
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/#verify_email\/[A-Za-z0-9_-]+$/);

    const one = await t.app.inject({
      method: 'GET',
      url: `/mailbox/${mail.key}`,
      remoteAddress: '127.0.0.1',
    });
    expect(one.body).toContain('srcdoc=');
    expect(one.body).toContain('Verify email address');
  });

  it('is not there for anyone else, nor through a proxy', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: '/mailbox',
      remoteAddress: '203.0.113.5',
    });
    expect(remote.statusCode).toBe(404);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/mailbox.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});

describe('the local mailbox with SMTP configured', () => {
  it('does not exist', async () => {
    const smtpApp = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9' },
      workers: false,
    });
    try {
      const r = await smtpApp.app.inject({
        method: 'GET',
        url: '/mailbox',
        remoteAddress: '127.0.0.1',
      });
      expect(r.statusCode).toBe(404);
    } finally {
      await smtpApp.close();
    }
  });
});
