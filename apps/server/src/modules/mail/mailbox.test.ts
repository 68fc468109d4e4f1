import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, createTestApp, useTestApp, waitForMail } from '../../../test/test-app.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { insertMail } from './mail-repository.ts';

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

describe("the local mailbox's attachments", () => {
  /** A kept mail with one stored file attached, as the final mail with include_attachments has. */
  const seedMailWithAttachment = async () => {
    const bytes = Buffer.alloc(3 * 1024, 7);
    const fileKey = newKey();
    await t.ctx.blobStore.put(`test/${fileKey}`, bytes, 'application/pdf');
    await insertBlob(t.ctx.db, {
      key: fileKey,
      storage: t.ctx.blobStore.kind,
      object_key: `test/${fileKey}`,
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      purpose: 'final_pdf',
      filename: 'Lease – signed.pdf',
    });
    const mailKey = await insertMail(t.ctx.db, {
      kind: 'final_documents',
      to: 'tenant@example.com',
      subject: 'Lease is complete',
      html: '<p>Signed copy attached.</p>',
      text: 'Signed copy attached.',
    });
    await t.ctx.db
      .update(mails)
      .set({
        attachments: [
          { filename: 'Lease – signed.pdf', file_key: fileKey, content_type: 'application/pdf' },
        ],
      })
      .where(eq(mails.key, mailKey));
    return { mailKey, bytes };
  };

  it('lists each attachment with its name, size and a download link, served to loopback only', async () => {
    const { mailKey, bytes } = await seedMailWithAttachment();
    const local = { remoteAddress: '127.0.0.1' };
    const link = `/mailbox/${mailKey}/attachments/0`;

    const list = await t.app.inject({ method: 'GET', url: '/mailbox', ...local });
    expect(list.body).toContain(`<a href="${link}" download>Lease – signed.pdf</a>`);
    expect(list.body).toContain('3 KB');
    const one = await t.app.inject({ method: 'GET', url: `/mailbox/${mailKey}`, ...local });
    expect(one.body).toContain('1 attachment');
    expect(one.body).toContain(link);
    const json = (await t.app.inject({ method: 'GET', url: '/mailbox.json', ...local })).json();
    expect(json.mails.find((m: { key: string }) => m.key === mailKey).attachments).toEqual([
      { filename: 'Lease – signed.pdf', content_type: 'application/pdf', url: link },
    ]);

    const file = await t.app.inject({ method: 'GET', url: link, ...local });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Lease – signed.pdf')}`,
    );
    expect(file.rawPayload.equals(bytes)).toBe(true);

    const remote = await t.app.inject({ method: 'GET', url: link, remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
    const none = await t.app.inject({
      method: 'GET',
      url: `/mailbox/${mailKey}/attachments/1`,
      ...local,
    });
    expect(none.statusCode).toBe(404);
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
