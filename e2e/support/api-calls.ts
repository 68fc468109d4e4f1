import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chooseFile, expectPages, writeSamplePdf } from './documents.ts';

/** The readable cookie holding a signer session's xsrf token (ADR 0010, SIGNER_XSRF_COOKIE). */
const SIGNER_XSRF_COOKIE = 'quire_xsrf';

/**
 * Seeding through the API from inside the page, as the logged-in web app calls it: the journeys
 * set up what is not under test quickly and then do the part under test as a person would.
 */

export type Json = Record<string, unknown>;
export type Answer = { status: number; json: Json };

/** A call with the web app's stored session headers, made by the page itself. */
export const call = (page: Page, url: string, body?: Json): Promise<Answer> =>
  page.evaluate(
    async ({ url, body }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      for (const name of ['session_token', 'xsrf_token', 'user_account_key']) {
        const value = localStorage.getItem(name);
        if (value) headers[name] = value;
      }
      if (body) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers,
        body: body ? JSON.stringify(body) : null,
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { url, body },
  );

export const expectOk = async (answer: Promise<Answer>): Promise<Json> => {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBe(200);
  return json;
};

type FieldType = 'signature' | 'text' | 'date' | 'check' | 'choice';
export type SeedSigner = {
  name: string;
  email: string;
  fields: { type: FieldType; description?: string }[];
};
export type SeededSigner = SeedSigner & { uuid: string; fieldUuids: string[] };
export type SeededPack = { key: string; name: string; signers: SeededSigner[] };

/**
 * Uploads `fileName` (one page unless `pages` says) from the documents list, as a person would,
 * then adds the signers in order and their fields (on page 1) through the API. No one-time codes.
 */
export const seedPack = async (
  page: Page,
  fileName: string,
  signers: SeedSigner[],
  options: { sequential: boolean; pages?: number },
): Promise<SeededPack> => {
  await page.goto('/#documents');
  await chooseFile(page, 'Upload PDF', await writeSamplePdf(fileName, options.pages ?? 1));
  await expectPages(page, options.pages ?? 1);
  const key = /#documents\/([^/?]+)/.exec(page.url())![1]!;
  const pack = (await expectOk(call(page, `/app/documents/${key}`))).document as {
    document_name: string;
    child_documents: { key: string }[];
  };
  const child = pack.child_documents[0]!.key;
  const seeded = signers.map((s) => ({
    ...s,
    uuid: crypto.randomUUID(),
    fieldUuids: s.fields.map(() => crypto.randomUUID()),
  }));
  for (const [position, s] of seeded.entries())
    await expectOk(
      call(page, `/app/documents/${key}/add_update_signatory`, {
        data: { uuid: s.uuid, name: s.name, email: s.email, position },
      }),
    );
  await expectOk(
    call(page, `/app/documents/${key}/update_document`, {
      data: { sequential_signing: options.sequential, use_two_factor_authentication: false },
    }),
  );
  // Fields side by side in rows, each signer on a row of their own (points, from the top left).
  const data = seeded.flatMap((s, row) =>
    s.fields.map((f, column) => ({
      uuid: s.fieldUuids[column],
      document_key: child,
      type: f.type,
      ...(f.description ? { description: f.description } : {}),
      page_index: 0,
      signatory_uuid: s.uuid,
      required: true,
      x: 72 + column * 240,
      y: 200 + row * 120,
      width: 200,
      height: f.type === 'signature' ? 60 : 28,
    })),
  );
  await expectOk(call(page, `/app/documents/${key}/add_update_data_field`, { data }));
  return { key, name: pack.document_name, signers: seeded };
};

/** Moves a seeded pack out for signing (the editor's Request signatures, through the API). */
export const requestSignatures = (page: Page, key: string) =>
  expectOk(
    call(page, `/app/documents/${key}/update_document`, {
      data: { update_status_to: 'awaiting_signatures' },
    }),
  );

/** A fresh signing link for a signer, as the owner's panel asks for one. */
export const signingLinkFor = async (page: Page, key: string, uuid: string): Promise<string> =>
  (
    await expectOk(
      call(page, `/app/documents/${key}/generate_signing_link_for_signatory/${uuid}`, {
        token_type: 'signing_link',
      }),
    )
  ).signing_link as string;

/**
 * A signer with text fields only signs through their link without a browser: the link's session
 * cookie, its xsrf token from the readable cookie, one submission.
 */
export const signTextFieldsThroughLink = async (
  request: APIRequestContext,
  link: string,
  key: string,
  signer: SeededSigner,
  text: string,
) => {
  const opened = await request.get(link, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === SIGNER_XSRF_COOKIE);
  expect(xsrf, 'the signer xsrf cookie').toBeDefined();
  const answer = await request.post(
    new URL(`/app/documents/${key}/add_update_signatory`, link).href,
    {
      headers: { Accept: 'application/json', xsrf_token: decodeURIComponent(xsrf!.value) },
      data: {
        data: {
          uuid: signer.uuid,
          data_fields: signer.fieldUuids.map((uuid) => ({ uuid, data: text })),
        },
        update_status_to: 'complete',
      },
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
};

type PackState = { status: string; final_file_key: string | null };

/** The pack as the server has it now. */
export const packState = async (page: Page, key: string): Promise<PackState> =>
  (await expectOk(call(page, `/app/documents/${key}`))).document as PackState;

/** Waits until the seal job has made the pack's final PDF. */
export const waitForFinal = (page: Page, key: string) =>
  expect
    .poll(
      async () => {
        const pack = await packState(page, key);
        return pack.status === 'complete' && pack.final_file_key !== null;
      },
      { timeout: 60_000, message: `the final PDF of ${key}` },
    )
    .toBe(true);
