import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signingLinkFor,
  type SeededPack,
} from '../support/api-calls.ts';
import { newEditorUser, openPanel } from '../support/editor.ts';

/**
 * Issue 10 item 7, what a DocuSign user expects while signing: labelled fields, zoom, the pack
 * as sent to download, 'date signed' in the pack's date format, and on a phone a small field
 * edited where its whole value shows. Seeded through the API; the signer's part in the browser.
 */

const LONG_POSTCODE = 'Flat 4B, 221 Baker Street, London NW1 6XE';
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const longDate = (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

/** Ada fills a company name, a tiny postcode and gets a 'date signed'; Grace one text field. */
const seedConveniencePack = async (page: Page): Promise<SeededPack> => {
  const pack = await seedPack(
    page,
    'Supply agreement.pdf',
    [
      {
        name: 'Ada Lovelace',
        email: uniqueEmail('ada'),
        fields: [{ type: 'text', description: 'Company name' }, { type: 'date' }, { type: 'text' }],
      },
      { name: 'Grace Hopper', email: uniqueEmail('grace'), fields: [{ type: 'text' }] },
    ],
    { sequential: true },
  );
  const [company, signedOn, postcode] = pack.signers[0]!.fieldUuids;
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_data_field`, {
      data: [
        { uuid: company, x: 72, y: 200, width: 200 },
        { uuid: signedOn, x: 300, y: 200, width: 150, auto_assign_date: true },
        // A small field, as forms have for postcodes and initials.
        { uuid: postcode, x: 72, y: 260, width: 60, height: 16, custom_id: 'postcode' },
      ],
    }),
  );
  return pack;
};

/** Desktop: the owner picks the format in the editor's settings; a phone sets it by the API. */
const chooseLongDates = async (page: Page, pack: SeededPack) => {
  if (page.viewportSize()!.width < 500) {
    await expectOk(
      call(page, `/app/documents/${pack.key}/update_document`, {
        data: { date_format: 'd mmmm yyyy' },
      }),
    );
    return;
  }
  await page.goto(`/#documents/${pack.key}`);
  await openPanel(page, 'Settings');
  await page.getByRole('combobox', { name: 'Date format' }).click();
  await page.getByRole('option', { name: '24 November 2026 (d mmmm yyyy)' }).click();
  await expect
    .poll(
      async () =>
        ((await call(page, `/app/documents/${pack.key}`)).json.document as { date_format: string })
          .date_format,
    )
    .toBe('d mmmm yyyy');
};

const acceptSigningTerms = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Review and sign' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I accept').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
};

const firstPageWidth = async (page: Page) =>
  (await page.getByRole('img', { name: 'Page 1' }).boundingBox())!.width;

test('a signer reads labels, zooms, downloads, and gets the date signed in the pack format @phone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const phone = page.viewportSize()!.width < 500;
  await newEditorUser(page, 'Olivia Owner');
  const pack = await seedConveniencePack(page);
  await chooseLongDates(page, pack);
  await requestSignatures(page, pack.key);
  const [ada, grace] = pack.signers;
  const adaLink = await signingLinkFor(page, pack.key, ada!.uuid);
  const graceLink = await signingLinkFor(page, pack.key, grace!.uuid);

  await page.goto(adaLink);
  await acceptSigningTerms(page);

  // Labels: the description, then a name given by the custom id, as placeholder and for readers.
  const company = page.getByRole('textbox', { name: 'Company name, required' });
  await expect(company).toHaveAttribute('placeholder', 'Company name');
  await expect(page.getByPlaceholder('Company name')).toBeVisible();
  await expect(page.getByText('Filled when you sign')).toBeVisible();
  await screenshot(page, phone ? 'signer-375' : 'signer-1280');

  // Zoom: fit width by default, buttons and keys between 50 and 200 %.
  const fitted = await firstPageWidth(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: 'Zoom 125%: fit width' })).toBeVisible();
  expect(await firstPageWidth(page)).toBeCloseTo(fitted * 1.25, -1);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(page.getByRole('button', { name: 'Zoom 75%: fit width' })).toBeVisible();
  expect(await firstPageWidth(page)).toBeCloseTo(fitted * 0.75, -1);
  await page.getByRole('button', { name: 'Zoom 75%: fit width' }).click();
  expect(await firstPageWidth(page)).toBeCloseTo(fitted, -1);

  // The pack as sent, before signing.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Supply agreement.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  if (phone) {
    // A 60-point field is a few millimetres on a phone: it is edited in the field sheet.
    await page.getByRole('textbox', { name: 'Postcode, required' }).click();
    const sheet = page.getByRole('dialog', { name: 'Fill in Postcode' });
    const input = sheet.getByRole('textbox', { name: 'Postcode, required' });
    await expect(input).toBeFocused();
    await input.pressSequentially(LONG_POSTCODE);
    await expect(input).toHaveValue(LONG_POSTCODE);
    // The whole value is in sight: nothing scrolled away sideways or below.
    const hidden = await input.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(hidden).toBe(false);
    await screenshot(page, 'signer-375-field-sheet');
    await sheet.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(sheet).toBeHidden();
    await company.click();
    await page
      .getByRole('dialog', { name: 'Fill in Company name' })
      .getByRole('textbox')
      .fill('Analytical Engines Ltd');
    await page.getByRole('button', { name: 'Done', exact: true }).click();
  } else {
    await page.getByRole('textbox', { name: 'Postcode, required' }).fill(LONG_POSTCODE);
    await company.fill('Analytical Engines Ltd');
    await screenshot(page, 'signer-1280-filled');
  }
  await expect(company).toHaveValue('Analytical Engines Ltd');

  await page.getByRole('button', { name: 'Done Signing' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });

  // Grace sees Ada's 'date signed' as the pack writes dates.
  await page.goto(graceLink);
  await acceptSigningTerms(page);
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  await expect(
    page.getByText(new RegExp(`^(${longDate(today)}|${longDate(yesterday)})$`)),
  ).toBeVisible();
  await expect(page.getByText('Analytical Engines Ltd')).toBeVisible();
});
