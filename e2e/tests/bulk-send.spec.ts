import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { call, expectOk, seedPack } from '../support/api-calls.ts';
import { documentRow } from '../support/documents.ts';
import { newEditorUser } from '../support/editor.ts';
import { addDataField, asTemplate } from '../support/templates.ts';

/**
 * Issue 13 as a person runs it: a client list of 25 (uploaded through the §7 flow), a bulk send
 * that keeps 10 of them by a filter, a two-signer template mapped to the list's columns, then
 * activation: the status tab counts the packs up, a created pack carries its row's values and
 * signers, the signers got their requests, and the status CSV lists every row's pack.
 */

const CLIENTS = Array.from({ length: 25 }, (_, i) => ({
  name: `Client ${i + 1}`,
  email: `bulk-client${i + 1}@example.com`,
  partner: `Partner ${i + 1}`,
  partnerEmail: `bulk-partner${i + 1}@example.com`,
  premium: (i + 1) * 10,
}));

const CLIENTS_CSV =
  'Name,Email,Partner,Partner email,Premium\n' +
  CLIENTS.map((c) => `${c.name},${c.email},${c.partner},${c.partnerEmail},${c.premium}`).join(
    '\n',
  ) +
  '\n';

/** A client list from the CSV, through get_csv_upload_url → PUT → csv_upload_success. */
const seedClientList = async (page: Page, description: string) => {
  const list = await expectOk(
    call(page, '/app/recipient_datas/add_update_recipient_data', { data: { description } }),
  );
  const key = (list.recipient_data as { key: string }).key;
  const upload = (await expectOk(
    call(page, `/app/get_csv_upload_url/${key}?filename=clients.csv`),
  )) as { url: string; file_key: string; temp_csv_key: string };
  const put = await page.evaluate(
    async ({ url, body }) =>
      (await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'text/csv' }, body })).status,
    { url: upload.url, body: CLIENTS_CSV },
  );
  expect(put).toBe(200);
  await expectOk(
    call(page, `/app/csv_upload_success/${upload.temp_csv_key}`, { file_key: upload.file_key }),
  );
};

/** A template with two signers and a field the sender fills (custom id 'premium'). */
const seedTemplate = async (page: Page) => {
  const pack = await seedPack(
    page,
    'Joint policy.pdf',
    [
      { name: 'Holder', email: 'holder@example.com', fields: [{ type: 'signature' }] },
      { name: 'Partner', email: 'partner@example.com', fields: [{ type: 'signature' }] },
    ],
    { sequential: false },
  );
  // The sender fills it: from the mapping, per row.
  await addDataField(page, await asTemplate(page, pack.key), 'premium', {
    y: 520,
    signatory: 'self',
  });
};

/** With E2E_SHOTS_DIR set, photographs the screen at 1280 and 375 px. */
const shoot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

const pickOption = async (page: Page, combobox: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('a bulk send: 25 clients filtered to 10, a two-signer template, sent and exported', async ({
  page,
}) => {
  // Two uploads and conversions, ten packs created and sent, and a CSV generated.
  test.setTimeout(150_000);
  await newEditorUser(page, 'Bea Bulk');
  await seedClientList(page, 'Joint holders');
  await seedTemplate(page);

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Bulk sends' }).click();
  await expect(page.getByText('No bulk sends yet')).toBeVisible();
  await page.getByRole('button', { name: 'New bulk send' }).first().click();
  const create = page.getByRole('dialog', { name: 'New bulk send' });
  await create.getByRole('textbox', { name: /Description/ }).fill('Renewals 2027');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Renewals 2027' })).toBeVisible();

  // 1. Choose clients: the list, then premium over 150 keeps clients 16 to 25.
  await pickOption(page, 'Client list', 'Joint holders (25 rows)');
  await expect(page.getByText('25 of 25 clients match')).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await pickOption(page, 'Filter 1: field', 'Premium');
  await pickOption(page, 'Filter 1: condition', 'is greater than');
  await page.getByRole('textbox', { name: 'Filter 1: value' }).fill('150');
  await expect(page.getByText('10 of 25 clients match')).toBeVisible();

  // 2. The template, each signer from the list's columns, the field from Premium.
  await page.getByRole('button', { name: 'Use template Joint policy' }).click();
  await expect(page.getByRole('combobox', { name: 'Name of signer-2', exact: true })).toBeVisible();
  await pickOption(page, 'Name of signer-1', 'Name');
  await pickOption(page, 'Email of signer-1', 'Email');
  await pickOption(page, 'Name of signer-2', 'Partner');
  await pickOption(page, 'Email of signer-2', 'Partner email');
  await pickOption(page, 'premium *', 'Premium');
  await pickOption(page, 'Document name', 'Name');
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Mapping saved.')).toBeVisible();

  // 3. Send: 10 packs of two signers each, confirmed first.
  await expect(page.getByText('Joint holders: 10 of 25 clients')).toBeVisible();
  await shoot(page, 'bulk-send-setup');
  await page.getByRole('button', { name: 'Save and activate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send signing requests' });
  await expect(confirm.getByText(/^Confirm sending 10 signing requests/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Activate and send' }).click();

  await expect(page.getByRole('heading', { name: 'Status' })).toBeVisible();
  await expect(page.getByLabel('Documents: 10')).toBeVisible();
  await expect(page.getByLabel('Created: 10')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Awaiting signature: 10')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('All 10 rows done.')).toBeVisible();
  await shoot(page, 'bulk-send-status');

  // The status CSV: one line per row with its pack and status; cells are data, never formulas.
  await page.getByRole('button', { name: 'Export status CSV' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download status CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(11);
  expect(csv).toContain('bulk-client16@example.com');
  expect(csv).not.toContain('bulk-client15@example.com');

  // A created pack, named from its row, carries its signers and the premium.
  await page.goto('/#documents');
  await documentRow(page, 'Client 16').getByRole('link', { name: 'Client 16' }).click();
  await expect(page.getByText('bulk-partner16@example.com').first()).toBeVisible();
  await expect(page.getByText('160', { exact: true }).first()).toBeVisible();

  // Each signer was asked to sign: their request is in the mailbox.
  await page.goto('/mailbox');
  for (const to of ['bulk-client16@example.com', 'bulk-partner25@example.com'])
    await expect(page.getByRole('row').filter({ hasText: to }).first()).toBeVisible();
});
