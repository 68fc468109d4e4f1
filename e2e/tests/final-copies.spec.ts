import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, requestSignatures, seedPack, waitForFinal } from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 10 item 3: everyone gets the signed copy. A signer reached only by SMS signs from the
 * text message's link, is told the copy comes by SMS, and the final link that then arrives in
 * the local outbox opens the completed pack read-only (ADR 0015), with its sealed PDF to
 * download. The owner, a team member, following the same link lands on the pack in the app.
 */

/**
 * A number of this test's own: the outbox keeps earlier runs' and the other project's texts. Six
 * random digits drawn per test, not the clock's last two once per file, which the desktop and
 * phone runs could share (and then follow each other's links).
 */
const newMobile = () => {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { number: `+27825${digits}`, lastTwo: digits.slice(-2) };
};

const screenshot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    animations: 'disabled',
    fullPage: true,
  });

/** The newest text message to `to` containing `text`, followed from the local /mailbox page. */
const followTextLink = async (page: Page, to: string, text: string) => {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: text }).first();
  await expect(async () => {
    await page.goto('/mailbox');
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const href = await row.getByRole('link').first().getAttribute('href');
  await page.goto(href!);
  return href!;
};

const signerBrowser = async (browser: Browser, page: Page) => {
  const phone = page.viewportSize()!.width < 500;
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  return context.newPage();
};

test('an SMS-only signer signs and opens the completed pack read-only from the final link @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { number: mobile, lastTwo } = newMobile();
  await newEditorUser(page, 'Olivia Owner');
  const pack = await seedPack(
    page,
    'Rental agreement.pdf',
    [
      {
        name: 'Sam Sms',
        email: uniqueEmail('sam'),
        fields: [{ type: 'text', description: 'Your title' }],
      },
    ],
    { sequential: false },
  );
  const sam = pack.signers[0]!;
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_signatory`, {
      data: {
        uuid: sam.uuid,
        email: '',
        mobile_number: mobile,
        primary_communication_channel: 'sms',
      },
    }),
  );
  await requestSignatures(page, pack.key);

  // Sam's phone: the request is a text message with the signing link.
  const samPage = await signerBrowser(browser, page);
  await followTextLink(samPage, mobile, 'to sign');
  const terms = samPage.getByRole('dialog', { name: 'Review and sign' });
  await terms.getByLabel('I accept').check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await samPage.getByLabel('Your title, required').fill('Tenant');
  await samPage.getByRole('button', { name: 'Done Signing' }).click();
  await expect(samPage.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });
  // The last signer: the copy is on its way, by SMS, to Sam's number (masked).
  await expect(
    samPage.getByText(`A link to your signed copy has been sent by SMS to +27 ••• ••${lastTwo}.`),
  ).toBeVisible();
  await screenshot(samPage, 'thank-you');

  // After sealing, the final link is in the outbox; it opens the pack read-only.
  await waitForFinal(page, pack.key);
  const finalLink = await followTextLink(samPage, mobile, 'is signed by all');
  expect(finalLink).toContain(`/final_copy/${pack.key}?token=`);
  await expect(samPage.getByRole('heading', { name: pack.name, level: 1 })).toBeVisible();
  await expect(samPage.getByText('Signed by everyone')).toBeVisible();
  await expect(samPage.getByRole('listitem').filter({ hasText: 'Sam Sms' })).toBeVisible();
  const firstPage = samPage.getByRole('img', { name: /^Page 1 of \d+$/ });
  await expect(firstPage).toBeVisible();
  await expect
    .poll(() => firstPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Read-only: nothing to edit, send or browse.
  await expect(samPage.getByRole('button', { name: 'Request signatures' })).toHaveCount(0);
  await expect(samPage.getByRole('link', { name: 'Documents' })).toHaveCount(0);
  await screenshot(samPage, 'final-copy-read-only');

  const download = samPage.waitForEvent('download');
  await samPage.getByRole('link', { name: 'Download signed PDF' }).click();
  const file = await readFile(await (await download).path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.toString('latin1')).toContain('/ByteRange');
  expect((await download).suggestedFilename()).toBe('Rental agreement.pdf');
  await samPage.context().close();

  // Olivia, logged in and a team member, lands on the pack in the app.
  await page.goto(finalLink);
  await expect(page).toHaveURL(new RegExp(`#documents/${pack.key}$`));
  await expect(page.getByRole('heading', { name: pack.name, level: 1 })).toBeVisible();
});
