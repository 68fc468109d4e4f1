import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signingLinkFor,
} from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 18 item 5, languages: a signer whose browser speaks Afrikaans signs in Afrikaans from the
 * link (the signature modal included) to the thank-you page, and the final copy's mail reaches them
 * in Afrikaans; a signer may pick another language on the signing page. Packs are seeded through
 * the API.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

type SeededField = { type: 'text' | 'signature'; description?: string };

const seedOne = async (
  page: Page,
  fileName: string,
  email: string,
  fields: SeededField[] = [{ type: 'text', description: 'Jou titel' }],
) => {
  await newEditorUser(page, 'Olivia Owner');
  const pack = await seedPack(page, fileName, [{ name: 'Sannie Signer', email, fields }], {
    sequential: false,
  });
  await requestSignatures(page, pack.key);
  return { pack, link: await signingLinkFor(page, pack.key, pack.signers[0]!.uuid) };
};

const afrikaansBrowser = async (browser: Browser, phone = false) => {
  const context = await browser.newContext({
    locale: 'af-ZA',
    ...(phone
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  return context.newPage();
};

test('a signer with an Afrikaans browser signs in Afrikaans and gets the final copy in Afrikaans', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('sannie');
  const { link } = await seedOne(page, 'Huurkontrak.pdf', email, [
    { type: 'text', description: 'Jou titel' },
    { type: 'signature' },
  ]);

  const signer = await afrikaansBrowser(browser);
  await signer.goto(link);
  await expect(signer.getByRole('combobox', { name: 'Taal' })).toHaveValue('Afrikaans');
  await expect(signer.locator('html')).toHaveAttribute('lang', 'af');
  const terms = signer.getByRole('dialog', { name: 'Hersien en onderteken' });
  await expect(terms.getByText(/het vir jou Huurkontrak gestuur/)).toBeVisible();
  await shot(signer, 'af-terms-desktop');
  await terms.getByLabel('Ek aanvaar').check();
  await terms.getByRole('button', { name: 'Gaan voort' }).click();
  await expect(terms).toBeHidden();

  const bar = signer.getByRole('region', { name: 'Ondertekening' });
  await expect(bar.getByText('0 van 2 verplig')).toBeVisible();
  await signer.getByRole('textbox', { name: 'Jou titel, verplig' }).fill('Direkteur');
  await expect(bar.getByText('1 van 2 verplig')).toBeVisible();

  // The signature modal speaks Afrikaans too: a typed signature is adopted.
  await signer.getByRole('button', { name: /^Handtekening, verplig/ }).click();
  const modal = signer.getByRole('dialog', { name: 'Voeg jou handtekening by' });
  await expect(modal.getByRole('tab', { name: 'Teken' })).toBeVisible();
  await modal.getByRole('tab', { name: 'Tik' }).click();
  await expect(modal.getByRole('textbox', { name: 'Jou naam' })).toHaveValue('Sannie Signer');
  await expect(modal.getByRole('group', { name: 'Handskrifstyl' })).toBeVisible();
  await shot(signer, 'af-signature-modal-desktop');
  await modal.getByRole('button', { name: 'Aanvaar en onderteken' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(signer.getByRole('img', { name: 'Jou handtekening' })).toBeVisible();
  await expect(bar.getByText('2 van 2 verplig')).toBeVisible();
  await expect(signer.getByRole('link', { name: 'Laai af' })).toBeVisible();
  await shot(signer, 'af-signing-desktop');
  await bar.getByRole('button', { name: 'Klaar onderteken' }).click();

  await expect(signer.getByRole('heading', { name: 'Dankie dat jy onderteken het' })).toBeVisible({
    timeout: 20_000,
  });
  await shot(signer, 'af-post-sign-desktop');

  // The signer's language was remembered: the sealed final copy's mail speaks it.
  await expect(async () => {
    await page.goto('/mailbox');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: email })
        .filter({ hasText: '“Huurkontrak” is voltooi' }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
});

test('a signer picks English on the signing page over their Afrikaans browser @phone', async ({
  page,
  browser,
}) => {
  const { link } = await seedOne(page, 'Koopkontrak.pdf', uniqueEmail('sannie-en'));

  const signer = await afrikaansBrowser(browser, true);
  await signer.goto(link);
  const terms = signer.getByRole('dialog', { name: 'Hersien en onderteken' });
  await expect(terms).toBeVisible();
  await shot(signer, 'af-terms-phone');
  await terms.getByRole('button', { name: 'Nie nou nie' }).click();
  await expect(terms).toBeHidden();

  await signer.getByRole('combobox', { name: 'Taal' }).click();
  await signer.getByRole('option', { name: 'English' }).click();
  await expect(signer.getByRole('button', { name: 'Done Signing' })).toBeVisible();
  await expect(signer.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
  await shot(signer, 'en-chosen-phone');

  // Chosen once, kept: the page opened again speaks English.
  await signer.reload();
  await expect(signer.getByRole('button', { name: 'Done Signing' })).toBeVisible();
});

test('an Afrikaans signer on a phone reads the whole of Klaar onderteken in the signing bar @phone-only', async ({
  page,
  browser,
}) => {
  const { link } = await seedOne(page, 'Verbandakte.pdf', uniqueEmail('sannie-phone'));

  const signer = await afrikaansBrowser(browser, true);
  await signer.goto(link);
  const terms = signer.getByRole('dialog', { name: 'Hersien en onderteken' });
  await terms.getByRole('button', { name: 'Nie nou nie' }).click();
  await expect(terms).toBeHidden();

  const done = signer
    .getByRole('region', { name: 'Ondertekening' })
    .getByRole('button', { name: 'Klaar onderteken' });
  await expect(done).toBeVisible();
  // Its words are all shown: nothing cut inside the button, the button inside the window.
  const cut = await done.evaluate((button) =>
    [button, ...Array.from(button.querySelectorAll('span'))].some(
      (el) => el.scrollWidth > el.clientWidth,
    ),
  );
  expect(cut).toBe(false);
  const at = await done.boundingBox();
  expect(at!.x).toBeGreaterThanOrEqual(0);
  expect(at!.x + at!.width).toBeLessThanOrEqual(375);
  await shot(signer, 'af-signing-phone');
});

test('a user whose profile language is Afrikaans sees the documents list and navigation in Afrikaans', async ({
  page,
}) => {
  await newEditorUser(page, 'Anna Afrikaans');
  await seedPack(
    page,
    'Huurkontrak.pdf',
    [{ name: 'Sannie Signer', email: uniqueEmail('sannie-list'), fields: [{ type: 'text' }] }],
    { sequential: false },
  );
  await expectOk(call(page, '/app/user', { data: { locale: 'af' } }));
  await page.goto('/#documents');
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Dokumente' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  // The segmented control's radios are visually hidden; their labels are what shows.
  await expect(page.getByRole('radio', { name: 'Sjablone' })).toBeAttached();
  await expect(page.getByLabel('Soek dokumente')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Naam' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Huurkontrak' })).toContainText(
    'Opstelling',
  );
  await expect(page.getByRole('link', { name: 'Asblik' })).toBeVisible();
  await shot(page, 'af-documents-desktop');

  await page.getByRole('button', { name: 'Gebruikerskieslys (Anna Afrikaans)' }).click();
  await expect(page.getByText('Profiel', { exact: true })).toBeVisible();
  await expect(page.getByText('Meld af', { exact: true })).toBeVisible();
  await shot(page, 'af-user-menu-desktop');
});
