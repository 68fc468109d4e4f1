import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Frame, type Page } from '@playwright/test';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import {
  call,
  expectOk,
  packState,
  requestSignatures,
  seedPack,
  signingLinkFor,
} from '../support/api-calls.ts';
import { logInAsOperator } from '../support/operator.ts';
import { journeyServerPort } from '../support/ports.ts';

/**
 * Issue 14, embedded signing: a partner's page on another loopback port (docs/embedding-example.html,
 * served as a partner would) frames the signing page, drives it with the §2 messages and hears
 * the outcome; a page on an origin the workspace does not allow cannot frame it.
 */

const PARTNER_PORT = journeyServerPort();
const ALLOWED = `http://127.0.0.1:${PARTNER_PORT}`;
/** The same partner server under another name: another origin, which nobody allowed. */
const STRANGER = `http://localhost:${PARTNER_PORT}`;
const EXAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/embedding-example.html',
);
const TITLE = 'Your title, required';

let partner: Server;
test.beforeAll(async () => {
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(readFileSync(EXAMPLE));
  });
  await new Promise<void>((resolve) => partner.listen(PARTNER_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

type QuireMessage = { type: string; [name: string]: unknown };

/** The embedded signing URL a partner builds from a signing link (docs/embedding.md). */
const embeddedUrl = (link: string, parentOrigin: string) => {
  const url = new URL(link.replace('/app/documents/', '/embed/documents/'));
  url.searchParams.set('parent_origin', parentOrigin);
  return url.href;
};

const openPartner = async (browser: Browser, origin: string, signingUrl: string) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/?${new URLSearchParams({ signing_url: signingUrl })}`);
  return page;
};

const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { quireMessages: QuireMessage[] }).quireMessages);
const send = (page: Page, message: Record<string, unknown>) =>
  page.evaluate(
    (m) =>
      (window as unknown as { sendToQuire: (m: unknown) => Promise<QuireMessage> }).sendToQuire(m),
    message,
  );
const quireFrame = (page: Page): Frame => page.frames().find((f) => f !== page.mainFrame())!;

/** The owner: signs up, is given can_use_embedded_forms by the operator, logs in. */
const ownerWithEmbedding = async (page: Page, browser: Browser) => {
  const email = uniqueEmail('embedding-owner');
  await signUpByApi(page, { fullName: 'Erin Embedder', email, password: 'embed pw 12' });
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
};

test('a partner page embeds signing, drives it with messages and hears the outcome', async ({
  page,
  browser,
}) => {
  await ownerWithEmbedding(page, browser);

  // The admin allows the partner's origin in the workspace settings.
  const workspaces = (await expectOk(call(page, '/app/user/user_accounts'))).user_accounts as {
    account_key: string;
  }[];
  await page.goto(`/#team/${workspaces[0]!.account_key}`);
  const section = page.getByRole('region', { name: 'Embedded signing' });
  await expect(section.getByText('No website may embed')).toBeVisible();
  await section.getByLabel('Website origin').fill('portal.example.com');
  await section.getByRole('button', { name: 'Allow' }).click();
  await expect(section.getByText(/Enter an origin such as/)).toBeVisible();
  await section.getByLabel('Website origin').fill(`${ALLOWED}/`);
  await section.getByRole('button', { name: 'Allow' }).click();
  await expect(section.getByRole('list', { name: 'Allowed websites' })).toContainText(ALLOWED);
  await page.screenshot({ path: 'test-results/embed-workspace-origins.png', fullPage: true });

  const pack = await seedPack(
    page,
    'embedded.pdf',
    [
      {
        name: 'Sid Signer',
        email: uniqueEmail('sid'),
        fields: [{ type: 'text', description: 'Your title' }],
      },
    ],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);
  const link = await signingLinkFor(page, pack.key, pack.signers[0]!.uuid);

  // A page on an origin the workspace does not allow cannot frame it, whichever origin it names.
  for (const named of [STRANGER, ALLOWED]) {
    const stranger = await openPartner(browser, STRANGER, embeddedUrl(link, named));
    // The browser puts its own error page where the frame would be.
    await expect.poll(() => quireFrame(stranger).url()).toMatch(/^chrome-error:/);
    expect(await messages(stranger)).toEqual([]);
    await stranger.context().close();
  }

  // The allowed partner: the signing page opens in its frame and says it is ready.
  const portal = await openPartner(browser, ALLOWED, embeddedUrl(link, ALLOWED));
  await expect
    .poll(async () => (await messages(portal)).map((m) => m.type))
    .toContain('quire:ready');
  const frame = quireFrame(portal);
  const terms = frame.getByRole('dialog', { name: 'Review and sign' });
  await terms.getByLabel('I accept').check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await frame.getByLabel(TITLE).fill('Head of partnerships');

  expect(
    await send(portal, { type: 'quire:update_ui_configuration', ui: { header_visible: false } }),
  ).toMatchObject({ type: 'quire:update_success', message_type: 'quire:update_ui_configuration' });
  await expect(frame.getByText('Secure signing')).toBeHidden();

  expect(await send(portal, { type: 'quire:switch_document_tab', document: 0 })).toMatchObject({
    type: 'quire:update_success',
  });
  expect(await send(portal, { type: 'quire:switch_document_tab', document: 7 })).toMatchObject({
    type: 'quire:update_fail',
    message: 'No document tab matches that key or position.',
  });
  expect(
    await send(portal, { type: 'quire:add_signatory', signatory: { name: 'Late Larry' } }),
  ).toMatchObject({ type: 'quire:update_fail', message_type: 'quire:add_signatory' });
  expect(
    await send(portal, { type: 'quire:update_ui_configuration', ui: { wobble: 1 } }),
  ).toMatchObject({
    type: 'quire:update_fail',
    message: 'The message does not match the embedded-mode protocol.',
  });
  await portal.screenshot({ path: 'test-results/embed-partner-signing.png' });

  // The partner's own Finish button: Quire completes the signature and posts the outcome.
  await portal.getByRole('button', { name: 'Finish signing' }).click();
  await expect
    .poll(async () => (await messages(portal)).find((m) => m.type === 'quire:signing_finished'))
    .toMatchObject({
      document_key: pack.key,
      signatory_uuid: pack.signers[0]!.uuid,
      outcome: 'signed',
    });
  await expect(portal.getByRole('banner')).toHaveText('Acme portal · signed');
  await expect(
    quireFrame(portal).getByRole('heading', { name: 'Thank you for signing' }),
  ).toBeVisible();
  await portal.screenshot({ path: 'test-results/embed-partner-finished.png' });
  await portal.context().close();

  await expect
    .poll(async () => (await packState(page, pack.key)).status)
    .not.toBe('awaiting_signatures');
});
