import { expect, type Page } from '@playwright/test';

/**
 * Opens the newest mail with `subject` to `to` in the local mailbox, as a newcomer would, and
 * clicks `linkName` inside it. The mailbox lists newest first.
 */
export const followMailLink = async (page: Page, to: string, subject: string, linkName: string) => {
  await page.goto('/mailbox');
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  const mail = page.frameLocator('iframe[title="Mail content"]');
  await mail.getByRole('link', { name: linkName }).click();
};
