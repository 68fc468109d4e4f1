import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, signatureRequestPreviewQuery } from '@quire/domain';
import { userAccounts } from '../../db/schema.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { seedCast } from '../../../test/seed-documents.ts';
import { logo, uploadThemeImage } from './branding-test-kit.ts';
import { PREVIEW_DOCUMENT_NAME } from './mail-preview-service.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;
let imageUrl: string;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
  const [ann] = await t.ctx.db
    .select()
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.account_key, cast.teamAccount),
        eq(userAccounts.user_key, cast.ann.user_key),
      ),
    );
  const uploaded = await uploadThemeImage(t, cast.ann, ann!.key, await logo());
  imageUrl = uploaded.data.blob_url as string;
});

const preview = (query: string, cookie: string | null = cast.ann.session_token) =>
  t.app.inject({
    method: 'GET',
    url: `/test/mail/signature_request?${query}`,
    ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
  });

describe('GET /test/mail/signature_request', () => {
  it('renders the real signature-request mail in the given colours and image', async () => {
    const query = signatureRequestPreviewQuery(
      {
        email_button_colour: '#c2185b',
        email_button_text_colour: '#FFEEDD',
        email_background_colour: '#101820',
        email_text_colour: '#fefefe',
        email_heading_image_url: imageUrl,
      },
      { to_name: 'Sam Signer', from_name: 'Acme Legal' },
    );
    const r = await preview(query);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.body).toContain('#c2185b');
    expect(r.body).toContain('#ffeedd');
    expect(r.body).toContain('#101820');
    expect(r.body).toContain('#fefefe');
    expect(r.body).toContain(`src="${imageUrl}"`);
    expect(r.body).toContain('Sam Signer');
    expect(r.body).toContain('Acme Legal has sent you a document to sign');
    expect(r.body).toContain(PREVIEW_DOCUMENT_NAME);
    expect(r.body).toContain('Review and sign');
  });

  it('takes the absolute form of its own image URL, and ignores any other address', async () => {
    const absolute = await preview(
      `header_image_url=${encodeURIComponent(`http://localhost:3000${imageUrl}`)}`,
    );
    expect(absolute.body).toContain(`src="${imageUrl}"`);
    for (const other of [
      'https://evil.example/logo.png',
      `https://evil.example${imageUrl}`,
      `//evil.example${imageUrl}`,
      '/app/serve_image/not-a-theme-image',
      `${imageUrl}/../../../etc/passwd`,
      'javascript:alert(1)',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const r = await preview(`header_image_url=${encodeURIComponent(other)}`);
      expect(r.statusCode, other).toBe(200);
      expect(r.body, other).not.toContain('evil.example');
      expect(r.body, other).not.toContain('169.254');
      expect(r.body, other).not.toContain('<img');
    }
  });

  it('refuses colours that are not colours, and answers only a signed-in person', async () => {
    for (const bad of ['red', '#12', 'expression(alert(1))', '#1234567']) {
      const r = await preview(`button_colour=${encodeURIComponent(bad)}`);
      expect(r.statusCode, bad).toBe(400);
    }
    const defaults = await preview('');
    expect(defaults.statusCode).toBe(200);
    expect(defaults.body).toContain('#1d4898');
    expect((await preview('', null)).statusCode).toBe(401);
    const header = await call(t.app, 'GET', '/test/mail/signature_request', { session: cast.bob });
    expect(header.statusCode).toBe(200);
  });
});
