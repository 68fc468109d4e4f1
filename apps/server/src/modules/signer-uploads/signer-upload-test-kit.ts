import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { SESSION_COOKIE, SIGNER_XSRF_COOKIE, signingLinkPath } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { signatories } from '../../db/schema.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';
import { issueSigningToken } from '../signing-requests/signing-token-repository.ts';
import { putBytes } from '../uploads/upload-test-helpers.ts';

/** A signer's own session, opened through a signing link as their browser would (ADR 0010). */
export const openSignerSession = async (
  t: TestApp,
  packKey: string,
  signatoryUuid: string,
): Promise<Session & { cookie: string }> => {
  const token = await t.ctx.db.transaction((tx: Db) =>
    issueSigningToken(tx, {
      documentKey: packKey,
      signatoryUuid,
      type: 'email',
      createdBy: null,
    }),
  );
  const opened = await t.app.inject({
    method: 'GET',
    url: signingLinkPath(packKey, signatoryUuid, token),
  });
  expect(opened.statusCode, opened.body).toBe(302);
  const cookie = (name: string) => opened.cookies.find((c) => c.name === name)!.value;
  const [row] = await t.ctx.db
    .select({ user_key: signatories.user_key })
    .from(signatories)
    .where(eq(signatories.uuid, signatoryUuid));
  return {
    session_token: cookie(SESSION_COOKIE),
    xsrf_token: cookie(SIGNER_XSRF_COOKIE),
    user_key: row!.user_key!,
    user_account_key: '',
    cookie: cookie(SESSION_COOKIE),
  };
};

export type DrawnImage = {
  width?: number;
  height?: number;
  background?: string | null;
  ink?: string | null;
  format?: 'png' | 'jpeg' | 'webp';
};

/**
 * A signature as a phone photo or a drawing pad makes it: a stroke on paper (or on nothing, when
 * background is null), and a lone speck of dust far from it that must not widen the crop.
 */
export const drawnSignature = async (options: DrawnImage = {}): Promise<Buffer> => {
  const { width = 800, height = 400, background = '#f4f4f2', ink = '#2a3f9e' } = options;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  if (background) {
    g.fillStyle = background;
    g.fillRect(0, 0, width, height);
  }
  if (ink) {
    g.strokeStyle = ink;
    g.lineWidth = 8;
    g.beginPath();
    g.moveTo(200, 250);
    g.bezierCurveTo(260, 100, 320, 300, 400, 180);
    g.bezierCurveTo(460, 90, 520, 280, 600, 200);
    g.stroke();
    g.fillStyle = ink;
    g.fillRect(20, 20, 1, 1);
  }
  const format = options.format ?? 'png';
  return format === 'png' ? canvas.encode('png') : canvas.encode(format);
};

/** The three calls of a signature upload; answers the success call. */
export const uploadSignature = async (
  t: TestApp,
  session: Session,
  bytes: Uint8Array,
  filename = 'signature.png',
) => {
  const started = await call(
    t.app,
    'GET',
    `/app/get_signature_upload_url?filename=${encodeURIComponent(filename)}&size=${bytes.length / 1048576}`,
    { session },
  );
  expect(started.statusCode, started.body).toBe(200);
  const put = await putBytes(t, started.data.url as string, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return call(t.app, 'POST', '/app/signature_upload_success', {
    session,
    body: { file_key: started.data.file_key },
  });
};

/** The three calls of a data-field upload; answers the success call. */
export const uploadFieldFile = async (
  t: TestApp,
  session: Session,
  packKey: string,
  bytes: Uint8Array,
  options: { filename?: string; type?: 'file' | 'image' } = {},
) => {
  const filename = options.filename ?? 'evidence.pdf';
  const started = await call(
    t.app,
    'GET',
    `/app/get_data_field_upload_url/${packKey}?filename=${encodeURIComponent(filename)}&size=${bytes.length / 1048576}`,
    { session },
  );
  expect(started.statusCode, started.body).toBe(200);
  const put = await putBytes(t, started.data.url as string, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return call(t.app, 'POST', `/app/data_field_upload_success/${packKey}`, {
    session,
    body: { file_key: started.data.file_key, type: options.type ?? 'file' },
  });
};
