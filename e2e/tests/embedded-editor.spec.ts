import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Frame, type Page } from '@playwright/test';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, packState } from '../support/api-calls.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';
import { logInAsOperator } from '../support/operator.ts';
import { journeyServerPort } from '../support/ports.ts';

/**
 * Issue 14, the embedded editor: a partner's server on another loopback port mints a one-time
 * editor URL through the public API with its API key and serves docs/embedding-editor-example.html
 * around it; the partner adds a signer by message, places a field in the frame, and sends; the
 * page hears the outcome. A page on an origin the workspace does not allow cannot frame it.
 */

const PORT = Number(process.env.E2E_PORT ?? 3199);
const QUIRE = `http://localhost:${PORT}`;
const PARTNER_PORT = journeyServerPort();
const ALLOWED = `http://127.0.0.1:${PARTNER_PORT}`;
/** The same partner server under another name: another origin, which nobody allowed. */
const STRANGER = `http://localhost:${PARTNER_PORT}`;
const EXAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/embedding-editor-example.html',
);

/** What the partner's backend holds: its Quire API key (set once the owner has made it). */
let partnerApiKey = '';

const mintEditorUrl = async (documentKey: string, parentOrigin: string): Promise<string> => {
  const response = await fetch(`${QUIRE}/api/v1/documents/${documentKey}/embedded_editor`, {
    method: 'POST',
    headers: { authorization: `Bearer ${partnerApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ parent_origin: parentOrigin }),
  });
  const answer = (await response.json()) as { embedded_editor: { url: string } };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.embedded_editor.url;
};

/**
 * The partner: `/?document=KEY` mints a URL for the origin it is served from and sends the
 * browser to its page; `/page?editor_url=…` is the example page itself.
 */
let partner: Server;
test.beforeAll(async () => {
  partner = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname === '/page') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(readFileSync(EXAMPLE));
      return;
    }
    mintEditorUrl(url.searchParams.get('document') ?? '', url.origin).then(
      (editorUrl) => {
        response.writeHead(302, {
          location: `/page?${new URLSearchParams({ editor_url: editorUrl })}`,
        });
        response.end();
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => partner.listen(PARTNER_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

type QuireMessage = { type: string; [name: string]: unknown };

const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { quireMessages: QuireMessage[] }).quireMessages);
const send = (page: Page, message: Record<string, unknown>) =>
  page.evaluate(
    (m) =>
      (window as unknown as { sendToQuire: (m: unknown) => Promise<QuireMessage> }).sendToQuire(m),
    message,
  );
const quireFrame = (page: Page): Frame => page.frames().find((f) => f !== page.mainFrame())!;
const newPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

/** The owner: signs up, is given can_use_embedded_forms, allows the partner, makes its API key. */
const ownerWithPartner = async (page: Page, browser: Browser) => {
  const email = uniqueEmail('editor-embedder');
  await signUpByApi(page, { fullName: 'Edda Embedder', email, password: 'embed pw 12' });
  const ops = await (await browser.newContext()).newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(email)}`, {
      data: { permissions: { 'document_permissions.can_use_embedded_forms': true } },
    }),
  );
  await ops.context().close();
  await logIn(page, email, 'embed pw 12');
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  const account = (
    (await expectOk(call(page, '/app/user/user_accounts'))).user_accounts as {
      account_key: string;
    }[]
  )[0]!.account_key;
  await expectOk(
    call(page, `/app/accounts/${account}/add_embed_origin`, { data: { origin: ALLOWED } }),
  );
  partnerApiKey = (
    await expectOk(call(page, '/app/api_keys/', { entity_key: account, name: 'Acme portal' }))
  ).api_key as string;
};

test('a partner page mints the editor, adds a signer by message, places a field and sends', async ({
  page,
  browser,
}) => {
  // Three browsers (owner, stranger, partner) and an upload: more than the default minute.
  test.setTimeout(120_000);
  await ownerWithPartner(page, browser);
  await page.goto('/#documents');
  await chooseFile(page, 'Upload PDF', await writeSamplePdf('Partner agreement.pdf', 1));
  await expectPages(page, 1);
  const packKey = /#documents\/([^/?]+)/.exec(page.url())![1]!;

  // A page on an origin the workspace does not allow cannot frame it, even with a good URL.
  const stranger = await newPage(browser);
  await stranger.goto(
    `${STRANGER}/page?${new URLSearchParams({ editor_url: await mintEditorUrl(packKey, ALLOWED) })}`,
  );
  await expect.poll(() => quireFrame(stranger).url()).toMatch(/^chrome-error:/);
  expect(await messages(stranger)).toEqual([]);
  await stranger.context().close();

  // The allowed partner: its server mints a URL; the editor opens in its frame, ready.
  const portal = await newPage(browser);
  await portal.goto(`${ALLOWED}/?document=${packKey}`);
  await expect
    .poll(async () => (await messages(portal)).find((m) => m.type === 'quire:ready'))
    .toMatchObject({ mode: 'editor', document_key: packKey, status: 'setup' });
  const frame = quireFrame(portal);
  await expect(frame.getByText('Editing as Edda Embedder')).toBeVisible();

  // The frame's session edits this pack and nothing else.
  const elsewhere = await frame.evaluate(async () => (await fetch('/app/documents')).status);
  expect(elsewhere).toBe(403);

  // The partner adds the signer it knows, by message.
  await portal.getByLabel("Signer's name").fill('Nia Newcomer');
  await portal.getByLabel("Signer's email").fill(uniqueEmail('nia'));
  await portal.getByRole('button', { name: 'Add signer' }).click();
  await expect.poll(async () => (await messages(portal)).length).toBeGreaterThan(1);
  await frame.getByRole('tab', { name: 'Signers' }).click();
  await expect(frame.getByText('Nia Newcomer').first()).toBeVisible();
  expect(await send(portal, { type: 'quire:switch_document_tab', document: 0 })).toMatchObject({
    type: 'quire:update_success',
  });
  expect(await send(portal, { type: 'quire:switch_document_tab', document: 3 })).toMatchObject({
    type: 'quire:update_fail',
    message: 'No document tab matches that key or position.',
  });
  expect(await send(portal, { type: 'quire:update_status', status: 'complete' })).toMatchObject({
    type: 'quire:update_fail',
    message_type: 'quire:update_status',
  });

  // The sender places a signature field in the frame.
  await frame.getByRole('tab', { name: 'Fields' }).click();
  const sidebar = frame.getByRole('complementary', { name: 'Editor sidebar' });
  await sidebar.getByLabel('Add fields for', { exact: true }).click();
  await frame.getByRole('option', { name: 'Nia Newcomer' }).click();
  const layer = frame.getByLabel('Fields on page 1');
  const size = (await layer.boundingBox())!;
  await frame.getByRole('button', { name: 'Add Signature field' }).click();
  await layer.click({ position: { x: size.width * 0.3, y: size.height * 0.4 } });
  await expect(frame.getByRole('button', { name: /^Signature field/ })).toBeVisible();
  await expect(frame.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
  expect(
    await send(portal, { type: 'quire:update_ui_configuration', ui: { header_visible: false } }),
  ).toMatchObject({ type: 'quire:update_success' });
  await expect(frame.getByText('Editing as Edda Embedder')).toBeHidden();
  await portal.screenshot({ path: 'test-results/embed-editor-partner.png' });

  // Send from the frame: the partner hears the outcome and the pack is out for signing.
  await frame.getByRole('button', { name: 'Request signatures' }).click();
  await frame
    .getByRole('dialog', { name: 'Review and send' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect
    .poll(async () => (await messages(portal)).find((m) => m.type === 'quire:send_finished'))
    .toMatchObject({ document_key: packKey, outcome: 'sent' });
  await expect(portal.getByRole('banner')).toHaveText('Acme portal · sent for signing');
  await expect
    .poll(async () => (await messages(portal)).find((m) => m.type === 'quire:status_changed'))
    .toMatchObject({ status: 'awaiting_signatures' });
  await portal.screenshot({ path: 'test-results/embed-editor-sent.png' });
  await portal.context().close();
  expect((await packState(page, packKey)).status).toBe('awaiting_signatures');
});
