import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONVERSION_MESSAGES, DEFAULT_CONVERSION_LIMITS } from '@quire/domain';
import { makeHugeImagePdf } from '../../packages/pdf/src/test-fixtures/attack-pdfs.ts';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';
import { chooseFile } from '../support/documents.ts';

/**
 * Issue 19 item 7 in the browser: a hostile PDF (a 30,000 × 30,000 image, refused before it is
 * decoded) ends in the conversion-error dialog with a message a person understands.
 */
test('a PDF built to exhaust the converter shows why it cannot be converted', async ({ page }) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'quire-e2e-hostile-')), 'Scan.pdf');
  writeFileSync(file, makeHugeImagePdf());
  const email = uniqueEmail('hostile');
  await enterAsNewUser(page, { fullName: 'Hana Hostile', email, password: 'hostile pw' });

  await chooseFile(page, 'Upload PDF', file);
  const dialog = page.getByRole('dialog', { name: 'This PDF could not be converted' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(
    dialog.getByText(CONVERSION_MESSAGES.imageTooLarge(DEFAULT_CONVERSION_LIMITS.maxImagePixels)),
  ).toBeVisible();
});
