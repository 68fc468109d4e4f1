import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { VERIFY_MESSAGES } from '@quire/domain';
import { uniqueEmail } from '../support/accounts.ts';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signTextFieldsThroughLink,
  signingLinkFor,
  waitForFinal,
} from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 15 item 1: a completed pack's final, checked on the public verify page by someone with no
 * account. The link the certificate of completion prints in the final (/verify/{verification_id},
 * beside its QR code) shows the signing record; the PDF dropped on it is verified; a copy with
 * one signed byte changed is reported as changed after sealing.
 */

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** A copy with one byte flipped half-way into the seal's first signed range. */
const tampered = (pdf: Buffer): Buffer => {
  const range = /\/ByteRange \[0 (\d+) /.exec(pdf.toString('latin1'));
  const copy = Buffer.from(pdf);
  const at = Math.floor(Number(range![1]) / 2);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
};

/** Drops a file on the page's drop zone as a desktop browser does (a DataTransfer with it). */
const dropFile = async (page: Page, target: string, name: string, bytes: Buffer) => {
  const transfer = await page.evaluateHandle(
    ({ name, data }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], name, { type: 'application/pdf' }));
      return dt;
    },
    { name, data: [...bytes] },
  );
  const zone = page.getByText(target);
  for (const type of ['dragenter', 'dragover', 'drop'])
    await zone.dispatchEvent(type, { dataTransfer: transfer });
};

test('anyone verifies a final on /verify and a modified copy is reported as changed @phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await newEditorUser(page, 'Vera Owner');
  const pack = await seedPack(
    page,
    'Verified lease.pdf',
    [{ name: 'Sig Nerd', email: uniqueEmail('sig'), fields: [{ type: 'text' }] }],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);
  const link = await signingLinkFor(page, pack.key, pack.signers[0]!.uuid);
  await signTextFieldsThroughLink(request, link, pack.key, pack.signers[0]!, 'Agreed');
  await waitForFinal(page, pack.key);
  const { verification_url } = (await expectOk(
    call(page, `/app/documents/${pack.key}/verifications`),
  )) as { verification_url: string };
  const final = Buffer.from(await (await page.request.get(`/app/serve/${pack.key}`)).body());

  // The link printed on the final's certificate of completion is the pack's verification link.
  const printed = /https?:\/\/\S+\/verify\/[\w-]+/.exec(
    execFileSync('pdftotext', ['-', '-'], { input: final, encoding: 'utf8' }),
  )?.[0];
  expect(printed).toBe(verification_url);

  // Someone with no account opens the printed link.
  const phone = page.viewportSize()!.width < 500;
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const visitor = await context.newPage();
  await visitor.goto(printed!);
  await expect(visitor.getByRole('heading', { name: 'Verify a signed document' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Signing record' })).toBeVisible();
  await expect(visitor.getByText('Verified lease')).toBeVisible();
  await expect(visitor.getByText('Sig Nerd')).toBeVisible();

  if (phone) {
    const chooser = visitor.waitForEvent('filechooser');
    await visitor.getByRole('button', { name: 'Choose a PDF' }).click();
    await (
      await chooser
    ).setFiles({ name: 'final.pdf', mimeType: 'application/pdf', buffer: final });
  } else {
    await dropFile(visitor, 'Drop a signed PDF here', 'final.pdf', final);
  }
  await expect(visitor.getByRole('heading', { name: 'Verified', exact: true })).toBeVisible();
  await expect(visitor.getByText(VERIFY_MESSAGES.unchanged)).toBeVisible();
  await expect(visitor.getByText(/Seal signature valid/)).toBeVisible();
  await screenshot(visitor, phone ? 'verify-verified-phone' : 'verify-verified');

  const chooser = visitor.waitForEvent('filechooser');
  await visitor.getByRole('button', { name: 'Choose a PDF' }).click();
  await (
    await chooser
  ).setFiles({ name: 'modified.pdf', mimeType: 'application/pdf', buffer: tampered(final) });
  await expect(visitor.getByRole('heading', { name: 'Changed after sealing' })).toBeVisible();
  await expect(visitor.getByText(/seal signature no longer matches/)).toBeVisible();
  await expect(visitor.getByText(/Seal signature broken/)).toBeVisible();
  await screenshot(visitor, phone ? 'verify-modified-phone' : 'verify-modified');
  await context.close();

  // The owner runs the same check from the document's menu (the §7 verification upload).
  if (!phone) {
    await page.goto(`/#documents/${pack.key}`);
    // The editor still holds the pack as it was in setup: a fresh load shows it complete.
    await page.reload();
    await page.getByRole('button', { name: 'Document actions' }).click();
    await page.getByRole('menuitem', { name: 'Verify a PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify a PDF against this document' });
    await expect(dialog.getByText(verification_url)).toBeVisible();
    const ownerChooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a PDF to check' }).click();
    await (
      await ownerChooser
    ).setFiles({ name: 'final.pdf', mimeType: 'application/pdf', buffer: final });
    await expect(dialog.getByRole('heading', { name: 'Verified', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await screenshot(page, 'verify-document-menu');
  }
});
