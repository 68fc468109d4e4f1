import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, requestSignatures, seedPack, waitForFinal } from '../support/api-calls.ts';
import { logInAsOperator } from '../support/operator.ts';

/**
 * Issue 16 items 2–3: the owner corrects a signer's email after sending (the old link answers
 * 410, the new mail's link signs), and that signer's note on the page reaches the owner and the
 * sealed PDF. Seeded through the API; the owner's correction and the signer's note in the browser.
 */

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

const panelOf = (page: Page) => page.getByRole('region', { name: 'Signing progress' });

/** The "Review and sign" link of the newest signature request mailed to `to`. */
const mailedSigningLink = async (page: Page, to: string): Promise<string> => {
  let href: string | null = null;
  await expect(async () => {
    await page.goto('/mailbox');
    const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: 'has sent you' });
    await expect(row.first()).toBeVisible({ timeout: 1_000 });
    await row.first().getByRole('link').first().click();
    const mail = page.frameLocator('iframe[title="Mail content"]');
    href = await mail
      .getByRole('link', { name: 'Review and sign' })
      .getAttribute('href', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return href!;
};

const signerBrowser = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();

test("the owner corrects a signer's email; the signer's note reaches the owner and the final PDF", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Annotations are a setting owners may change once the instance grants it (§6, off by default).
  const owner = uniqueEmail('olivia');
  await signUpByApi(page, { fullName: 'Olivia Owner', email: owner, password: 'journey pw 1' });
  const ops = await (await browser.newContext()).newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(owner)}`, {
      data: { permissions: { 'document_permissions.can_configure_note_permissions': true } },
    }),
  );
  await ops.context().close();
  await logIn(page, owner, 'journey pw 1');
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  const typo = uniqueEmail('ada.typo');
  const corrected = uniqueEmail('ada');
  const pack = await seedPack(
    page,
    'Lease renewal.pdf',
    [{ name: 'Ada Lovelace', email: typo, fields: [{ type: 'text', description: 'Your title' }] }],
    { sequential: false },
  );
  await expectOk(
    call(page, `/app/documents/${pack.key}/update_document`, { data: { can_be_annotated: true } }),
  );
  await requestSignatures(page, pack.key);
  const oldLink = await mailedSigningLink(page, typo);
  expect(oldLink).toContain('/switch_user/');

  // The owner corrects the address from the signer's menu.
  await page.goto(`/#documents/${pack.key}`);
  await panelOf(page).getByRole('button', { name: 'Actions for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit signer details' });
  await modal.getByLabel('Email').fill(corrected);
  await expect(
    modal.getByText('The link already sent to this signer will stop working.'),
  ).toBeVisible();
  await screenshot(page, 'edit-signer-details');
  await modal.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByText(
      'Signatory details updated. A new signing link was sent; the old one no longer works.',
    ),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(panelOf(page).getByText(corrected)).toBeVisible();

  // The old link is gone; the new mail's link opens signing.
  const old = await request.get(oldLink, { maxRedirects: 0 });
  expect(old.status()).toBe(410);
  const newLink = await mailedSigningLink(page, corrected);
  expect(newLink).not.toBe(oldLink);

  const ada = await signerBrowser(browser);
  await ada.goto(newLink);
  const terms = ada.getByRole('dialog', { name: 'Review and sign' });
  await terms.getByLabel('I accept').check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(terms).toBeHidden();

  // Ada puts a note on the page.
  await ada.getByRole('button', { name: 'Add note' }).click();
  const pageOne = ada.getByRole('button', { name: 'Place the note on page 1' });
  const box = (await pageOne.boundingBox())!;
  await pageOne.click({ position: { x: box.width * 0.55, y: box.height * 0.5 } });
  const noteModal = ada.getByRole('dialog', { name: 'Add a note' });
  await noteModal
    .getByRole('textbox', { name: 'Note' })
    .fill('Clause 4: rent review agreed by phone');
  await noteModal.getByRole('button', { name: 'Save note' }).click();
  await expect(noteModal).toBeHidden();
  const note = ada.getByRole('button', { name: /^Note by Ada Lovelace: Clause 4/ });
  await expect(note).toBeVisible();
  await note.scrollIntoViewIfNeeded();
  await screenshot(ada, 'signer-note');

  // The owner's team sees it while Ada is still signing.
  const fields = (await expectOk(call(page, `/app/documents/${pack.key}/get_data_fields`)))
    .data_fields as { type: string; data: string | null; added_by_signatory_uuid: string | null }[];
  expect(fields.find((f) => f.type === 'note')).toMatchObject({
    data: 'Clause 4: rent review agreed by phone',
    added_by_signatory_uuid: pack.signers[0]!.uuid,
  });

  await ada.getByLabel('Your title, required').fill('Countess');
  await ada.getByRole('button', { name: 'Done Signing' }).click();
  await expect(ada.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });

  await waitForFinal(page, pack.key);
  await page.goto(`/#documents/${pack.key}`);
  await page.reload();
  const notes = page.getByRole('region', { name: 'Notes from signers' });
  await expect(notes.getByText('Clause 4: rent review agreed by phone')).toBeVisible();
  await expect(notes.getByText('Final', { exact: true })).toBeVisible();
  await expect(notes.getByText('Ada Lovelace · page 1 · In the signed PDF')).toBeVisible();
  await notes.scrollIntoViewIfNeeded();
  await screenshot(page, 'owner-sees-note');
  const bytes = await page.evaluate(async (url) => {
    const headers: Record<string, string> = {};
    for (const name of ['session_token', 'user_account_key']) {
      const value = localStorage.getItem(name);
      if (value) headers[name] = value;
    }
    const response = await fetch(url, { headers });
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, `/app/serve/${pack.key}`);
  const file = path.join(tmpdir(), `noted-${pack.key}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  expect(text.replace(/\s+/g, ' ')).toContain('Clause 4: rent review agreed by phone');
  const trail = (await expectOk(call(page, `/app/audit_trail/${pack.key}`))).audit_records as {
    event: string;
  }[];
  expect(trail.map((r) => r.event)).toEqual(
    expect.arrayContaining(['signatory_details_updated', 'note_added', 'signed']),
  );
});
