import { expect, test, type Page } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';
import {
  chooseFile,
  documentRow,
  dragTabBefore,
  expectPages,
  writeEncryptedPdf,
  writeSamplePdf,
} from '../support/documents.ts';

/**
 * Issue 3's journey (docs/api-documents.md): upload a PDF, see its pages, rename it, add a second
 * document to the pack, find it by search, trash and recover it; an encrypted PDF asks for its
 * password, then converts.
 */
/** The pack's document tabs (the editor's sidebar has tabs of its own). */
const packTabs = (page: Page) =>
  page.getByRole('tablist', { name: 'Documents in this pack' }).getByRole('tab');

const newUser = async (page: Page, name: string) => {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, '-'));
  await enterAsNewUser(page, { fullName: name, email, password: 'documents pw' });
};

test('upload, view, rename, add a document, search, trash and recover', async ({ page }) => {
  const report = await writeSamplePdf('Quarterly report.pdf', 3);
  const annex = await writeSamplePdf('Annex.pdf', 1);
  await newUser(page, 'Uma Uploader');
  await expect(page.getByText('No documents yet')).toBeVisible();

  await chooseFile(page, 'Upload PDF', report);
  await expect(page).toHaveURL(/#documents\/[^/]+$/);
  await expect(page.getByRole('heading', { name: /Quarterly report/ })).toBeVisible();
  await expectPages(page, 3);

  // Rename the child from its tab's dropdown.
  await page.getByRole('button', { name: /^Options for Quarterly report/ }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename document' });
  await rename.getByLabel('Document name').fill('Q3 figures');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Q3 figures' })).toBeVisible();

  // A second child goes into the same pack, after the first.
  await chooseFile(page, 'Add document', annex);
  await expect(page.getByRole('tab', { name: /^Annex/ })).toBeVisible({ timeout: 30_000 });
  await expect(packTabs(page)).toHaveCount(2);
  await page.getByRole('tab', { name: /^Annex/ }).click();
  await expectPages(page, 1);

  // Drag the annex before the first document; the order is kept.
  await dragTabBefore(page, 'Reorder Annex', 'Q3 figures');
  await expect(packTabs(page)).toHaveText([/^Annex/, 'Q3 figures']);
  await page.reload();
  await expect(packTabs(page)).toHaveText([/^Annex/, 'Q3 figures']);

  // Found by search from the list.
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await page.getByLabel('Search documents').fill('Quarterly');
  const row = documentRow(page, /Quarterly report/);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Edit' })).toBeVisible();

  // Trash it, find it in the trash, recover it.
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  const trashed = documentRow(page, /Quarterly report/);
  await expect(trashed).toBeVisible();
  await trashed.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Recover' }).click();
  await expect(trashed).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Documents' }).click();
  await expect(documentRow(page, /Quarterly report/)).toBeVisible();
});

test('an encrypted PDF asks for its password, then converts', async ({ page }) => {
  const locked = await writeEncryptedPdf('Bank statement.pdf', 2, 'open sesame');
  await newUser(page, 'Eve Encrypted');

  await chooseFile(page, 'Upload PDF', locked);
  const dialog = page.getByRole('dialog', { name: 'This PDF is password protected' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('PDF password').fill('not it');
  await dialog.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(
    dialog.getByText('That password does not open this PDF. Please try again.'),
  ).toBeVisible();

  await dialog.getByLabel('PDF password').fill('open sesame');
  await dialog.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(dialog).toBeHidden();
  await expectPages(page, 2);
});

test('the list reads on a phone @phone-only', async ({ page }) => {
  const sample = await writeSamplePdf('Phone upload.pdf', 1);
  await newUser(page, 'Pat Phone');
  await chooseFile(page, 'Upload PDF', sample);
  await expectPages(page, 1);
  // However many tabs a pack has, "Add document" stays on screen beside them.
  for (const [n, name] of [
    [2, 'A second document with a long name.pdf'],
    [3, 'A third document with a long name.pdf'],
  ] as const) {
    await chooseFile(page, 'Add document', await writeSamplePdf(name, 1));
    await expect(packTabs(page)).toHaveCount(n);
  }
  await expect(page.getByRole('button', { name: 'Add document' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByRole('link', { name: /Phone upload/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a document trashed in another tab leaves the list at the next update poll', async ({
  page,
  context,
}) => {
  const file = await writeSamplePdf('Elsewhere.pdf', 1);
  await newUser(page, 'Tab Tester');
  await chooseFile(page, 'Upload PDF', file);
  await expectPages(page, 1);
  const documentUrl = page.url();
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(documentRow(page, /Elsewhere/)).toBeVisible();

  const other = await context.newPage();
  await other.goto(documentUrl);
  await other.getByRole('button', { name: 'Document actions' }).click();
  await other.getByRole('menuitem', { name: 'Move to trash' }).click();
  await other
    .getByRole('dialog', { name: 'Delete document' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(other.getByRole('heading', { name: 'Documents' })).toBeVisible();

  // Spec §9: the list's update poll runs every 15 s.
  await expect(documentRow(page, /Elsewhere/)).toHaveCount(0, { timeout: 20_000 });
});

test('bulk actions: merge, copy, move to another workspace, delete for good', async ({ page }) => {
  await newUser(page, 'Bob Bulk');
  for (const name of ['Part one.pdf', 'Part two.pdf']) {
    await chooseFile(page, 'Upload PDF', await writeSamplePdf(name, 1));
    await expectPages(page, 1);
    await page.getByRole('link', { name: 'Documents' }).first().click();
  }

  // Merge: a new pack holding both documents opens.
  await page.getByLabel('Select all').check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Merge' })
    .click();
  await expect(packTabs(page)).toHaveCount(2);
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByRole('row')).toHaveCount(4);

  // Copy one.
  await page.getByLabel('Select Part one', { exact: true }).check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Copy' })
    .click();
  await expect(page.getByText('Document(s) copied.')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(5);

  // Move one to a second workspace.
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'New workspace' }).click();
  await page.getByLabel('Workspace name').fill('Bulk Co');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Update Bulk Co' })).toBeVisible();
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await page.getByLabel('Select Part two', { exact: true }).check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Move to workspace' })
    .click();
  const move = page.getByRole('dialog', { name: 'Move or copy to a workspace' });
  await move.getByRole('combobox', { name: 'Workspace' }).click();
  await page.getByRole('option', { name: 'Bulk Co' }).click();
  await move.getByRole('button', { name: 'Move document' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByLabel('Select Part two', { exact: true })).toHaveCount(0);

  // Trash the rest, then delete one for good from the trash.
  await page.getByLabel('Select all').check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Move to trash' })
    .click();
  await expect(page.getByText('No documents yet')).toBeVisible();
  await page.getByRole('link', { name: 'Trash' }).click();
  const trashed = page
    .getByRole('row')
    .filter({ hasText: /Part one/ })
    .first();
  await trashed.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete permanently' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete permanently' });
  await expect(confirm.getByText(/This action cannot be undone\./)).toBeVisible();
  const before = await page.getByRole('row').count();
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByRole('row')).toHaveCount(before - 1);
});

test('a document started from a template opens with a note', async ({ page }) => {
  await newUser(page, 'Tess Template');
  await chooseFile(page, 'Upload PDF', await writeSamplePdf('Consulting agreement.pdf', 2));
  await expectPages(page, 2);
  // Seeded through the API: turning a document into a template is the editor's business.
  const packKey = page.url().split('#documents/')[1];
  const converted = await page.evaluate(async (key) => {
    const response = await fetch(`/app/documents/${key}/convert_to_template`, {
      headers: {
        session_token: localStorage.getItem('session_token') ?? '',
        xsrf_token: localStorage.getItem('xsrf_token') ?? '',
        user_account_key: localStorage.getItem('user_account_key') ?? '',
      },
    });
    return response.status;
  }, packKey);
  expect(converted).toBe(200);

  await page.getByRole('link', { name: 'Documents' }).first().click();
  await page.getByRole('button', { name: 'Templates' }).click();
  const popup = page.getByRole('dialog', { name: 'Templates' });
  await popup.getByLabel('Search templates').fill('Consult');
  await popup.getByRole('button', { name: /^Use template Consulting agreement/ }).click();
  await expect(page).toHaveURL(/#documents\/[^/]+\/from_template$/);
  await expect(page.getByText('Created from a template')).toBeVisible();
  await expectPages(page, 2);
});
