import { expect, test, type Page } from '@playwright/test';
import { APPLICATION_MESSAGES } from '@quire/domain';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, seedPack } from '../support/api-calls.ts';
import { openPanel } from '../support/editor.ts';
import { logInAsOperator } from '../support/operator.ts';

/**
 * Issue 14 item 1 and the API details modal: an application is made on #applications, its secret
 * shown once; an integration outside the browser trades the client id and secret for an access
 * token (RFC 6749 client credentials) and calls the API with it; a refreshed secret ends the old
 * token; the editor's More tab shows a pack's ids and a request to copy. With E2E_SHOTS_DIR set it
 * photographs the screens at 1280 and 375 px.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, animations: 'disabled' });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, animations: 'disabled' });
  await page.setViewportSize(size);
};

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

test('an application gets tokens for the API, and a pack shows its API details', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(SHOTS ? 150_000 : 90_000);
  const email = uniqueEmail('ada-apps');
  await signUpByApi(page, { fullName: 'Ada Apps', email, password: 'ada apps pw' });
  const ops = await (await browser.newContext()).newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(email)}`, {
      data: { permissions: { 'document_permissions.can_view_api_details': true } },
    }),
  );
  await ops.context().close();
  await logIn(page, email, 'ada apps pw');
  await acceptTerms(page);

  await page.getByRole('button', { name: 'User menu (Ada Apps)' }).click();
  await page.getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await shoot(page, 'applications-empty');
  await page.getByRole('button', { name: 'New application' }).click();
  const form = page.getByRole('dialog', { name: 'New application' });
  await form.getByLabel('Name').fill('CRM sync');
  await form.getByRole('button', { name: 'Create application' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your client secret' });
  const clientId = (await shown.getByLabel('Client ID', { exact: true }).innerText()).trim();
  const secret = (await shown.getByLabel('Client secret', { exact: true }).innerText()).trim();
  expect(secret).toMatch(/^qcs_[A-Za-z0-9_-]{40,}$/);
  await shoot(page, 'applications-secret-once');
  await shown.getByRole('button', { name: 'I have copied the secret' }).click();
  const card = page.getByRole('article', { name: 'CRM sync' });
  await expect(card.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The name saves itself half a second after typing stops (§9).
  await card.getByLabel('Application name').fill('CRM nightly sync');
  await expect(page.getByText(APPLICATION_MESSAGES.updated)).toBeVisible();
  await shoot(page, 'applications-list');

  // An integration, outside the browser: client credentials for a token, the token for the API.
  const tokenFor = (id: string, s: string) =>
    request.post('/api/v1/oauth/token', {
      headers: { authorization: basic(id, s) },
      form: { grant_type: 'client_credentials' },
    });
  const issued = await tokenFor(clientId, secret);
  expect(issued.status()).toBe(200);
  const { access_token, token_type, expires_in } = await issued.json();
  expect([token_type, expires_in]).toEqual(['Bearer', 3600]);
  const bearer = { headers: { authorization: `Bearer ${access_token}` } };
  expect((await request.get('/app/documents', bearer)).status()).toBe(200);

  // A refreshed secret, after asking, is shown once; the old secret and its token stop at once.
  await page.getByRole('button', { name: 'Refresh client secret of CRM nightly sync' }).click();
  await page
    .getByRole('dialog', { name: APPLICATION_MESSAGES.refreshConfirmTitle })
    .getByRole('button', { name: 'Refresh secret' })
    .click();
  const fresh = page.getByRole('dialog', { name: 'Copy your new client secret' });
  const newSecret = (await fresh.getByLabel('Client secret', { exact: true }).innerText()).trim();
  expect(newSecret).not.toBe(secret);
  await fresh.getByRole('button', { name: 'I have copied the secret' }).click();
  expect((await request.get('/app/documents', bearer)).status()).toBe(401);
  expect((await tokenFor(clientId, secret)).status()).toBe(401);
  expect((await tokenFor(clientId, newSecret)).status()).toBe(200);

  // The API details of a pack, from the editor's More tab.
  const pack = await seedPack(
    page,
    'Supplier agreement.pdf',
    [{ name: 'Sam Supplier', email: 'sam@example.com', fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  await page.goto(`/#documents/${pack.key}`);
  await openPanel(page, 'More');
  await page.getByRole('button', { name: 'API details' }).click();
  const details = page.getByRole('dialog', { name: 'API details' });
  await expect(details.getByLabel('Document key', { exact: true })).toHaveText(pack.key);
  await expect(details.getByLabel('Signer id: Sam Supplier', { exact: true })).toHaveText(
    pack.signers[0]!.uuid,
  );
  await expect(details.getByLabel('Read this document', { exact: true })).toContainText(
    `/api/v1/documents/${pack.key}`,
  );
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/api-details-desktop.png`, animations: 'disabled' });
    await details.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Fields and settings' }).click();
    await page
      .getByRole('dialog', { name: 'Edit document' })
      .getByRole('tab', { name: 'More' })
      .click();
    await page.getByRole('button', { name: 'API details' }).click();
    await expect(details.getByLabel('Document key', { exact: true })).toHaveText(pack.key);
    await page.screenshot({ path: `${SHOTS}/api-details-phone.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.goto('/#applications');
  await page.getByRole('button', { name: 'Delete CRM nightly sync' }).click();
  await page
    .getByRole('dialog', { name: APPLICATION_MESSAGES.deleteConfirmTitle })
    .getByRole('button', { name: 'Delete application' })
    .click();
  await expect(page.getByText('No applications yet')).toBeVisible();
  expect((await tokenFor(clientId, newSecret)).status()).toBe(401);
});
