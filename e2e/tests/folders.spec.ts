import { expect, test, type Page } from '@playwright/test';
import { chooseFile, writeSamplePdf } from '../support/documents.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 17 item 5: the workspace's folder tree beside the documents list. Folders are made,
 * a pack is filed in one from its menu, the list is filtered by the folder and finds it, the
 * pack moves to another folder, and a folder with something in it cannot be deleted.
 */

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

/** Uploads a one-page PDF from the list (the editor opens), then comes back to the list. */
const upload = async (page: Page, fileName: string) => {
  await page.goto('/#documents');
  await chooseFile(page, 'Upload PDF', await writeSamplePdf(fileName, 1));
  await expect(page).toHaveURL(/#\/?documents\/[^/?]+/);
  await page.goto('/#documents');
};

const folders = (page: Page) => page.getByRole('tree', { name: 'Folders' });
const folder = (page: Page, name: string) =>
  folders(page).getByRole('treeitem', { name, exact: true });

/** On a phone the folders are in a drawer, opened from the button naming the chosen folder. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;
const withFolders = async (page: Page, chosen: string, work: () => Promise<void>) => {
  if (!isPhone(page)) return work();
  await page.getByRole('button', { name: chosen, exact: true }).click();
  await expect(folders(page)).toBeVisible();
  await work();
  const drawer = page.getByRole('dialog', { name: 'Folders' });
  if (await drawer.isVisible()) await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
};
const choose = async (page: Page, chosen: string, name: string) =>
  withFolders(page, chosen, () => folder(page, name).click());

const newFolder = async (page: Page, buttonName: RegExp, name: string) => {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Folder name') });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog).toBeHidden();
};

/** The row menu's Move to folder, choosing `path` in the picker (parents open as they are chosen). */
const fileIn = async (page: Page, docName: string, path: string[]) => {
  await page
    .getByRole('button', { name: `Actions for ${docName}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Move to folder…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to folder' });
  for (const name of path) await dialog.getByRole('treeitem', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(dialog).toBeHidden();
};

const listed = (page: Page, name: string) =>
  isPhone(page)
    ? page.getByText(name, { exact: true })
    : page.getByRole('row').filter({ hasText: name });

test('folders: make them, file a pack, find it by folder, move it @phone', async ({ page }) => {
  // Two uploads and a dozen tree changes: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const shot = (name: string) => screenshot(page, `${name}-${isPhone(page) ? 'phone' : 'desktop'}`);
  await newEditorUser(page, 'Fiona Filer');
  await upload(page, 'lease-acme.pdf');
  await upload(page, 'nda-draft.pdf');

  await withFolders(page, 'Folders', async () => {
    await expect(page.getByText('No folders yet')).toBeVisible();
    await newFolder(page, /^New folder$/, 'Clients');
    await newFolder(page, /^New folder$/, 'Archive');
  });
  await choose(page, 'Folders', 'Clients');
  await withFolders(page, 'Clients', async () => {
    await newFolder(page, /New folder in Clients/, 'Acme');
    await expect(folder(page, 'Acme')).toBeVisible();
  });
  await choose(page, 'Clients', 'All documents');

  await fileIn(page, 'lease-acme', ['Clients', 'Acme']);
  await expect(page.getByText("Moved to 'Acme'.")).toBeVisible();

  // The folder filter: Acme lists the lease and nothing else, and the address keeps it.
  await choose(page, 'Folders', 'Acme');
  await expect(page).toHaveURL(/folder_id=/);
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Clients');
  await expect(listed(page, 'lease-acme')).toBeVisible();
  await expect(listed(page, 'nda-draft')).toHaveCount(0);
  await shot('folders-filtered');
  await page.reload();
  await expect(listed(page, 'lease-acme')).toBeVisible();
  await withFolders(page, 'Acme', async () => {
    await expect(folder(page, 'Acme')).toHaveAttribute('aria-selected', 'true');
    await shot('folders-tree');
  });

  // Moving it between folders: Acme is empty, Archive has it.
  await fileIn(page, 'lease-acme', ['Archive']);
  await expect(page.getByText('No documents in Acme')).toBeVisible();
  await withFolders(page, 'Acme', async () => {
    // By keyboard: Home is the root, the next item Archive (folders in name order); Enter chooses.
    await folder(page, 'Acme').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect(folder(page, 'Archive')).toBeFocused();
    await page.keyboard.press('Enter');
  });
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Archive');
  await expect(listed(page, 'lease-acme')).toBeVisible();

  // A folder with a pack in it is not deleted (on a phone, from the drawer).
  await withFolders(page, 'Archive', async () => {
    await page.getByRole('button', { name: 'Actions for folder Archive' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page
      .getByRole('dialog', { name: 'Delete folder' })
      .getByRole('button', { name: 'Delete folder' })
      .click();
    await expect(page.getByText(/This folder is not empty/)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Delete folder' })).toBeHidden();
  });
  await shot('folders-not-empty');
});
