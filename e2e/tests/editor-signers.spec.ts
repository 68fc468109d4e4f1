import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';
import { requestAndSend } from '../support/editor.ts';

/**
 * Issue 4's signers, settings and request journey (docs/api-editor.md): settings changed, two
 * signers in a signer group (one put there by dragging onto the group's middle band), a copy
 * recipient; all kept over a reload; requesting signatures shows a blocking check first, then
 * sends. With SHOTS_DIR set, screenshots of the panels are written there.
 */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
};

const newUserWithPdf = async (page: Page, name: string) => {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, '-'));
  await enterAsNewUser(page, { fullName: name, email, password: 'signers pw' });
  await chooseFile(page, 'Upload PDF', await writeSamplePdf('Lease agreement.pdf', 2));
  await expectPages(page, 2);
};

const toggle = async (page: Page, label: string, on: boolean) => {
  const control = page.getByRole('switch', { name: label, exact: true });
  await expect(control).toBeChecked({ checked: !on });
  await control.click();
  await expect(control).toBeChecked({ checked: on });
};

const pick = async (page: Page, dialog: Locator, label: string, option: string) => {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Calls the API as the page's own session does (to place a field, which another journey covers). */
const addSignatureField = async (page: Page, packKey: string, signerName: string) =>
  page.evaluate(
    async ({ packKey, signerName }) => {
      const headers = {
        'content-type': 'application/json',
        session_token: localStorage.getItem('session_token') ?? '',
        xsrf_token: localStorage.getItem('xsrf_token') ?? '',
        user_account_key: localStorage.getItem('user_account_key') ?? '',
      };
      const pack = await (await fetch(`/app/documents/${packKey}`, { headers })).json();
      const signer = pack.document.signatories.find((s: { name: string }) => s.name === signerName);
      const response = await fetch(`/app/documents/${packKey}/add_update_data_field`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: [
            {
              uuid: crypto.randomUUID(),
              document_key: pack.document.child_documents[0].key,
              type: 'signature',
              page_index: 0,
              x: 72,
              y: 600,
              width: 180,
              height: 48,
              signatory_uuid: signer.uuid,
            },
          ],
        }),
      });
      return response.status;
    },
    { packKey, signerName },
  );

test('signers in a group, a copy recipient and settings are kept; requesting shows blocking checks first', async ({
  page,
}) => {
  await newUserWithPdf(page, 'Sam Setup');
  const packKey = /#documents\/([^/]+)/.exec(page.url())![1]!;
  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });

  // Settings: groups, order and channels on; an email subject.
  await sidebar.getByRole('tab', { name: 'Settings' }).click();
  await toggle(page, 'Signer groups', true);
  await toggle(page, 'Sign in order', true);
  await toggle(page, 'Choose how each signer is contacted', true);
  await sidebar.getByRole('button', { name: 'Edit' }).click();
  const extras = page.getByRole('dialog', { name: 'Email subject and message' });
  await extras.getByLabel('Subject').fill('Your lease is ready to sign');
  await extras.getByLabel('Message').fill('Please sign by Friday.');
  await extras.getByRole('button', { name: 'Save' }).click();
  await expect(extras).toBeHidden();
  await expect(
    sidebar.getByText('Your lease is ready to sign — Please sign by Friday.'),
  ).toBeVisible();
  await shot(page, 'settings-1280');

  // Signers: a group, Ada in it from the form, Alan dragged onto its middle band.
  await sidebar.getByRole('tab', { name: 'Signers' }).click();
  await sidebar.getByRole('button', { name: 'Add signer group' }).click();
  await expect(sidebar.getByRole('textbox', { name: 'Group name' })).toHaveValue('Signer group 1');

  await sidebar.getByRole('button', { name: 'Add signer', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add signer' });
  await dialog.getByRole('button', { name: 'Add signer', exact: true }).click();
  await expect(dialog.getByText('A name for the signer is required.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Full name/ }).fill('Ada Lovelace');
  await dialog.getByRole('combobox', { name: /^Email/ }).fill('ada@example');
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Email/ }).fill('ada@example.com');
  await pick(page, dialog, 'Signer group', 'Signer group 1');
  await shot(page, 'add-signer-1280');
  await dialog.getByRole('button', { name: 'Add signer', exact: true }).click();
  await expect(dialog).toBeHidden();

  await sidebar.getByRole('button', { name: 'Add signer', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add signer' });
  await dialog.getByRole('combobox', { name: /Full name/ }).fill('Alan Turing');
  await pick(page, dialog, 'Send requests by', 'SMS');
  await dialog.getByRole('textbox', { name: /Mobile number/ }).fill('(201) 555-0123');
  await dialog.getByRole('button', { name: 'Add signer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(sidebar.getByText('+12015550123')).toBeVisible();

  const groupRow = sidebar.locator('[data-row]').filter({
    has: page.getByRole('textbox', { name: 'Group name' }),
  });
  await expect(groupRow.getByText('1 signer', { exact: true })).toBeVisible();
  const handle = (await sidebar
    .getByRole('button', { name: 'Reorder Alan Turing' })
    .boundingBox())!;
  const target = (await groupRow.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + 40, target.y + target.height / 2, { steps: 12 });
  await expect(groupRow).toHaveAttribute('data-drop-into', 'true');
  await page.mouse.up();
  await expect(groupRow.getByText('2 signers', { exact: true })).toBeVisible();

  // A copy recipient.
  await sidebar.getByRole('button', { name: 'Add copy recipient' }).click();
  const copy = page.getByRole('dialog', { name: 'Add copy recipient' });
  await copy.getByRole('combobox', { name: 'Name' }).fill('Carol Copy');
  await copy.getByRole('combobox', { name: 'Email' }).fill('carol@example.com');
  await copy.getByRole('button', { name: 'Add copy recipient' }).click();
  await expect(copy).toBeHidden();
  await expect(sidebar.getByRole('list', { name: 'Copy recipients' })).toContainText('Carol Copy');
  await expect(sidebar.getByLabel('Saving signers')).toHaveCount(0);
  await shot(page, 'signers-1280');

  // Everything is kept.
  await page.reload();
  await expectPages(page, 2);
  await sidebar.getByRole('tab', { name: 'Signers' }).click();
  const rows = sidebar.getByRole('list', { name: 'Signers' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('textbox', { name: 'Group name' })).toHaveValue(
    'Signer group 1',
  );
  await expect(rows.nth(0)).toContainText('2 signers');
  await expect(rows.nth(1)).toContainText('Ada Lovelace');
  await expect(rows.nth(2)).toContainText('Alan Turing');
  await expect(rows.nth(2)).toContainText('SMS');
  await expect(sidebar.getByRole('list', { name: 'Copy recipients' })).toContainText(
    'carol@example.com',
  );
  await sidebar.getByRole('tab', { name: 'Settings' }).click();
  for (const label of ['Signer groups', 'Sign in order', 'Choose how each signer is contacted'])
    await expect(page.getByRole('switch', { name: label, exact: true })).toBeChecked();

  // Requesting signatures: the first blocking check, then (with a field placed) success.
  await page.getByRole('button', { name: 'Request signatures' }).click();
  await expect(page.getByText('There are no fields set up for this document.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#documents/${packKey}`));
  expect(await addSignatureField(page, packKey, 'Ada Lovelace')).toBe(200);
  await page.reload();
  await expectPages(page, 2);
  await requestAndSend(page);
  await expect(page.getByText('There are fields that have not been assigned.')).toBeHidden();
  await expect(
    page.getByText('Setup complete. Signature requests have been queued.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#documents$/);
});

/** The editor's panels: beside the pages on a wide screen, in a bottom drawer on a phone. */
const openPanels = async (page: Page): Promise<Locator> => {
  const drawerButton = page.getByRole('button', { name: 'Fields and settings' });
  if (!(await drawerButton.isVisible()))
    return page.getByRole('complementary', { name: 'Editor sidebar' });
  await drawerButton.click();
  return page.getByRole('dialog', { name: 'Edit document' });
};

test('the signers panel on a phone @phone-only', async ({ page }) => {
  await newUserWithPdf(page, 'Pia Phone');
  const phone = page.viewportSize()!.width <= 768;
  await expect(page.getByRole('button', { name: 'Request signatures' })).toBeInViewport();
  if (phone) await shot(page, 'header-375');
  const drawer = await openPanels(page);
  await drawer.getByRole('tab', { name: 'Signers' }).click();
  await drawer.getByRole('button', { name: 'Add signer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add signer' });
  await dialog.getByRole('combobox', { name: /Full name/ }).fill('Grace Hopper');
  await dialog.getByRole('combobox', { name: /^Email/ }).fill('grace@example.com');
  if (phone) await shot(page, 'add-signer-375');
  await dialog.getByRole('button', { name: 'Add signer', exact: true }).click();
  await expect(drawer.getByText('grace@example.com')).toBeVisible();
  if (phone) await shot(page, 'signers-375');
  await drawer.getByRole('tab', { name: 'Settings' }).click();
  await expect(drawer.getByRole('switch', { name: 'Sign in order', exact: true })).toBeVisible();
  if (phone) await shot(page, 'settings-375');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
