import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  acceptTerms,
  logIn,
  signUpByApi,
  uniqueEmail,
  verifyFromMailbox,
} from '../support/accounts.ts';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signingLinkFor,
} from '../support/api-calls.ts';
import { logInAsOperator } from '../support/operator.ts';

/**
 * Issue 12 item 4: the signature kept in #profile is what one-click signing stamps. Ada draws a
 * signature, saves a typed one after it (which becomes the default), makes the drawn one the
 * default again, and then signs her own pack in one click with it. Seeded through the API.
 */

const screenshot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    animations: 'disabled',
    fullPage: true,
  });

/** §6: one-click signing is off by default; the instance's operator turns it on for Ada. */
const allowOneClickSigning = async (browser: Browser, email: string) => {
  const context = await browser.newContext();
  const ops = await context.newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(email)}`, {
      data: { permissions: { 'document_permissions.can_auto_insert_signature': true } },
    }),
  );
  await context.close();
};

const drawOn = async (page: Page) => {
  const pad = page.getByRole('img', { name: 'Draw your signature here' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      box.x + box.width * (0.2 + i * 0.05),
      box.y + box.height * (0.6 - Math.sin(i / 2) * 0.3),
    );
  await page.mouse.up();
};

test('a signature drawn in the profile, made default, signs a pack in one click @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('ada');
  await signUpByApi(page, { fullName: 'Ada Lovelace', email, password: 'profile pw 1' });
  await verifyFromMailbox(page, email);
  await logIn(page, email, 'profile pw 1');
  await acceptTerms(page);
  await allowOneClickSigning(browser, email);

  await page.goto('/#profile');
  const section = page.getByRole('region', { name: 'Signature', exact: true });
  await expect(section.getByText('No saved signature yet.')).toBeVisible();
  await screenshot(page, 'profile-signatures-empty');

  // Saving without drawing is refused with the §5 wording.
  await section.getByRole('button', { name: 'Save signature' }).click();
  await expect(
    section.getByText('A drawn signature is required in order to proceed.'),
  ).toBeVisible();

  await drawOn(page);
  await section.getByRole('button', { name: 'Save signature' }).click();
  await expect(section.getByRole('listitem', { name: 'signature 1 (default)' })).toBeVisible();

  // A typed one, rendered by the server once typing stops, becomes the newest and the default.
  await section.getByRole('tab', { name: 'Type' }).click();
  await expect(section.getByRole('img', { name: 'Your typed signature' })).toBeVisible();
  await section.getByRole('button', { name: 'Save signature' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('listitem', { name: 'signature 1 (default)' })).toBeVisible();

  const drawn = (
    (await expectOk(call(page, '/app/user/signatures?kind=signature'))).signatures as {
      blob_url: string;
      method: string;
    }[]
  ).find((s) => s.method === 'drawn')!;
  await section.getByRole('button', { name: 'Make signature 2 the default' }).click();
  await expect(page.getByText('Default updated')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Saved signature 1 (default)' })).toHaveAttribute(
    'src',
    drawn.blob_url,
  );
  await expect(section.getByRole('button', { name: 'Make signature 2 the default' })).toBeEnabled();
  await screenshot(page, 'profile-signatures-saved');

  // Her own pack, with one-click signing on.
  const pack = await seedPack(
    page,
    'Loan agreement.pdf',
    [{ name: 'Ada Lovelace', email, fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  await expectOk(
    call(page, `/app/documents/${pack.key}/update_document`, {
      data: { use_one_click_signature: true },
    }),
  );
  await requestSignatures(page, pack.key);
  await page.goto(await signingLinkFor(page, pack.key, pack.signers[0]!.uuid));
  const terms = page.getByRole('dialog', { name: 'Review and sign' });
  await terms.getByLabel('I accept').check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(terms).toBeHidden();

  await page.getByRole('button', { name: /^Signature, required/ }).click();
  // No modal: the default signature is stamped at once.
  await expect(page.getByRole('dialog', { name: 'Add your signature' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your signature' })).toHaveAttribute(
    'src',
    drawn.blob_url,
  );
  await screenshot(page, 'one-click-signed');
});
