import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  acceptTerms,
  logIn,
  signUpByApi,
  uniqueEmail,
  verifyFromMailbox,
} from '../support/accounts.ts';
import {
  call,
  packState,
  requestSignatures,
  seedPack,
  signTextFieldsThroughLink,
  signingLinkFor,
  waitForFinal,
  type Json,
  type SeedSigner,
} from '../support/api-calls.ts';
import { newEditorUser, requestAndSend } from '../support/editor.ts';
import { followMailLink } from '../support/mailbox.ts';

/**
 * Issue 5, the owner's side while a pack is out for signing (§2 modals, §4, §6): signing in
 * person on the owner's device, excluding a signer, marking the pack complete, sharing a signing
 * link, and hearing of a rejection. Packs are seeded through the API; the part under test is
 * done in the browser as a person would.
 */

const LINK_INVALID = 'This signing link is no longer valid. Please ask the sender for a new one.';

const signer = (name: string, fields: SeedSigner['fields']): SeedSigner => ({
  name,
  email: uniqueEmail(name.split(' ')[0]!.toLowerCase()),
  fields,
});

const panelOf = (page: Page) => page.getByRole('region', { name: 'Signing progress' });
const rowOf = (page: Page, name: string) =>
  panelOf(page).getByRole('group', { name: `Signer ${name}` });

/** Opens a signer's actions menu in the owner's panel and picks `action`. */
const signerAction = async (page: Page, name: string, action: string) => {
  await panelOf(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
};

const expectRow = async (row: Locator, badge: string, theirTurn: boolean) => {
  await expect(row.getByText(badge, { exact: true })).toBeVisible();
  await expect(row.getByText('Their turn', { exact: true })).toHaveCount(theirTurn ? 1 : 0);
};

const acceptSigningTerms = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Review and sign' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I accept').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
};

/** The quickest signature: the typed one, with the signer's name as the modal offers it. */
const signTyped = async (page: Page) => {
  await page.getByRole('button', { name: /^Signature, required/ }).click();
  const modal = page.getByRole('dialog', { name: 'Add your signature' });
  await modal.getByRole('tab', { name: 'Type' }).click();
  await modal.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();
};

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

/** A new account with a verified address (the notifications bell is for verified users). */
const newVerifiedOwner = async (page: Page, name: string) => {
  const email = uniqueEmail('owner');
  await signUpByApi(page, { fullName: name, email, password: 'owner pw 1' });
  await verifyFromMailbox(page, email);
  await logIn(page, email, 'owner pw 1');
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
};

/** The mailbox page lists what was sent when it loaded; the request is sent by a job. */
const expectMail = (page: Page, to: string, subject: string) =>
  expect(async () => {
    await page.goto('/mailbox');
    await expect(
      page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

/** Another person's browser: a phone, or the same size as this project's. */
const otherBrowser = async (
  browser: Browser,
  page: Page,
  phone = page.viewportSize()!.width < 500,
) => {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  return context.newPage();
};

test('the owner signs in person for signer 1 and stays logged in @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await newEditorUser(page, 'Olivia Owner');
  const ada = signer('Ada Lovelace', [
    { type: 'signature' },
    { type: 'text', description: 'Your title' },
  ]);
  const grace = signer('Grace Hopper', [{ type: 'signature' }]);
  const pack = await seedPack(page, 'Lease renewal.pdf', [ada, grace], { sequential: true });

  await page.reload();
  await requestAndSend(page);
  await expect(
    page.getByText('Setup complete. Signature requests have been queued.'),
  ).toBeVisible();
  // Requesting goes back to the list (§4); the owner opens the pack again from there.
  await page.getByRole('link', { name: pack.name }).first().click();
  await expect(panelOf(page)).toBeVisible();
  await expectRow(rowOf(page, 'Ada Lovelace'), 'Waiting', true);
  await expectRow(rowOf(page, 'Grace Hopper'), 'Waiting', false);
  await panelOf(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'owner-panel-awaiting');

  // The owner hands this browser to Ada.
  await signerAction(page, 'Ada Lovelace', 'Sign in person');
  await acceptSigningTerms(page);
  await page.getByLabel('Your title, required').fill('Countess of Lovelace');
  await signTyped(page);
  await page.getByRole('button', { name: 'Done Signing' }).click();
  // In person, the owner confirms the signer is present before the signature counts (§5).
  const presence = page.getByRole('dialog', { name: 'Signing in person' });
  await expect(presence.getByRole('button', { name: 'Sign' })).toBeDisabled();
  await presence.getByLabel(/I confirm that Ada Lovelace is here/).check();
  await presence.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });
  const trail = await call(page, `/app/audit_trail/${pack.key}`);
  const signed = (trail.json.audit_records as { event: string; details: Json }[]).find(
    (r) => r.event === 'signed',
  );
  expect(signed?.details.signed_in_presence).toBe(true);

  // Back as the owner: the browsing login outlived the signer's session.
  await page.getByRole('link', { name: 'Back to the document' }).click();
  await expect(page.getByRole('heading', { name: pack.name, level: 1 })).toBeVisible();
  await expectRow(rowOf(page, 'Ada Lovelace'), 'Signed', false);
  await expectRow(rowOf(page, 'Grace Hopper'), 'Waiting', true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('quire_xsrf');
  await page.reload();
  await expectRow(rowOf(page, 'Grace Hopper'), 'Waiting', true);
  await screenshot(page, 'owner-panel-after-in-person');

  // #documents/{key}/open_in_person_modal offers whoever is next, a moment after the page loads.
  await page.goto(`/#documents/${pack.key}/open_in_person_modal`);
  await page.reload();
  await expect(page.getByRole('heading', { name: pack.name, level: 1 })).toBeVisible();
  const prompt = page.getByRole('dialog', { name: 'Sign in person' });
  await expect(prompt).toBeHidden();
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Sign now as Grace Hopper' })).toBeEnabled();
  await expect(prompt.getByText('Ada Lovelace')).toHaveCount(0);
  await screenshot(page, 'in-person-dialog');
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
});

test('excluding the last signer completes the pack, which is then sealed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await newEditorUser(page, 'Olivia Owner');
  const ada = signer('Ada Lovelace', [{ type: 'text', description: 'Your title' }]);
  const grace = signer('Grace Hopper', [{ type: 'signature' }]);
  const pack = await seedPack(page, 'Board minutes.pdf', [ada, grace], { sequential: true });
  await requestSignatures(page, pack.key);
  const seededAda = pack.signers[0]!;
  const link = await signingLinkFor(page, pack.key, seededAda.uuid);
  await signTextFieldsThroughLink(request, link, pack.key, seededAda, 'Chair');

  await page.reload();
  await expectRow(rowOf(page, 'Ada Lovelace'), 'Signed', false);
  await expectRow(rowOf(page, 'Grace Hopper'), 'Waiting', true);
  await signerAction(page, 'Grace Hopper', 'Exclude signer');
  const modal = page.getByRole('dialog', { name: 'Exclude signer' });
  await expect(modal).toContainText('Grace Hopper will no longer be asked to sign');
  await modal.getByRole('button', { name: 'Exclude signer' }).click();
  await expect(modal).toBeHidden();

  await waitForFinal(page, pack.key);
  await page.reload();
  await expect(page.getByRole('heading', { name: pack.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();
  // Nothing is left to manage once the pack is complete.
  await expect(panelOf(page)).toHaveCount(0);
});

test('a shared signing link works until the owner marks the pack as complete', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newEditorUser(page, 'Olivia Owner');
  const ada = signer('Ada Lovelace', [{ type: 'signature' }]);
  const grace = signer('Grace Hopper', [{ type: 'signature' }]);
  const pack = await seedPack(page, 'Supply contract.pdf', [ada, grace], { sequential: false });
  await requestSignatures(page, pack.key);
  await page.reload();

  // Ada signs through the link the owner shares with her.
  await signerAction(page, 'Ada Lovelace', 'Signing link');
  const linkModal = page.getByRole('dialog', { name: 'Signing link for Ada Lovelace' });
  const adaLink = await linkModal.getByRole('textbox', { name: 'Signing link' }).inputValue();
  expect(adaLink).toContain(
    `/app/documents/${pack.key}/switch_user/${pack.signers[0]!.uuid}?session_token=`,
  );
  await expect(linkModal.getByRole('img', { name: 'QR code of the signing link' })).toBeVisible();
  await screenshot(page, 'signing-link-modal');
  await page.keyboard.press('Escape');
  await expect(linkModal).toBeHidden();

  const adaPage = await otherBrowser(browser, page);
  await adaPage.goto(adaLink);
  await acceptSigningTerms(adaPage);
  await signTyped(adaPage);
  await adaPage.getByRole('button', { name: 'Done Signing' }).click();
  await expect(adaPage.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });
  // A signer without an account has no document to go back to.
  await expect(adaPage.getByRole('link', { name: 'Back to the document' })).toHaveCount(0);

  // Grace's link opens her signing screen; she leaves without signing.
  await page.reload();
  await expectRow(rowOf(page, 'Ada Lovelace'), 'Signed', false);
  await signerAction(page, 'Grace Hopper', 'Signing link');
  const graceModal = page.getByRole('dialog', { name: 'Signing link for Grace Hopper' });
  const graceLink = await graceModal.getByRole('textbox', { name: 'Signing link' }).inputValue();
  await page.keyboard.press('Escape');
  const gracePage = await otherBrowser(browser, page);
  await gracePage.goto(graceLink);
  await expect(gracePage.getByRole('dialog', { name: 'Review and sign' })).toBeVisible();
  await gracePage.context().close();

  // The owner marks the pack complete: Grace is excluded and her link stops working.
  await panelOf(page).getByRole('button', { name: 'Mark as complete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as complete' });
  await expect(confirm).toContainText('Signers who have not signed yet will be excluded');
  await confirm.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(
    page.getByText(
      'The document has been marked as complete. Signers who had not signed were excluded.',
    ),
  ).toBeVisible();
  expect((await packState(page, pack.key)).status).toBe('complete');
  await waitForFinal(page, pack.key);
  await page.reload();
  await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();

  for (const link of [graceLink, adaLink]) {
    const later = await otherBrowser(browser, page);
    const answer = await later.goto(link);
    expect(answer?.status()).toBe(410);
    await expect(later.getByText(LINK_INVALID)).toBeVisible();
    await later.context().close();
  }
  await adaPage.context().close();
});

test('a signer rejects on a phone and the owner is told why @phone-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newVerifiedOwner(page, 'Olivia Owner');
  const ada = signer('Ada Lovelace', [{ type: 'signature' }]);
  const pack = await seedPack(page, 'Service agreement.pdf', [ada], { sequential: true });
  await requestSignatures(page, pack.key);

  const signerPage = await otherBrowser(browser, page, true);
  const subject = `Olivia Owner has sent you “${pack.name}” to sign`;
  await expectMail(signerPage, ada.email, subject);
  await followMailLink(signerPage, ada.email, subject, 'Review and sign');
  await acceptSigningTerms(signerPage);
  await signerPage.getByRole('button', { name: 'More' }).click();
  await signerPage.getByRole('menuitem', { name: 'Reject' }).click();
  const reject = signerPage.getByRole('dialog', { name: 'Reject signing' });
  const reason = 'The delivery dates in clause 4 are wrong.';
  await reject.getByLabel('Reason').fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(signerPage.getByRole('heading', { name: 'You rejected the document' })).toBeVisible({
    timeout: 20_000,
  });
  await signerPage.context().close();

  await page.goto(`/#documents/${pack.key}`);
  await page.reload();
  await expect(page.getByText('Rejected', { exact: true }).first()).toBeVisible();
  const row = rowOf(page, 'Ada Lovelace');
  await expectRow(row, 'Rejected', false);
  await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();
  await panelOf(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'owner-panel-rejected');

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(
    page.getByRole('button', { name: `Unread: Ada Lovelace rejected ${pack.name}: ${reason}` }),
  ).toBeVisible();
  await screenshot(page, 'rejection-notification');
});
