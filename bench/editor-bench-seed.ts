import { FIELD_TYPES, HEADERS, type DocumentDto, type FieldType } from '@quire/domain';
import { makeLongPdf } from '../packages/pdf/src/test-fixtures/hostile-pdfs.ts';

/** The bench user's login, as the web app keeps it in localStorage. */
export type BenchSession = {
  session_token: string;
  xsrf_token: string;
  user_key: string;
  user_account_key: string | null;
};

export type BenchPack = { key: string; childKey: string; pages: number };

/** At most this many fields per add_update_data_field call (docs/api-editor.md). */
const BATCH = 100;

/** A thin client over the real HTTP routes, with the session and xsrf headers of spec §7. */
export const benchApi = (baseUrl: string, session?: BenchSession) => {
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {};
    if (session) {
      headers[HEADERS.sessionToken] = session.session_token;
      headers[HEADERS.xsrfToken] = session.xsrf_token;
      if (session.user_account_key) headers[HEADERS.userAccountKey] = session.user_account_key;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await answer.json()) as T & { success?: boolean; message?: string };
    if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${json.message ?? ''}`);
    return json;
  };
  return { call };
};

/** Signs the bench user up, logs in and accepts the terms (so no dialog covers the editor). */
export const signUpBenchUser = async (baseUrl: string): Promise<BenchSession> => {
  const anonymous = benchApi(baseUrl);
  const credentials = { email_address: 'editor-bench@example.com', password: 'bench password' };
  await anonymous.call('POST', '/app/auth/sign_up', { full_name: 'Bench Editor', ...credentials });
  const login = await anonymous.call<BenchSession>('POST', '/app/auth/login', credentials);
  await benchApi(baseUrl, login).call('POST', '/app/user', { data: { has_accepted_terms: true } });
  return login;
};

const waitForConversion = async (api: ReturnType<typeof benchApi>, packKey: string) => {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const { document } = await api.call<{ document: DocumentDto }>(
      'GET',
      `/app/documents/${packKey}`,
    );
    const child = document.child_documents[0];
    if (child?.conversion_state === 'done') return { childKey: child.key, pages: child.page_count };
    if (child?.conversion_error) throw new Error(`conversion failed: ${child.conversion_error}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('conversion did not finish within 10 minutes');
};

/**
 * Uploads the same 200-page PDF as `count` new packs through the real upload flow
 * (get_document_upload_url → PUT → document_upload_success) and waits for their page images.
 */
export const uploadPacks = async (
  baseUrl: string,
  session: BenchSession,
  count: number,
  pages: number,
): Promise<BenchPack[]> => {
  const api = benchApi(baseUrl, session);
  const pdf = await makeLongPdf(pages);
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const ticket = await api.call<{ url: string; file_key: string; redirect_document_key: string }>(
      'GET',
      `/app/get_document_upload_url?filename=Long%20document%20${i + 1}.pdf&size=${(pdf.byteLength / 1048576).toFixed(3)}`,
    );
    const put = await fetch(new URL(ticket.url, baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from(pdf),
    });
    if (!put.ok) throw new Error(`PUT ${ticket.url}: ${put.status} ${await put.text()}`);
    await api.call('POST', `/app/document_upload_success/${ticket.redirect_document_key}`, {
      file_key: ticket.file_key,
    });
    keys.push(ticket.redirect_document_key);
  }
  const packs: BenchPack[] = [];
  for (const key of keys) packs.push({ key, ...(await waitForConversion(api, key)) });
  return packs;
};

/** Types that need nothing but a place on the page (no link target, no signer role to set up). */
const MIXED_TYPES = FIELD_TYPES.filter(
  (t): t is FieldType => !['link', 'signer_setup', 'question', 'blank'].includes(t),
);

/**
 * `perPage` fields on each page of the pack's child (Letter, 612×792 pt), laid out in a column
 * so none overlaps, types taking turns; written through add_update_data_field in batches of 100.
 */
export const addFields = async (
  baseUrl: string,
  session: BenchSession,
  pack: BenchPack,
  perPage: number,
): Promise<number> => {
  const api = benchApi(baseUrl, session);
  const fields = Array.from({ length: pack.pages * perPage }, (_, n) => {
    const page = Math.floor(n / perPage);
    const slot = n % perPage;
    return {
      uuid: crypto.randomUUID(),
      document_key: pack.childKey,
      type: MIXED_TYPES[n % MIXED_TYPES.length]!,
      page_index: page,
      x: 72 + (slot % 2) * 240,
      y: 120 + slot * 110,
      width: 160,
      height: 36,
    };
  });
  for (let i = 0; i < fields.length; i += BATCH)
    await api.call('POST', `/app/documents/${pack.key}/add_update_data_field`, {
      data: fields.slice(i, i + BATCH),
    });
  return fields.length;
};

/** Removes every field of the pack (the empty pack's dragged field, between rounds). */
export const removeAllFields = async (baseUrl: string, session: BenchSession, pack: BenchPack) => {
  const api = benchApi(baseUrl, session);
  const { data_fields } = await api.call<{ data_fields: { uuid: string; removed: boolean }[] }>(
    'GET',
    `/app/documents/${pack.key}/get_data_fields`,
  );
  const live = data_fields.filter((f) => !f.removed).map((f) => ({ uuid: f.uuid, removed: true }));
  for (let i = 0; i < live.length; i += BATCH)
    await api.call('POST', `/app/documents/${pack.key}/add_update_data_field`, {
      data: live.slice(i, i + BATCH),
    });
};

/** How many live fields the pack has on the server (to check the seeding). */
export const countFields = async (baseUrl: string, session: BenchSession, pack: BenchPack) => {
  const { data_fields } = await benchApi(baseUrl, session).call<{
    data_fields: { removed: boolean }[];
  }>('GET', `/app/documents/${pack.key}/get_data_fields`);
  return data_fields.filter((f) => !f.removed).length;
};
