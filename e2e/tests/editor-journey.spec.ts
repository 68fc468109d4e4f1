import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';
import {
  box,
  centre,
  docTab,
  dragBy,
  expectSaved,
  fieldOnPage,
  newEditorUser,
  openPanel,
  pick,
  placeFromPalette,
  requestAndSend,
  sidebar,
  toggle,
} from '../support/editor.ts';

/**
 * Issue 4's own check, by keyboard and mouse: a two-document pack with two signers in a group
 * and a copy recipient, one field of each of the 17 types placed from the palette, a rule that
 * hides a field, settings changed; undo, redo, copy and paste; everything kept over a reload;
 * requesting signatures shows the blocking checks one by one, then sends.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e-shots';

/** The palette's 17 types (FIELD_TYPES order), their page label and the id the editor derives. */
const TYPES = [
  ['Signature', 'signature'],
  ['Initials', 'initial'],
  ['Text', 'text'],
  ['Date', 'date'],
  ['Checkbox', 'check'],
  ['Choice', 'choice'],
  ['File', 'file'],
  ['Image', 'image'],
  ['Link', 'link'],
  ['Note', 'note'],
  ['Question', 'question'],
  ['Approve', 'approve'],
  ['Decline', 'decline'],
  ['Block out', 'block'],
  ['Highlight', 'highlight'],
  ['Signer setup', 'signer_setup'],
  ['Blank', 'blank'],
] as const;
const fieldName = ([label, type]: (typeof TYPES)[number]) => `${label} field ${type}_1`;

/** Three columns, six rows: room for the largest default size (an image, 120 × 80 pt). */
const slot = (i: number) => ({
  fx: [0.17, 0.5, 0.83][i % 3]!,
  fy: 0.17 + Math.floor(i / 3) * 0.14,
});

/** Selects one field by clicking inside its top-left corner (not on the resize grip). */
const select = async (page: Page, name: string) => {
  await fieldOnPage(page, name).click({ position: { x: 4, y: 4 } });
  await expect(sidebar(page).getByLabel('Field ID')).toHaveValue(name.split(' ').at(-1)!);
};

const addSigner = async (page: Page, name: string, email: string) => {
  await sidebar(page).getByRole('button', { name: 'Add signer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add signer' });
  await dialog.getByRole('combobox', { name: /Full name/ }).fill(name);
  await dialog.getByRole('combobox', { name: /^Email/ }).fill(email);
  await pick(page, dialog, 'Signer group', 'Signer group 1');
  await dialog.getByRole('button', { name: 'Add signer', exact: true }).click();
  await expect(dialog).toBeHidden();
};

const requestSignatures = (page: Page) =>
  page.getByRole('button', { name: 'Request signatures' }).click();

/** A blocking check's message, shown as a notice, while the pack stays in the editor. */
const expectBlocked = async (page: Page, message: string) => {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#documents\/[^/]+$/);
};

const layerOf = (page: Page): Locator => page.getByLabel('Fields on page 1', { exact: true });

test('build a two-document pack with every field type, keep it over a reload, then send it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newEditorUser(page, 'Jo Journey');
  await chooseFile(page, 'Upload PDF', await writeSamplePdf('Purchase agreement.pdf', 1));
  await expectPages(page, 1);
  await chooseFile(page, 'Add document', await writeSamplePdf('Delivery schedule.pdf', 1));
  await expect(docTab(page, /^Delivery sch/)).toBeVisible({ timeout: 30_000 });
  await docTab(page, /^Purchase agr/).click();
  await expectPages(page, 1);
  const bar = sidebar(page);

  // Settings: signer groups and signing order on, the signing wizard off, an email subject.
  await openPanel(page, 'Settings');
  await toggle(bar, 'Signer groups', true);
  await toggle(bar, 'Sign in order', true);
  await toggle(bar, 'Guide signers field by field', false);
  await bar.getByRole('button', { name: 'Edit' }).click();
  const extras = page.getByRole('dialog', { name: 'Email subject and message' });
  await extras.getByLabel('Subject').fill('Your purchase agreement');
  await extras.getByRole('button', { name: 'Save' }).click();
  await expect(extras).toBeHidden();
  await expect(bar.getByText('Your purchase agreement', { exact: true })).toBeVisible();

  // Signers: a group holding Ada and Alan, and Carol as a copy recipient.
  await openPanel(page, 'Signers');
  await bar.getByRole('button', { name: 'Add signer group' }).click();
  await expect(bar.getByRole('textbox', { name: 'Group name' })).toHaveValue('Signer group 1');
  await addSigner(page, 'Ada Lovelace', 'ada@example.com');
  await addSigner(page, 'Alan Turing', 'alan@example.com');
  await expect(bar.getByText('2 signers', { exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Add copy recipient' }).click();
  const copy = page.getByRole('dialog', { name: 'Add copy recipient' });
  await copy.getByRole('combobox', { name: 'Name' }).fill('Carol Copy');
  await copy.getByRole('combobox', { name: 'Email' }).fill('carol@example.com');
  await copy.getByRole('button', { name: 'Add copy recipient' }).click();
  await expect(copy).toBeHidden();
  await expect(bar.getByRole('list', { name: 'Copy recipients' })).toContainText('Carol Copy');
  await expect(bar.getByLabel('Saving signers')).toHaveCount(0);

  // Fields: every type from the palette, for Ada, on the first page of the first document.
  await openPanel(page, 'Fields');
  await pick(page, bar, 'Add fields for', 'Ada Lovelace');
  const layer = layerOf(page);
  for (const [i, type] of TYPES.entries()) {
    const { fx, fy } = slot(i);
    await placeFromPalette(page, layer, type[0], fx, fy);
    await expect(fieldOnPage(page, fieldName(type))).toBeVisible();
  }
  await expectSaved(page);

  // Undo and redo a move made with the mouse, and a delete made with the keyboard.
  const signature = fieldOnPage(page, 'Signature field signature_1');
  await centre(signature);
  const before = await box(signature);
  await dragBy(page, signature, 30, 20);
  await expect
    .poll(async () => Math.round((await box(signature)).x - before.x))
    .toBeGreaterThan(20);
  const moved = await box(signature);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => Math.round((await box(signature)).x)).toBe(Math.round(before.x));
  await page.keyboard.press('Control+y');
  await expect.poll(async () => Math.round((await box(signature)).x)).toBe(Math.round(moved.x));
  await select(page, 'Blank field blank_1');
  await page.keyboard.press('Delete');
  await expect(fieldOnPage(page, 'Blank field blank_1')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(fieldOnPage(page, 'Blank field blank_1')).toBeVisible();

  // Copy the signature and paste it onto the second document.
  await select(page, 'Signature field signature_1');
  await page.keyboard.press('Control+c');
  await expect(page.getByText('Copied 1 field(s) to clipboard')).toBeVisible();
  await expectSaved(page);
  await docTab(page, /^Delivery sch/).click();
  await expectPages(page, 1);
  await page.keyboard.press('Control+v');
  await expect(page.getByText('Pasted 1 field(s)')).toBeVisible();
  await expect(fieldOnPage(page, 'Signature field signature_2')).toBeVisible();
  await expectSaved(page);
  await docTab(page, /^Purchase agr/).click();
  await expectPages(page, 1);

  // A rule, from the document tab's dropdown: the text field is hidden unless the box is ticked.
  await page.getByRole('button', { name: 'Options for Purchase agreement' }).click();
  await page.getByRole('menuitem', { name: 'Field rules' }).click();
  await expect(bar.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
  await bar.getByRole('button', { name: 'Add rule' }).click();
  const editor = bar.getByRole('form', { name: 'Rule editor' });
  await editor.getByRole('combobox', { name: 'Enable this field or group' }).click();
  await page.getByRole('option', { name: /^text_1 / }).click();
  const condition = editor.getByRole('group', { name: 'Condition 1' });
  await condition.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: /^check_1 / }).click();
  await condition.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'is ticked' }).click();
  await editor.getByRole('button', { name: 'Save rule' }).click();
  await expect(bar.getByRole('listitem', { name: 'Rule for text_1' })).toContainText(
    'Enabled only when check_1 is ticked',
  );
  // The debug view: with the box unticked, the rule hides the text field.
  await bar.getByRole('switch', { name: 'Debug' }).check({ force: true });
  await expect(bar.getByRole('status', { name: 'Debug for text_1' })).toContainText('Disables');
  await expect(bar.getByRole('status', { name: 'Disabled fields' })).toHaveText(
    '1 field is disabled with these values.',
  );

  // Everything is kept over a reload.
  await page.reload();
  await expectPages(page, 1);
  for (const type of TYPES) await expect(fieldOnPage(page, fieldName(type))).toBeVisible();
  await expect(fieldOnPage(page, 'Signature field signature_2')).toHaveCount(0);
  expect(Math.abs((await box(signature)).x - moved.x)).toBeLessThan(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/journey-pack-1280.png`, fullPage: true });

  await openPanel(page, 'Signers');
  const rows = bar.getByRole('list', { name: 'Signers' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('textbox', { name: 'Group name' })).toHaveValue(
    'Signer group 1',
  );
  await expect(rows.nth(0)).toContainText('2 signers');
  await expect(rows.nth(1)).toContainText('Ada Lovelace');
  await expect(rows.nth(2)).toContainText('Alan Turing');
  await expect(bar.getByRole('list', { name: 'Copy recipients' })).toContainText('Carol Copy');
  await openPanel(page, 'Settings');
  for (const label of ['Signer groups', 'Sign in order'])
    await expect(bar.getByRole('switch', { name: label, exact: true })).toBeChecked();
  await expect(
    bar.getByRole('switch', { name: 'Guide signers field by field', exact: true }),
  ).not.toBeChecked();
  await expect(bar.getByText('Your purchase agreement', { exact: true })).toBeVisible();
  await openPanel(page, 'Rules');
  await expect(bar.getByRole('listitem', { name: 'Rule for text_1' })).toContainText(
    'Enabled only when check_1 is ticked',
  );
  await docTab(page, /^Delivery sch/).click();
  await expectPages(page, 1);
  await expect(fieldOnPage(page, 'Signature field signature_2')).toBeVisible();
  await docTab(page, /^Purchase agr/).click();
  await expectPages(page, 1);

  // Requesting signatures: each blocking check in turn, fixed in the field's properties.
  await openPanel(page, 'Fields');
  await requestSignatures(page);
  await expectBlocked(page, 'There are choice fields that have no choices setup.');
  await select(page, 'Choice field choice_1');
  const options = bar.getByRole('combobox', { name: 'Options', exact: true });
  await options.fill('Cash');
  await options.press('Enter');
  await options.fill('Card');
  await options.press('Enter');
  await expectSaved(page);

  await requestSignatures(page);
  await expectBlocked(
    page,
    "There are self-assigned fields that haven't been completed. Please complete these fields.",
  );
  await select(page, 'Link field link_1');
  await bar.getByRole('textbox', { name: 'Link address' }).fill('https://example.com/terms');
  await expectSaved(page);

  // A placed checkbox has a group of its own: it does not block sending (ADR 0018).
  await select(page, 'Checkbox field check_1');
  await expect(bar.getByRole('textbox', { name: 'Checkbox group' })).toHaveValue('Checkbox 1');

  await requestAndSend(page);
  await expect(
    page.getByText('Setup complete. Signature requests have been queued.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#documents$/);
});
