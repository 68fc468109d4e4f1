import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, seedPack } from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 18 item 5, languages: a user whose language is Afrikaans sees each main screen in
 * Afrikaans at 1280 and at 375 px, nothing wider than the window. The screenshots are looked at
 * (test-results/…/af-*.png); the signing page's own check is in languages.spec.ts.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

/** The page is no wider than the window: nothing pushes it sideways. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('an Afrikaans user sees the documents list, editor, profile, bulk sends and integrations in Afrikaans', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newEditorUser(page, 'Anna Afrikaans');
  const pack = await seedPack(
    page,
    'Huurkontrak.pdf',
    [{ name: 'Sannie Signer', email: uniqueEmail('sannie-screens'), fields: [{ type: 'text' }] }],
    { sequential: false },
  );
  await expectOk(call(page, '/app/user', { data: { locale: 'af' } }));

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });

    await page.goto('/#documents');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dokumente' })).toBeVisible();
    // A table row at 1280, a card at 375: either way the pack's status in Afrikaans.
    await expect(page.getByText('Huurkontrak', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Opstelling', { exact: true }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `af-documents-${size.name}`);

    await page.goto(`/#documents/${pack.key}`);
    const panels = page.getByRole('tablist', { name: 'Redigeerderpanele' });
    if (size.name === 'phone')
      await page.getByRole('button', { name: 'Velde en instellings' }).click();
    await expect(panels).toBeVisible();
    for (const name of ['Velde', 'Ondertekenaars', 'Instellings', 'Reëls', 'Meer']) {
      await panels.getByRole('tab', { name, exact: true }).click();
      await expectNoSidewaysScroll(page);
      await shot(page, `af-editor-${name.toLowerCase().replace('ë', 'e')}-${size.name}`);
    }

    await page.goto('/#profile');
    await expect(page.getByRole('combobox', { name: 'Taal' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `af-profile-${size.name}`);

    await page.goto('/#bulk_sends');
    await expect(
      page.getByRole('heading', { name: 'Grootmaatversendings', exact: true }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `af-bulk-sends-${size.name}`);

    await page.goto('/#integrations');
    await expect(page.getByRole('heading', { name: 'Integrasies', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `af-integrations-${size.name}`);
  }
});
