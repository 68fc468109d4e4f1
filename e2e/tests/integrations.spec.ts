import { expect, test, type Page } from '@playwright/test';
import {
  startXplanProtocolServer,
  type XplanProtocolServer,
} from '../../apps/server/test/xplan-protocol-server.ts';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
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

const pickOption = async (page: Page, combobox: string, option: string) => {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

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
  await signUpByApi(page, { fullName: 'Xena Prefill', email, password: 'prefill pw 1' });
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

test('a bulk send of XPLAN clients: chosen by name and id, activated, each pack filled and sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newEditorUser(page, 'Bongani Bulk');
  await connectXplan(page, 'Practice XPLAN');

  // A template of one signer; the send maps it to XPLAN client data below.
  const seeded = await seedPack(
    page,
    'Annual review.pdf',
    [{ name: 'Client', email: 'client@example.com', fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  await asTemplate(page, seeded.key);

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Bulk sends' }).click();
  await page.getByRole('button', { name: 'New bulk send' }).first().click();
  const create = page.getByRole('dialog', { name: 'New bulk send' });
  await create.getByRole('textbox', { name: /Description/ }).fill('Annual reviews');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Annual reviews' })).toBeVisible();

  // 1. Choose clients from XPLAN: by name, then by client id.
  await page.getByText('XPLAN clients', { exact: true }).click();
  await expect(page.getByText(/^No clients chosen yet/)).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Client name or id' });
  await search.fill('mokoena');
  const results = page.getByRole('list', { name: 'XPLAN clients' });
  await results.getByRole('listitem').filter({ hasText: 'Thandi Mokoena' }).click();
  await expect(page.locator('#xplan-chosen-clients')).toHaveText('1 client chosen');
  await search.fill('4022');
  await results.getByRole('listitem').filter({ hasText: 'Pieter van der Merwe' }).click();
  await expect(page.locator('#xplan-chosen-clients')).toHaveText('2 clients chosen');
  // A client added by mistake is removed with the keyboard.
  await search.fill('5100');
  await results.getByRole('listitem').filter({ hasText: 'Mokoena Family Trust' }).click();
  await expect(page.locator('#xplan-chosen-clients')).toHaveText('3 clients chosen');
  await page.getByRole('button', { name: 'Remove Mokoena Family Trust' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#xplan-chosen-clients')).toHaveText('2 clients chosen');
  await page.screenshot({ path: 'test-results/screens/xplan-bulk-clients.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({
    path: 'test-results/screens/xplan-bulk-clients-phone.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // 2. The template, its signer from the clients' XPLAN data; 3. activate and send.
  await page.getByRole('button', { name: 'Use template Annual review' }).click();
  await pickOption(page, 'Name of signer-1', 'xplan:client.name');
  await pickOption(page, 'Email of signer-1', 'xplan:contact.email');
  await pickOption(page, 'Document name', 'xplan:client.name');
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Mapping saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '2 clients chosen' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/xplan-bulk-setup.png', fullPage: true });
  await page.getByRole('button', { name: 'Save and activate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send signing requests' });
  await expect(confirm.getByText(/^Confirm sending 2 signing requests/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Activate and send' }).click();
  await expect(page.getByLabel('Created: 2')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Awaiting signature: 2')).toBeVisible({ timeout: 30_000 });

  // Each pack is the client's, with the record of where its values came from.
  await page.goto('/#documents');
  await page.getByRole('link', { name: 'Pieter van der Merwe' }).first().click();
  await expect(page.getByText('pieter@example.com').first()).toBeVisible();
  await expect(page.getByText('prefilled from XPLAN client 4022')).toBeVisible();
});
