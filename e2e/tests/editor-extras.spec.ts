import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';

/**
 * Issue 4, around the document: a field rule that hides a field (and the debug view reacting),
 * a supporting document (an .exe refused), a custom field and a notification rule, all kept
 * after a reload.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/w3-shots';

const newUser = async (page: Page, name: string) => {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, '-'));
  await enterAsNewUser(page, { fullName: name, email, password: 'extras pw 1' });
};

/** The session the page runs with, for seeding through the API as the app itself would call it. */
const apiHeaders = async (page: Page) =>
  page.evaluate(() => ({
    session_token: localStorage.getItem('session_token') ?? '',
    xsrf_token: localStorage.getItem('xsrf_token') ?? '',
    user_account_key: localStorage.getItem('user_account_key') ?? '',
  }));

/** Places a check box 'agree' and a text field 'amount' on the pack's first page. */
const seedFields = async (page: Page, packKey: string) => {
  const headers = await apiHeaders(page);
  const pack = await page.request.get(`/app/documents/${packKey}`, { headers });
  const { document } = (await pack.json()) as { document: { child_documents: { key: string }[] } };
  const documentKey = document.child_documents[0]!.key;
  const field = (custom_id: string, type: string, y: number) => ({
    uuid: crypto.randomUUID(),
    document_key: documentKey,
    type,
    page_index: 0,
    x: 72,
    y,
    width: type === 'check' ? 16 : 180,
    height: type === 'check' ? 16 : 24,
    custom_id,
  });
  const saved = await page.request.post(`/app/documents/${packKey}/add_update_data_field`, {
    headers,
    data: { data: [field('agree', 'check', 200), field('amount', 'text', 260)] },
  });
  expect(saved.ok()).toBe(true);
};

const sidebarTab = (page: Page, name: string) => page.getByRole('tab', { name });

test('a rule that hides a field, a supporting document, a custom field and a notification rule are kept', async ({
  page,
}) => {
  const contract = await writeSamplePdf('Loan agreement.pdf', 1);
  const terms = await writeSamplePdf('Loan terms.pdf', 1);
  const exe = path.join(tmpdir(), 'installer.exe');
  writeFileSync(exe, 'MZ not really a program');
  await newUser(page, 'Rita Rules');

  await chooseFile(page, 'Upload PDF', contract);
  await expect(page).toHaveURL(/#documents\/[^/]+$/);
  const packKey = page.url().split('#documents/')[1]!;
  await expectPages(page, 1);
  await seedFields(page, packKey);
  await page.reload();
  await expectPages(page, 1);

  // A rule: 'amount' is only enabled while 'agree' is ticked.
  await sidebarTab(page, 'Rules').click();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const editor = page.getByRole('form', { name: 'Rule editor' });
  await editor.getByRole('combobox', { name: 'Enable this field or group' }).click();
  await page.getByRole('option', { name: /^amount/ }).click();
  const condition = editor.getByRole('group', { name: 'Condition 1' });
  await condition.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: /^agree/ }).click();
  await condition.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'is ticked' }).click();
  await expect(editor.getByText('{agree} is_ticked')).toBeVisible();
  await editor.getByRole('button', { name: 'Save rule' }).click();
  const rule = page.getByRole('listitem', { name: 'Rule for amount' });
  await expect(rule).toContainText('Enabled only when agree is ticked');

  // The debug view: with 'agree' unticked the rule disables 'amount'; ticking it enables it.
  await page.getByRole('switch', { name: 'Debug' }).check({ force: true });
  const debug = page.getByRole('status', { name: 'Debug for amount' });
  await expect(debug).toContainText('Disables');
  await expect(page.getByRole('status', { name: 'Disabled fields' })).toHaveText(
    '1 field is disabled with these values.',
  );
  await page.screenshot({ path: `${SHOTS}/extras-rules-debug-1280.png` });
  await page.getByRole('checkbox', { name: 'agree is ticked' }).check({ force: true });
  await expect(debug).toContainText('Enables');
  await expect(page.getByRole('status', { name: 'Disabled fields' })).toHaveText(
    'Every field is enabled with these values.',
  );

  // A supporting document: the .exe is refused, the PDF is added and described.
  await sidebarTab(page, 'More').click();
  await chooseFile(page, 'Add supporting document', exe);
  await expect(page.getByRole('alert', { name: 'Not uploaded' })).toHaveText(
    "We currently don't accept executable files.",
  );
  await chooseFile(page, 'Add supporting document', terms);
  const appendix = page.getByRole('listitem', { name: 'Loan terms.pdf' });
  await expect(appendix).toBeVisible({ timeout: 20_000 });
  await appendix.getByRole('textbox', { name: 'Description' }).fill('Standard loan terms');
  await expect(appendix.getByRole('status')).toHaveText('Saved');
  await expect(appendix.getByRole('link', { name: 'Download Loan terms.pdf' })).toHaveAttribute(
    'href',
    /.+/,
  );

  // A custom field, with the id derived from its name.
  await page.getByRole('button', { name: 'Add custom field' }).click();
  // The row is named after the field once it has a name.
  const custom = page.getByRole('list', { name: 'Custom fields' }).getByRole('listitem').last();
  await custom.getByRole('textbox', { name: 'Name' }).fill('Client number');
  await custom.getByRole('textbox', { name: 'Value' }).fill('C-1042');
  await expect(custom.getByLabel('ID of Client number')).toHaveText('Client_number');
  await expect(custom.getByRole('status')).toHaveText('Saved');
  await page.screenshot({ path: `${SHOTS}/extras-more-1280.png`, fullPage: false });

  // Its custom control: a dropdown that belongs to the document itself (control level).
  await custom.getByRole('button', { name: 'Configure control for Client number' }).click();
  const control = page.getByRole('dialog', { name: 'Custom control: Client number' });
  await control.getByRole('combobox', { name: 'Shown as' }).click();
  await page.getByRole('option', { name: 'Dropdown' }).click();
  await control.getByRole('combobox', { name: 'Control level' }).click();
  await page.getByRole('option', { name: 'Document', exact: true }).click();
  await control.getByRole('combobox', { name: 'Which document' }).click();
  await page.getByRole('option', { name: 'Loan agreement' }).click();
  await control.getByRole('combobox', { name: 'Choices' }).fill('C-1042');
  await page.keyboard.press('Enter');
  await control.getByRole('combobox', { name: 'Choices' }).fill('C-2001');
  await page.keyboard.press('Enter');
  await page.screenshot({ path: `${SHOTS}/extras-custom-control-1280.png` });
  await control.getByRole('button', { name: 'Save control' }).click();
  await expect(control).toBeHidden();
  await expect(custom).toContainText('Dropdown · Document');

  // A notification rule: remind after 2 days.
  await page.getByRole('button', { name: 'Notification rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification rules' });
  await dialog.getByRole('combobox', { name: 'For' }).click();
  await page.getByRole('option', { name: '2 days' }).click();
  await dialog.getByText('Remind', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(
    dialog.getByRole('listitem', { name: 'Remind · Not signed · after 2 days' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/extras-notification-rules-1280.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Event subscriptions: a switch per event, saved 1 s after the change.
  await page.getByRole('button', { name: 'Event subscriptions' }).click();
  const events = page.getByRole('dialog', { name: 'Event subscriptions' });
  await events.getByRole('switch', { name: 'Document completed' }).check({ force: true });
  await expect(events.getByRole('status')).toHaveText('Saved');
  await page.screenshot({ path: `${SHOTS}/extras-event-subscriptions-1280.png` });
  await page.keyboard.press('Escape');
  await expect(events).toBeHidden();

  // The form view: the pack's fields in reading order, plus a heading, with a preview.
  await page.getByRole('button', { name: 'Form view' }).click();
  const form = page.getByRole('dialog', { name: 'Form view' });
  const blocks = form.getByRole('list', { name: 'Form view blocks' }).getByRole('listitem');
  await expect(blocks).toHaveCount(2);
  await form.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('menuitem', { name: 'Heading 1' }).click();
  await form.getByRole('textbox', { name: 'Heading 1 text' }).fill('Your loan');
  // Drag the heading above the fields by its handle.
  const handle = await form
    .getByRole('button', { name: 'Move Heading 1', exact: true })
    .boundingBox();
  const top = await blocks.first().boundingBox();
  if (!handle || !top) throw new Error('The form view blocks are not on screen');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, top.y + 4, { steps: 12 });
  await page.mouse.move(handle.x + handle.width / 2, top.y, { steps: 4 });
  await page.mouse.up();
  await expect(blocks.first()).toHaveAttribute('aria-label', 'Heading 1: Your loan');
  await expect(
    form.getByRole('region', { name: 'Form preview' }).getByRole('heading', { name: 'Your loan' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/extras-form-view-1280.png` });
  await form.getByRole('button', { name: 'Save form view' }).click();
  await expect(form).toBeHidden();

  // Everything is still there after a reload.
  await page.reload();
  await expectPages(page, 1);
  await sidebarTab(page, 'Rules').click();
  await expect(page.getByRole('listitem', { name: 'Rule for amount' })).toContainText(
    'Enabled only when agree is ticked',
  );
  await sidebarTab(page, 'More').click();
  const keptAppendix = page.getByRole('listitem', { name: 'Loan terms.pdf' });
  await expect(keptAppendix.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Standard loan terms',
  );
  const keptCustom = page.getByRole('listitem', { name: 'Client number' });
  // Now drawn as its dropdown, still holding the value typed before.
  await expect(keptCustom.getByRole('combobox', { name: 'Value' })).toHaveValue('C-1042');
  await expect(keptCustom.getByLabel('ID of Client number')).toHaveText('Client_number');
  await expect(keptCustom).toContainText('Dropdown · Document');
  await page.getByRole('button', { name: 'Notification rules' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notification rules' })
      .getByRole('listitem', { name: 'Remind · Not signed · after 2 days' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Event subscriptions' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Event subscriptions' })
      .getByRole('switch', { name: 'Document completed' }),
  ).toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Form view' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Form view' })
      .getByRole('list', { name: 'Form view blocks' })
      .getByRole('listitem')
      .first(),
  ).toHaveAttribute('aria-label', 'Heading 1: Your loan');
});

test('the rules and extras fit a phone @phone-only', async ({ page }) => {
  const width = page.viewportSize()?.width ?? 0;
  const contract = await writeSamplePdf('Phone contract.pdf', 1);
  await newUser(page, 'Pia Phone');
  await chooseFile(page, 'Upload PDF', contract);
  await expect(page).toHaveURL(/#documents\/[^/]+$/);
  const packKey = page.url().split('#documents/')[1]!;
  await expectPages(page, 1);
  await seedFields(page, packKey);
  const headers = await apiHeaders(page);
  const rule = await page.request.post(
    `/app/documents/${packKey}/field_rules/${crypto.randomUUID()}/add_update_delete`,
    { headers, data: { data: { field_or_group: 'amount', infix_logic: '{agree} is_ticked' } } },
  );
  expect(rule.ok()).toBe(true);
  await page.reload();
  await expectPages(page, 1);

  const openSidebar = page.getByRole('button', { name: 'Fields and settings' });
  // Below the §9 narrow-screen breakpoint the sidebar lives in a bottom drawer.
  if (width < 768) await openSidebar.click();
  await sidebarTab(page, 'Rules').click();
  await page.getByRole('switch', { name: 'Debug' }).check({ force: true });
  await expect(page.getByRole('status', { name: 'Debug for amount' })).toContainText('Disables');
  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByRole('form', { name: 'Rule editor' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/extras-rules-${width}.png` });

  await sidebarTab(page, 'More').click();
  await page.getByRole('button', { name: 'Add custom field' }).click();
  await page.screenshot({ path: `${SHOTS}/extras-more-${width}.png` });

  await page.getByRole('button', { name: 'Notification rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Notification rules' });
  await expect(rules.getByText('No notification rules yet.')).toBeVisible();
  // Let the dialog finish fading in before the picture.
  await expect.poll(() => rules.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.screenshot({ path: `${SHOTS}/extras-notification-rules-${width}.png` });
  await page
    .getByRole('dialog', { name: 'Notification rules' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Notification rules' })).toBeHidden();

  await page.getByRole('button', { name: 'Form view' }).click();
  const form = page.getByRole('dialog', { name: 'Form view' });
  await expect(
    form.getByRole('list', { name: 'Form view blocks' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/extras-form-view-${width}.png` });
});
