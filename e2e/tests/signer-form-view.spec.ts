import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signingLinkFor,
  type SeededPack,
} from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 16 items 4–6: a signer fills the pack as a form (on a phone too) and the values land on
 * the pages; the signer's page, the signature modal and the one-time-code modal pass axe-core
 * (WCAG 2.1 A/AA, no serious or critical violations) at the project's width (1280 or 375 px).
 */

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

/** The signer on a device of their own (the owner's page keeps the owner's session). */
const signerPage = async (browser: Browser): Promise<Page> => {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  return context.newPage();
};

const acceptSigningTerms = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Review and sign' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I accept').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
};

/** Ada's fields: a name, a company, a start date, a consent tick and her signature. */
const seedFormPack = async (page: Page, options: { otp: boolean }): Promise<SeededPack> => {
  const pack = await seedPack(
    page,
    'Membership form.pdf',
    [
      {
        name: 'Ada Lovelace',
        email: uniqueEmail('ada'),
        fields: [
          { type: 'text', description: 'Full name' },
          { type: 'text', description: 'Company' },
          { type: 'date', description: 'Start date' },
          { type: 'check' },
          { type: 'signature' },
        ],
      },
    ],
    { sequential: false },
  );
  const [name, company, start, consent, signature] = pack.signers[0]!.fieldUuids;
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_data_field`, {
      data: [
        { uuid: name, x: 72, y: 160, width: 220 },
        { uuid: company, x: 320, y: 160, width: 220 },
        { uuid: start, x: 72, y: 220, width: 140 },
        { uuid: consent, x: 72, y: 280, width: 18, height: 18, custom_id: 'consent' },
        { uuid: signature, x: 72, y: 340, width: 220, height: 60 },
      ],
    }),
  );
  const ada = pack.signers[0]!;
  // A one-time code needs a mobile number for every signer (§5), even when sent by email.
  if (options.otp)
    await expectOk(
      call(page, `/app/documents/${pack.key}/add_update_signatory`, {
        data: {
          uuid: ada.uuid,
          name: ada.name,
          email: ada.email,
          mobile_number: '+442079460958',
          position: 0,
        },
      }),
    );
  await expectOk(
    call(page, `/app/documents/${pack.key}/update_document`, {
      data: { always_use_form_view: true, use_two_factor_authentication: options.otp },
    }),
  );
  // The owner's form: a heading, a paragraph, the fields in an order of their own, one relabelled.
  await expectOk(
    call(page, '/app/form_views/update_form_view', {
      data: {
        entity_key: pack.key,
        form_view: [
          { type: 'h1', uuid: 'title', data: 'Join the society', position: 0 },
          { type: 'p', uuid: 'intro', data: 'Tell us who you are, then sign.', position: 1 },
          { type: 'data_field', uuid: company, position: 2 },
          { type: 'data_field', uuid: name, position: 3 },
          { type: 'data_field', uuid: start, position: 4 },
          { type: 'data_field', uuid: consent, label: 'I agree to the rules', position: 5 },
          { type: 'data_field', uuid: signature, label: 'Your signature', position: 6 },
        ],
      },
    }),
  );
  await requestSignatures(page, pack.key);
  return pack;
};

test('a signer fills the form view and the values land on the pages @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const phone = page.viewportSize()!.width < 500;
  await newEditorUser(page, 'Olivia Owner');
  const pack = await seedFormPack(page, { otp: false });
  const [ada] = pack.signers;
  const signer = await signerPage(browser);
  await signer.goto(await signingLinkFor(page, pack.key, ada!.uuid));
  await acceptSigningTerms(signer);

  // always_use_form_view: the form opens first, in the owner's order with the owner's words.
  const form = signer.getByRole('region', { name: 'Form' });
  await expect(form.getByRole('heading', { name: 'Join the society', level: 1 })).toBeVisible();
  await expect(form.getByText('Tell us who you are, then sign.')).toBeVisible();
  await expect(signer.getByRole('radio', { name: 'Form' })).toBeChecked();
  await screenshot(signer, phone ? 'form-view-375' : 'form-view-1280');
  await expectNoSeriousAxeViolations(signer);

  // 'Done Signing' with nothing filled: every control says what is missing, focus goes to the first.
  await signer.getByRole('button', { name: 'Done Signing' }).click();
  await expect(form.getByText('Fill this in to finish').first()).toBeVisible();
  await expect(form.getByLabel('Company')).toBeFocused();
  await screenshot(signer, phone ? 'form-view-missing-375' : 'form-view-missing-1280');

  await form.getByLabel('Company').fill('Analytical Engines Ltd');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Start date').fill('2026-12-01');
  await form.getByLabel('Start date').blur();
  await form.getByRole('checkbox', { name: 'I agree to the rules' }).check();
  await form.getByRole('button', { name: /Your signature/ }).click();
  const modal = signer.getByRole('dialog', { name: 'Add your signature' });
  await expect(modal).toBeVisible();
  await modal.getByRole('tab', { name: 'Type' }).click();
  await expectNoSeriousAxeViolations(signer);
  await modal.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(form.getByRole('img', { name: 'Your signature' })).toBeVisible();

  // §9: everything filled, a popover beside 'Done Signing' says so.
  await expect(
    signer.getByRole('status').filter({ hasText: 'All required fields are filled in' }),
  ).toBeVisible();
  await screenshot(signer, phone ? 'form-view-filled-375' : 'form-view-filled-1280');

  // The pages are the preview: the same fields show what the form filled.
  await signer.getByText('Pages', { exact: true }).click();
  await expect(signer.getByRole('textbox', { name: 'Company, required' })).toHaveValue(
    'Analytical Engines Ltd',
  );
  await expect(signer.getByRole('textbox', { name: 'Full name, required' })).toHaveValue(
    'Ada Lovelace',
  );
  await expect(signer.getByRole('checkbox', { name: /consent/i })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(signer.getByRole('img', { name: /your signature/i })).toBeVisible();
  await screenshot(signer, phone ? 'form-view-pages-375' : 'form-view-pages-1280');

  await signer.getByRole('button', { name: 'Done Signing' }).click();
  await expect(signer.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });

  // What the server keeps is what the form filled.
  const fields = (await expectOk(call(page, `/app/documents/${pack.key}/get_data_fields`)))
    .data_fields as { uuid: string; data: string | null; file_key: string | null }[];
  const byUuid = new Map(fields.map((f) => [f.uuid, f]));
  const [name, company, start, consent, signature] = ada!.fieldUuids;
  expect(byUuid.get(name!)?.data).toBe('Ada Lovelace');
  expect(byUuid.get(company!)?.data).toBe('Analytical Engines Ltd');
  expect(byUuid.get(start!)?.data).toBe('2026-12-01');
  expect(byUuid.get(consent!)?.data).toBe('checked');
  expect(byUuid.get(signature!)?.file_key).toBeTruthy();
  await signer.context().close();
});

test("the signer's page, signature modal and code modal pass axe and work by keyboard @phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newEditorUser(page, 'Olivia Owner');
  const pack = await seedFormPack(page, { otp: true });
  const signer = await signerPage(browser);
  await signer.goto(await signingLinkFor(page, pack.key, pack.signers[0]!.uuid));
  await expectNoSeriousAxeViolations(signer);
  await acceptSigningTerms(signer);

  // The page view, reached by keyboard from the view switch.
  await signer.getByRole('radio', { name: 'Form' }).focus();
  await signer.keyboard.press('ArrowRight');
  await expect(signer.getByRole('radio', { name: 'Pages' })).toBeChecked();
  await expect(signer.getByRole('img', { name: 'Page 1' })).toBeVisible();
  await expectNoSeriousAxeViolations(signer);

  // Every field of the signer is reached with Tab, and the focus shows.
  const company = signer.getByRole('textbox', { name: 'Company, required' });
  for (let i = 0; i < 40 && !(await company.evaluate((e) => e === document.activeElement)); i += 1)
    await signer.keyboard.press('Tab');
  await expect(company).toBeFocused();
  const ring = await company.evaluate(
    (e) => getComputedStyle(e.closest('[data-field-uuid]')!).boxShadow,
  );
  expect(ring).not.toBe('none');
  await signer.keyboard.type('Analytical Engines Ltd');

  // The signature modal opens from the keyboard.
  await signer.getByRole('button', { name: /^Signature, required/ }).focus();
  await signer.keyboard.press('Enter');
  const modal = signer.getByRole('dialog', { name: 'Add your signature' });
  await expect(modal).toBeVisible();
  await expectNoSeriousAxeViolations(signer);
  await signer.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The code modal: fill the rest through the form, then Done Signing asks for a code.
  await signer.getByText('Form', { exact: true }).click();
  const form = signer.getByRole('region', { name: 'Form' });
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Start date').fill('2026-12-01');
  await form.getByRole('checkbox', { name: 'I agree to the rules' }).check();
  await form.getByRole('button', { name: /Your signature/ }).click();
  await modal.getByRole('tab', { name: 'Type' }).click();
  await modal.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await signer.getByRole('button', { name: 'Done Signing' }).click();
  const codeDialog = signer.getByRole('dialog', { name: "Confirm it's you" });
  await expect(codeDialog).toBeVisible();
  await expectNoSeriousAxeViolations(signer);
  await screenshot(
    signer,
    signer.viewportSize()!.width < 500 ? 'code-modal-375' : 'code-modal-1280',
  );
  await signer.context().close();
});
