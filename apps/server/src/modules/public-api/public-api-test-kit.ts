import { expect } from 'vitest';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';

/** A new API key of `session` acting in `accountKey` (the §7 route, as a person makes one). */
export const newApiKey = async (t: TestApp, session: Session, accountKey: string) => {
  const r = await call(t.app, 'POST', '/app/api_keys/', {
    session,
    body: { entity_key: accountKey, name: 'Integration' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return { token: r.data.api_key as string, key: (r.data.key as { key: string }).key };
};

type ApiOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw bytes (an upload) with their content type. */
  raw?: { bytes: Buffer | Uint8Array; type: string };
};

/** A call as an integration makes it: the bearer header, no cookie, no xsrf, no app headers. */
export const api = async (
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  options: ApiOptions = {},
) => {
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.raw) headers['content-type'] = options.raw.type;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.raw
      ? { payload: Buffer.from(options.raw.bytes) }
      : options.body !== undefined
        ? { payload: options.body as object }
        : {}),
  });
  const data = response.headers['content-type']?.toString().includes('json')
    ? (response.json() as Record<string, unknown>)
    : {};
  return Object.assign(response, { data });
};

/**
 * A template ready to send: a Tenant-like signer role ('signer-1') with a signature field, and an
 * owner-filled text field with the custom id `rent`.
 */
export const seedSendableTemplate = (t: TestApp, createdBy: string, accountKey: string) =>
  seedPack(t.ctx, {
    createdBy,
    accountKey,
    name: 'Lease template',
    documentType: 'template',
    signatories: [{ name: '', email: null }],
    children: [
      {
        fields: [
          { type: 'signature', custom_id: 'tenant_sig', signatory: 0, y: 300 },
          { type: 'text', custom_id: 'rent', signatory: 0, y: 120 },
        ],
      },
    ],
  });

/**
 * Waits until an uploaded document's pages are prepared (the worker's conversion job), as an
 * integration polls; the test then also ends with no job still running against its database.
 */
export const waitForConversion = async (t: TestApp, token: string, key: string) => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await api(t, 'GET', `/api/v1/documents/${key}`, token);
    const files = (r.data.document as { files: { conversion_state: string }[] }).files;
    if (files.every((f) => f.conversion_state === 'done')) return files;
    if (Date.now() > deadline) throw new Error(`${key} still converting after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
