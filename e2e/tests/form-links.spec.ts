import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, seedPack, waitForFinal } from '../support/api-calls.ts';
import { documentRow } from '../support/documents.ts';
import { openPanel } from '../support/editor.ts';
import { logInAsOperator } from '../support/operator.ts';
import { asTemplate } from '../support/templates.ts';

/**
 * Issue 14 item 4: the owner turns on a template's reusable form link in the template links
 * modal (link, copy, QR code); a visitor with no account opens /form/{key}, gives their details,
 * signs at once; the owner finds the completed pack in their list. With E2E_SHOTS_DIR set it
 * photographs the modal and the form at 1280 and 375 px.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
};

test('a visitor fills a form link, signs, and the owner sees the completed pack', async ({
  page,
  browser,
}) => {
  // An upload and conversion, an operator, a signature and the seal.
  test.setTimeout(150_000);
  const email = uniqueEmail('fay-forms');
  await signUpByApi(page, { fullName: 'Fay Forms', email, password: 'forms pw 1' });
  const ops = await (await browser.newContext()).newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(email)}`, {
      data: {
        permissions: {
          'document_permissions.can_view_template_link_details': true,
          'document_permissions.can_use_reusable_link': true,
        },
      },
    }),
  );
  await ops.context().close();
  await logIn(page, email, 'forms pw 1');
  await acceptTerms(page);

  const seeded = await seedPack(
    page,
    'Club membership.pdf',
    [{ name: 'Member', email: 'member@example.com', fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  const template = await asTemplate(page, seeded.key);

  await page.goto(`/#documents/${template}`);
  await expect(page.getByText('You are editing a template')).toBeVisible();
  await openPanel(page, 'More');
  await page.getByRole('button', { name: 'Template links' }).click();
  const modal = page.getByRole('dialog', { name: 'Template links' });
  await modal.getByRole('switch', { name: /Anyone with the link can fill in/ }).check();
  await expect(page.getByText('Form link updated.')).toBeVisible();
  const formLink = modal.getByRole('textbox', { name: 'Form link' });
  await expect(formLink).toHaveValue(/\/form\/[A-Za-z0-9_-]{43}$/);
  await expect(modal.getByRole('img', { name: 'QR code of the form link' })).toBeVisible();
  await expect(modal.getByText('Used 0 times')).toBeVisible();
  await shoot(page, 'template-links-1280');
  const url = await formLink.inputValue();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  if (SHOTS) {
    // On a phone the editor's panels live in a drawer.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Fields and settings' }).click();
    await page
      .getByRole('dialog', { name: 'Edit document' })
      .getByRole('tab', { name: 'More', exact: true })
      .click();
    await page.getByRole('button', { name: 'Template links' }).click();
    await expect(modal.getByRole('img', { name: 'QR code of the form link' })).toBeVisible();
    await shoot(page, 'template-links-375');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The visitor: another browser, no account, only the link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: seeded.name })).toBeVisible();
  await expect(visitor.getByText(/asks you to fill in and sign this document/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Continue to sign' }).click();
  await expect(visitor.getByText('Please enter your name.')).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Your full name' }).fill('Vic Visitor');
  await visitor.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('vic'));
  if (SHOTS) {
    await visitor.screenshot({ path: `${SHOTS}/form-1280.png`, animations: 'disabled' });
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.screenshot({ path: `${SHOTS}/form-375.png`, animations: 'disabled' });
    await visitor.setViewportSize({ width: 1280, height: 800 });
  }
  await visitor.getByRole('button', { name: 'Continue to sign' }).click();

  // Straight into signing: terms, a typed signature, done.
  const terms = visitor.getByRole('dialog', { name: 'Review and sign' });
  await terms.getByLabel('I accept').check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await visitor.getByRole('button', { name: /^Signature, required/ }).click();
  const signature = visitor.getByRole('dialog', { name: 'Add your signature' });
  await signature.getByRole('tab', { name: 'Type' }).click();
  await expect(signature.getByRole('textbox').first()).toHaveValue('Vic Visitor');
  await signature.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(signature).toBeHidden({ timeout: 20_000 });
  await visitor.getByRole('button', { name: 'Done Signing' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });
  await visitorContext.close();

  // The owner: the visitor's pack, completed, in their own list.
  const packs = (
    await expectOk(call(page, '/app/documents?document_type=document&document_status=all'))
  ).documents as { key: string; from_template_key: string | null }[];
  const made = packs.find((p) => p.from_template_key === template);
  expect(made, 'the pack the form made').toBeDefined();
  await waitForFinal(page, made!.key);
  // §2 'refresh' forces the list to be read again (it was last read before the form was used).
  await page.goto('/#documents?refresh=true');
  // The seeded document is still in setup beside it; the form's pack is the complete one.
  await expect(
    documentRow(page, seeded.name).filter({ has: page.getByRole('cell', { name: 'Complete' }) }),
  ).toHaveCount(1);
  await page.goto(`/#documents/${made!.key}`);
  await expect(page.getByText('Vic Visitor').first()).toBeVisible();
  await shoot(page, 'owner-completed-pack');
});
