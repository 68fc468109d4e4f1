import { expect, test, type Page } from '@playwright/test';
import {
  startXplanProtocolServer,
  type XplanProtocolServer,
} from '../../apps/server/test/xplan-protocol-server.ts';
import { acceptTerms, logIn, signUp, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, seedPack } from '../support/api-calls.ts';
import {
  fieldOnPage,
  newEditorUser,
  openPanel,
  requestAndSend,
  sidebar,
} from '../support/editor.ts';
import { logInAsOperator } from '../support/operator.ts';
import { addDataField, asTemplate } from '../support/templates.ts';

/**
 * Issue 17 items 1, 2 and 6 as an admin meets them: #integrations from the user menu, XPLAN
 * configured through its authorisation window against a local XPLAN site, then a client found
 * by name and by id, and unlinked.
 */
let xplan: XplanProtocolServer;
test.beforeAll(async () => {
  xplan = await startXplanProtocolServer({ port: Number(process.env.E2E_XPLAN_PORT) });
});
test.afterAll(() => xplan.close());

const openIntegrations = async (page: Page) => {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
};

test('an admin connects XPLAN in its authorisation window and finds clients by name and id', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newEditorUser(page, 'Ilse Planner');
  await openIntegrations(page);
  await expect(page.getByText('No integrations yet')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/integrations-empty.png', fullPage: true });

  await page.getByRole('button', { name: 'Connect XPLAN' }).click();
  const form = page.getByRole('dialog', { name: 'Connect XPLAN' });
  await form.getByRole('textbox', { name: 'XPLAN site URL' }).fill('https://evil.example');
  await form.getByRole('textbox', { name: 'App ID' }).fill(xplan.appId);
  await form.getByLabel('App secret').fill(xplan.appSecret);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByText('Incorrect XPLAN integration site url')).toBeVisible();

  await form.getByRole('textbox', { name: 'XPLAN site URL' }).fill(xplan.url);
  await form.getByRole('textbox', { name: 'Name' }).fill('Practice XPLAN');
  await page.screenshot({ path: 'test-results/screens/integrations-configure.png' });
  const popupOpened = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Connect' }).click();
  const popup = await popupOpened;
  await expect(
    popup.getByText('Do you want to allow Quire to access your XPLAN data?'),
  ).toBeVisible();
  await expect(form.getByText('Waiting for you to allow Quire in the XPLAN window…')).toBeVisible();
  await expect(form.getByText(/\d+ seconds left/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/integrations-waiting.png' });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Yes' }).click();
  // The screen, checking every second, sees the connection, closes the window and says so.
  await Promise.all([closed, expect(page.getByText('Authenticated successfully.')).toBeVisible()]);
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: 'Practice XPLAN' });
  await expect(card.getByText('Connected')).toBeVisible();
  await expect(card.getByText(`XPLAN · ${xplan.host}`)).toBeVisible();

  const searchBox = page.getByRole('textbox', { name: 'Client name or id' });
  await searchBox.fill('m');
  await expect(page.getByText('Type at least 2 characters to search for a client.')).toBeVisible();
  await searchBox.fill('mokoena');
  const results = page.getByRole('list', { name: 'XPLAN clients' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await results.getByRole('listitem').filter({ hasText: 'Thandi Mokoena' }).click();
  const table = page.getByRole('table', { name: 'Client data from XPLAN' });
  await expect(table.getByRole('row', { name: /address\.0\.city Cape Town/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/integrations-client.png', fullPage: true });

  await searchBox.fill('4022');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByText('Pieter van der Merwe')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/integrations-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Unlink' }).click();
  const unlink = page.getByRole('dialog', { name: 'Unlink Practice XPLAN?' });
  await unlink.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Integration removed.')).toBeVisible();
  await expect(page.getByText('No integrations yet')).toBeVisible();
});

/** Connects XPLAN from the Integrations screen through its authorisation window. */
const connectXplan = async (page: Page, name: string) => {
  await openIntegrations(page);
  await page.getByRole('button', { name: 'Connect XPLAN' }).click();
  const form = page.getByRole('dialog', { name: 'Connect XPLAN' });
  await form.getByRole('textbox', { name: 'XPLAN site URL' }).fill(xplan.url);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'App ID' }).fill(xplan.appId);
  await form.getByLabel('App secret').fill(xplan.appSecret);
  const popupOpened = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Connect' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Yes' }).click();
  await Promise.all([closed, expect(page.getByText('Authenticated successfully.')).toBeVisible()]);
};

test('a pack is prefilled from an XPLAN client, filed in a folder from the editor, sent and found', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('xena-prefill');
  await signUp(page, { fullName: 'Xena Prefill', email, password: 'prefill pw 1' });
  const ops = await (await browser.newContext()).newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(email)}`, {
      data: { permissions: { 'document_permissions.can_configure_mapping': true } },
    }),
  );
  await ops.context().close();
  await logIn(page, email, 'prefill pw 1');
  await acceptTerms(page);
  await connectXplan(page, 'Practice XPLAN');

  // A template whose mapping reads XPLAN client data: the signer by role, a field by its id.
  const seeded = await seedPack(
    page,
    'Advice record.pdf',
    [{ name: 'Client', email: 'client@example.com', fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  const template = await asTemplate(page, seeded.key);
  await addDataField(page, template, 'client_city', { y: 500, signatory: 'self' });
  await expectOk(
    call(page, '/app/mappings/update_document_mapping', {
      data: {
        entity_key: template,
        sources: [{ integration_id: 'xplan' }],
        mapping: {
          data_fields: { client_city: { column: 'xplan:address.0.city' } },
          signatories: {
            'signer-1': {
              name: { column: 'xplan:client.name' },
              email: { column: 'xplan:contact.email' },
              mobile_number: { column: 'xplan:contact.mobile' },
            },
          },
          cc_recipients: {},
          subject: { text: 'Your advice record' },
        },
      },
    }),
  );
  const made = await expectOk(
    call(page, `/app/documents/${template}/create_a_copy?template_to_document=true`),
  );
  const pack = made.document as { key: string; document_name: string; account_key: string };
  await expectOk(
    call(page, `/app/trees/${pack.account_key}/folders`, {
      data: { name: 'Mokoena family', parent_id: null },
    }),
  );

  await page.goto(`/#documents/${pack.key}`);
  await openPanel(page, 'More');
  await page.getByRole('button', { name: 'Prefill from XPLAN client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prefill from XPLAN client' });
  const searchBox = dialog.getByRole('textbox', { name: 'Client name or id' });
  await searchBox.fill('mokoena');
  const results = dialog.getByRole('list', { name: 'XPLAN clients' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await searchBox.fill('4021');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('listitem').filter({ hasText: 'Thandi Mokoena' }).click();
  const preview = dialog.getByRole('table', { name: 'What Thandi Mokoena fills in' });
  await expect(preview.getByRole('row', { name: 'Field client_city Cape Town' })).toBeVisible();
  await expect(
    preview.getByRole('row', { name: 'signer-1: email thandi.mokoena@example.com' }),
  ).toBeVisible();
  // No phone-width shot here: narrowing the window swaps the editor to its phone layout, which
  // closes the panel this dialog belongs to.
  await page.screenshot({ path: 'test-results/screens/xplan-prefill-preview.png' });
  await dialog.getByRole('button', { name: 'Fill in the document' }).click();
  await expect(page.getByText('Filled in from Thandi Mokoena.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The signer and the field now hold the client's values.
  await openPanel(page, 'Signers');
  await expect(sidebar(page).getByText('thandi.mokoena@example.com')).toBeVisible();
  await expect(fieldOnPage(page, 'Text field client_city')).toContainText('Cape Town');

  // Filed in a folder from the document's settings.
  await openPanel(page, 'Settings');
  await expect(page.getByTestId('pack-folder')).toHaveText('Not in a folder (top level)');
  await page.getByRole('button', { name: 'Move…' }).click();
  const picker = page.getByRole('dialog', { name: 'File in a folder' });
  await picker.getByRole('treeitem', { name: 'Mokoena family', exact: true }).click();
  await picker.getByRole('button', { name: 'Move here' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('pack-folder')).toHaveText('Mokoena family');
  await page.screenshot({ path: 'test-results/screens/xplan-editor-folder.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/xplan-editor-folder-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await requestAndSend(page);
  await expect(
    page.getByText('Setup complete. Signature requests have been queued.'),
  ).toBeVisible();
  await page.goto(`/#documents/${pack.key}`);
  await expect(page.getByText('prefilled from XPLAN client 4021')).toBeVisible();

  await page.goto('/#documents');
  await page
    .getByRole('tree', { name: 'Folders' })
    .getByRole('treeitem', { name: 'Mokoena family', exact: true })
    .click();
  // The folder filter shows the pack filed there (and only what is filed there).
  await expect(page.getByRole('row').filter({ hasText: pack.document_name })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/xplan-folder-list.png' });
});
