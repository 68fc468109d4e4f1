import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { requestSignatures, seedPack, signingLinkFor } from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 10 item 5, signers never lose work: what a signer types and draws is saved as they go,
 * so a reload finds it, and the same link opened on another device resumes it. The pack is
 * seeded through the API; the signer's part is done as a person would.
 */

const TITLE = 'Your title, required';

const saveStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const openLink = async (browser: Browser, link: string, phone: boolean) => {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await page.goto(link);
  // Consent is asked once per signer: a second device may not be asked again.
  const terms = page.getByRole('dialog', { name: 'Review and sign' });
  // The modal opens with the page under it, in the same render.
  await expect(page.getByLabel(TITLE)).toBeVisible();
  if (await terms.isVisible()) {
    await terms.getByLabel('I accept').check();
    await terms.getByRole('button', { name: 'Continue' }).click();
    await expect(terms).toBeHidden();
  }
  return page;
};

const drawSignature = async (page: Page) => {
  await page.getByRole('button', { name: /^Signature, required/ }).click();
  const modal = page.getByRole('dialog', { name: 'Add your signature' });
  const pad = modal.getByLabel(/Signature drawing area|Draw your signature/);
  const b = (await pad.boundingBox())!;
  await page.mouse.move(b.x + 20, b.y + b.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1)
    await page.mouse.move(b.x + 20 + i * 20, b.y + b.height / 2 + (i % 2 ? -20 : 20), {
      steps: 3,
    });
  await page.mouse.up();
  await modal.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

test('a signer types and draws, reloads, and finds both here and on a second device', async ({
  page,
  browser,
}) => {
  await newEditorUser(page, 'Olivia Owner');
  const pack = await seedPack(
    page,
    'Supply agreement.pdf',
    [
      {
        name: 'Ada Lovelace',
        email: uniqueEmail('ada'),
        fields: [{ type: 'text', description: 'Your title' }, { type: 'signature' }],
      },
    ],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);
  const link = await signingLinkFor(page, pack.key, pack.signers[0]!.uuid);

  const laptop = await openLink(browser, link, false);
  await laptop.getByLabel(TITLE).fill('Countess of Lovelace');
  await drawSignature(laptop);
  await expect(saveStatus(laptop, 'All changes saved')).toBeVisible();
  await shot(laptop, 'draft-saved-desktop');

  // Everything is saved, so leaving asks nothing; the reload finds the work.
  const asked: string[] = [];
  laptop.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await laptop.reload();
  await expect(laptop.getByLabel(TITLE)).toHaveValue('Countess of Lovelace');
  await expect(laptop.getByRole('img', { name: /your signature/i })).toBeVisible();
  expect(asked).toEqual([]);

  // The same link on a phone resumes it too.
  const phone = await openLink(browser, link, true);
  await expect(phone.getByLabel(TITLE)).toHaveValue('Countess of Lovelace');
  await expect(phone.getByRole('img', { name: /your signature/i })).toBeVisible();

  // Offline for a moment: the phone says so, keeps trying, and catches up when back.
  await phone.route('**/signing_draft/**', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await phone.getByLabel(TITLE).fill('Countess of Lovelace, FRS');
  await expect(saveStatus(phone, 'Couldn’t save — retrying')).toBeVisible();
  await shot(phone, 'draft-retrying-375');
  await phone.unroute('**/signing_draft/**');
  await expect(saveStatus(phone, 'All changes saved')).toBeVisible({ timeout: 15_000 });
  await shot(phone, 'draft-saved-375');

  // Back on the laptop, a reload finds the phone's change.
  await laptop.reload();
  await expect(laptop.getByLabel(TITLE)).toHaveValue('Countess of Lovelace, FRS');
});
