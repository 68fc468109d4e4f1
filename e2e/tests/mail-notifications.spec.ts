import { expect, test, type Page } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';

/**
 * Issue 10 item 8: a user chooses which mails they get about the documents they send, from the
 * user menu; the choice is saved as the switch flips and is still there after a reload.
 */
const openEmailNotifications = async (page: Page) => {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('button', { name: 'Email notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email notifications' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('switch off the completed-document mail; it stays off after a reload', async ({ page }) => {
  const email = uniqueEmail('nina-notify');
  await enterAsNewUser(page, { fullName: 'Nina Notify', email, password: 'notify pw' });

  let dialog = await openEmailNotifications(page);
  const completed = dialog.getByRole('switch', { name: 'A document is complete' });
  await expect(completed).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'A signer opens a document' })).not.toBeChecked();
  await completed.focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('status')).toHaveText(
    'Email notifications saved: no more emails when a document is complete.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openEmailNotifications(page);
  await expect(dialog.getByRole('switch', { name: 'A document is complete' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'A signer signs' })).toBeChecked();
});
