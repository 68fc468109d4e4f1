import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signingLinkFor,
  waitForFinal,
} from '../support/api-calls.ts';
import { expectSaved, fieldOnPage, newEditorUser, pick, sidebar } from '../support/editor.ts';

/**
 * Issue 17 item 4: a two-level metadata set imported from a CSV, a cascading custom control
 * (Province → City) placed in the editor, a signer choosing parent then child, the values in the
 * sealed PDF.
 */

const CSV = [
  'Province,Province primary id,City',
  'Gauteng,GP,Johannesburg',
  'Gauteng,GP,Pretoria',
  'Western Cape,WC,Cape Town',
  'Western Cape,WC,Stellenbosch',
].join('\n');

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

const finalText = async (page: Page, key: string) => {
  const bytes = await page.evaluate(async (url) => {
    const headers: Record<string, string> = {};
    for (const name of ['session_token', 'user_account_key']) {
      const value = localStorage.getItem(name);
      if (value) headers[name] = value;
    }
    const response = await fetch(url, { headers });
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, `/app/serve/${key}`);
  const file = path.join(tmpdir(), `metadata-${key}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
};

test('a cascading metadata control: CSV import, editor set-up, signer picks province then city', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newEditorUser(page, 'Mia Metadata');

  // The set: created and imported on its screen, reached from the user menu.
  await page.goto('/#meta_data_sets');
  await expect(page.getByText('No metadata sets yet')).toBeVisible();
  await page.getByRole('button', { name: 'New metadata set' }).click();
  const named = page.getByRole('dialog', { name: 'New metadata set' });
  await named.getByLabel('Name').fill('Locations');
  await named.getByRole('button', { name: 'Create set' }).click();
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'locations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(page.getByText('Imported 6 values and 4 links from locations.csv.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Province (2)' })).toBeVisible();
  await page.getByRole('tab', { name: 'City (4)' }).click();
  await page.getByLabel('Filter City by name').fill('stel');
  await expect(page.getByRole('list', { name: 'City' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Filter City by name').fill('');
  await expect(page.getByRole('list', { name: 'City' }).getByRole('listitem')).toHaveCount(4);
  await screenshot(page, 'metadata-set-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'metadata-set-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The pack: two choice fields for Ada, made cascading in the editor.
  const pack = await seedPack(
    page,
    'Branch form.pdf',
    [
      {
        name: 'Ada Lovelace',
        email: `ada.${Date.now()}@example.com`,
        fields: [
          { type: 'choice', description: 'Province' },
          { type: 'choice', description: 'City' },
        ],
      },
    ],
    { sequential: false },
  );
  await page.goto(`/#documents/${pack.key}`);
  const province = fieldOnPage(page, 'Choice field choice_1');
  const city = fieldOnPage(page, 'Choice field choice_2');
  await province.click({ position: { x: 4, y: 4 } });
  await pick(page, sidebar(page), 'Options from', 'Locations');
  await expect(sidebar(page).getByLabel('Level', { exact: true })).toHaveValue('Province');
  await city.click({ position: { x: 4, y: 4 } });
  await pick(page, sidebar(page), 'Options from', 'Locations');
  await pick(page, sidebar(page), 'Level', 'City');
  await expect(sidebar(page).getByLabel('Follows field', { exact: true })).toHaveValue('choice_1');
  await expectSaved(page);
  await screenshot(page, 'metadata-editor-1280');
  await requestSignatures(page, pack.key);

  // Ada: the city control offers only the cities of the province she chose.
  const link = await signingLinkFor(page, pack.key, pack.signers[0]!.uuid);
  const ada = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await ada.goto(link);
  const terms = ada.getByRole('dialog', { name: 'Review and sign' });
  await terms.getByLabel('I accept').check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(terms).toBeHidden();
  const provinceControl = ada.getByLabel('Province, required');
  const cityControl = ada.getByLabel('City, required');
  await expect(provinceControl.locator('option')).toHaveText([
    'Choose…',
    'Gauteng',
    'Western Cape',
  ]);
  await provinceControl.selectOption('Western Cape');
  await expect(cityControl.locator('option')).toHaveText(['Choose…', 'Cape Town', 'Stellenbosch']);
  await cityControl.selectOption('Stellenbosch');
  // Changing the province drops a city that is not under it.
  await provinceControl.selectOption('Gauteng');
  await expect(cityControl.locator('option')).toHaveText(['Choose…', 'Johannesburg', 'Pretoria']);
  await expect(cityControl).toHaveValue('');
  await provinceControl.selectOption('Western Cape');
  await cityControl.selectOption('Stellenbosch');
  await screenshot(ada, 'metadata-signer-1280');
  await ada.getByRole('button', { name: 'Done Signing' }).click();
  await expect(ada.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });

  await waitForFinal(page, pack.key);
  const text = (await finalText(page, pack.key)).replace(/\s+/g, ' ');
  expect(text).toContain('Western Cape');
  expect(text).toContain('Stellenbosch');
  const fields = (await expectOk(call(page, `/app/documents/${pack.key}/get_data_fields`)))
    .data_fields as { custom_id: string; data: string | null }[];
  expect(fields.map((f) => [f.custom_id, f.data]).sort()).toEqual([
    ['choice_1', 'Western Cape'],
    ['choice_2', 'Stellenbosch'],
  ]);
});
