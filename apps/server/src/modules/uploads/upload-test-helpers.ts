import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documents } from '../../db/schema.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';

/** The raw PUT of an upload, as a browser does it: no session headers, the URL is the authority. */
export const putBytes = (t: TestApp, url: string, bytes: Uint8Array) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(bytes),
  });

export type UploadOptions = {
  filename?: string;
  document_pack_key?: string;
  document_key_to_upload_to?: string;
  document_type?: 'document' | 'template';
};

/** The three calls of an upload; answers the success call's response. */
export const uploadPdf = async (
  t: TestApp,
  session: Session,
  bytes: Uint8Array,
  options: UploadOptions = {},
) => {
  const query = new URLSearchParams({
    filename: options.filename ?? 'Contract.pdf',
    size: String(bytes.length / 1048576),
    ...(options.document_pack_key ? { document_pack_key: options.document_pack_key } : {}),
    ...(options.document_key_to_upload_to
      ? { document_key_to_upload_to: options.document_key_to_upload_to }
      : {}),
  });
  const started = await call(t.app, 'GET', `/app/get_document_upload_url?${query}`, { session });
  expect(started.statusCode, started.body).toBe(200);
  const { url, file_key, redirect_document_key } = started.data as unknown as {
    url: string;
    file_key: string;
    redirect_document_key: string;
  };
  const put = await putBytes(t, url, bytes);
  expect(put.statusCode, put.body).toBe(200);
  return call(t.app, 'POST', `/app/document_upload_success/${redirect_document_key}`, {
    session,
    body: { file_key, ...(options.document_type ? { document_type: options.document_type } : {}) },
  });
};

export type UploadedPack = {
  key: string;
  child_document_keys: string[];
  child_documents: { key: string; document_name: string; position: number }[];
  document_name: string;
  status: string;
};

/** Waits until the worker has finished converting a child (done or error) and answers its row. */
export const waitForConversion = async (t: TestApp, childKey: string, timeoutMs = 25_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.key, childKey));
    if (row && (row.conversion_state === 'done' || row.conversion_state === 'error')) return row;
    if (Date.now() > deadline)
      throw new Error(`conversion of ${childKey} did not finish: ${row?.conversion_state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

export const documentRow = async (t: TestApp, key: string) =>
  (await t.ctx.db.select().from(documents).where(eq(documents.key, key)))[0]!;
