import { expect, test } from '@playwright/test';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 13 item 1: a client list from a CSV. Create the list from the menu, upload 25 clients
 * (semicolons, a BOM and CRLF, as a spreadsheet in a comma-decimal locale writes them), see the
 * 25 rows, then filter by a number column to 10.
 */

const CLIENTS_CSV = Buffer.from(
  '\ufeffName;Email;Balance;Joined\r\n' +
    Array.from(
      { length: 25 },
      (_, i) =>
        `Client ${i + 1};client${i + 1}@example.com;${(i + 1) * 10};2026-0${(i % 9) + 1}-15`,
    ).join('\r\n') +
    '\r\n',
);

test('a client list: upload 25 clients, see them, filter to 10', async ({ page }) => {
  await newEditorUser(page, 'Cleo Lists');
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Client lists' }).click();
  await expect(page.getByText('No client lists yet')).toBeVisible();

  await page.getByRole('button', { name: 'New client list' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Policy holders');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Policy holders' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose CSV' }).click();
  await (
    await chooser
  ).setFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: CLIENTS_CSV });
  await expect(page.getByText('Imported 25 rows from clients.csv.')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(table.getByRole('columnheader', { name: /Balance\s*Number/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Filter 1: field' }).click();
  await page.getByRole('option', { name: 'Balance' }).click();
  await page.getByRole('combobox', { name: 'Filter 1: condition' }).click();
  await page.getByRole('option', { name: 'is greater than' }).click();
  await page.getByRole('textbox', { name: 'Filter 1: value' }).fill('150');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('10 of 25 rows match')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('cell', { name: 'Client 16', exact: true })).toBeVisible();

  // The list shows on the lists page with its row count.
  await page.getByRole('link', { name: 'Client lists' }).click();
  await expect(page.getByRole('link', { name: /Policy holders.*25 rows/ })).toBeVisible();
});
