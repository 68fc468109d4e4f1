import { expect } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { HEADERS, type BrandingTheme } from '@quire/domain';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';
import { putBytes } from '../uploads/upload-test-helpers.ts';

/** A small logo of the given format, drawn for real (the server judges the bytes). */
export const logo = async (format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png'): Promise<Buffer> => {
  if (format === 'gif') return tinyGif();
  const canvas = createCanvas(240, 60);
  const g = canvas.getContext('2d');
  g.fillStyle = '#0b6e4f';
  g.fillRect(0, 0, 240, 60);
  return format === 'png' ? canvas.encode('png') : canvas.encode(format);
};

/** A 1×1 GIF89a (the canvas cannot encode GIF). */
const tinyGif = (): Buffer =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The calls with a chosen workspace selected (the user_account_key header). */
export const inWorkspace = (session: Session, userAccountKey: string) => ({
  session,
  headers: { [HEADERS.userAccountKey]: userAccountKey },
});

/** The three calls of a theme image upload; answers the success call. */
export const uploadThemeImage = async (
  t: TestApp,
  session: Session,
  userAccountKey: string,
  bytes: Buffer,
  filename = 'logo.png',
) => {
  const started = await call(
    t.app,
    'GET',
    `/app/get_image_upload_url?filename=${encodeURIComponent(filename)}`,
    inWorkspace(session, userAccountKey),
  );
  expect(started.statusCode, started.body).toBe(200);
  const { url, file_key } = started.data as unknown as { url: string; file_key: string };
  expect((await putBytes(t, url, bytes)).statusCode).toBe(200);
  return call(t.app, 'POST', '/app/image_upload_success', {
    ...inWorkspace(session, userAccountKey),
    body: { file_key },
  });
};

export const saveTheme = (
  t: TestApp,
  session: Session,
  accountKey: string,
  themeKey: string,
  data: Record<string, unknown>,
) =>
  call(t.app, 'POST', `/app/accounts/${accountKey}/branding/${themeKey}`, {
    session,
    body: { data },
  });

export const themeOf = (answer: { data: Record<string, unknown> }): BrandingTheme =>
  answer.data.account_branding_theme as BrandingTheme;
