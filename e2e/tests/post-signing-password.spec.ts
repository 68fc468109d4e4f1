import { expect, test } from '@playwright/test';
import { requestSignatures, seedPack } from '../support/api-calls.ts';
import { acceptTerms, logIn, uniqueEmail } from '../support/accounts.ts';
import { newEditorUser } from '../support/editor.ts';
import { signingLinkIn, waitForMail } from '../support/smtp-sink.ts';

/**
 * Issue 12 item 6, the post-signing password (ADR 0032): someone with no Quire account signs from
 * the link a real SMTP server delivered, chooses a password on the thank-you page, lands in their
 * documents with the pack they signed, and later logs in with their address and that password.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const PASSWORD = 'kept for good 7';

test('a signer mailed a request keeps their documents with a password of their own', async ({
  page,
  browser,
}) => {
  await newEditorUser(page, 'Olive Owner');
  const signer = uniqueEmail('kim-keeper');
  const pack = await seedPack(
    page,
    'Tenancy agreement.pdf',
    [{ name: 'Kim Keeper', email: signer, fields: [{ type: 'text', description: 'Town' }] }],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);
  const mail = await waitForMail(signer, '/switch_user/');

  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const kim = await context.newPage();
    await kim.goto(signingLinkIn(mail));
    const terms = kim.getByRole('dialog', { name: 'Review and sign' });
    await terms.getByLabel('I accept').check();
    await terms.getByRole('button', { name: 'Continue' }).click();
    await kim.getByLabel('Town, required').fill('Lisbon');
    await kim.getByRole('button', { name: 'Done Signing' }).click();

    await expect(kim.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
      timeout: 20_000,
    });
    const offer = kim.getByRole('region', { name: 'Keep your documents' });
    await expect(offer).toContainText(`${signer[0]}•••@example.com`);
    if (SHOTS) {
      await kim.screenshot({ path: `${SHOTS}/post-sign-offer-375.png`, fullPage: true });
      await kim.setViewportSize({ width: 1280, height: 800 });
      await kim.screenshot({ path: `${SHOTS}/post-sign-offer-1280.png` });
    }

    // Keyboard only: the password, then Enter.
    const field = offer.getByLabel('Choose a password');
    await field.focus();
    await kim.keyboard.type(PASSWORD);
    await kim.keyboard.press('Enter');

    // Like a sign-up, the terms of the instance come first; then the pack is in the list.
    await acceptTerms(kim);
    await expect(kim.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(kim.getByText(pack.name).first()).toBeVisible();
    if (SHOTS) await kim.screenshot({ path: `${SHOTS}/post-sign-documents-1280.png` });

    await kim.getByRole('button', { name: /^User menu/ }).click();
    await kim.getByRole('button', { name: 'Log out' }).click();
    await expect(kim.getByRole('heading', { name: 'Log in to Quire' })).toBeVisible();
    await logIn(kim, signer, PASSWORD);
    await expect(kim.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(kim.getByText(pack.name).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
