import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, expectOk } from '../support/api-calls.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { newEditorUser, requestAndSend } from '../support/editor.ts';
import { signingLinkIn, verificationCodeIn, waitForMail } from '../support/smtp-sink.ts';

/**
 * Issue 5's journey: the owner sends a two-signer sequential pack; signer 1 opens the link from
 * the mail (caught by a real SMTP server) on a 375 px phone, draws a signature and signs; signer 2
 * enters a one-time code and signs; the owner sees the pack complete and downloads it. The PDF is
 * then checked with pdfsig, qpdf and rendered crops.
 */

// Letter page in points; fields placed from the top-left, as stored (unrotated CropBox space).
const SIGNER_1_SIGNATURE = { x: 72, y: 420, width: 200, height: 60 };
const SIGNER_1_TEXT = { x: 72, y: 340, width: 220, height: 28 };
const SIGNER_2_SIGNATURE = { x: 330, y: 420, width: 200, height: 60 };
const SIGNER_2_DATE = { x: 330, y: 340, width: 140, height: 28 };

const setUpPack = async (page: Page, signer1: string, signer2: string) => {
  await chooseFile(page, 'Upload PDF', await writeSamplePdf('Purchase agreement.pdf', 1));
  await expectPages(page, 1);
  const key = /#documents\/([^/?]+)/.exec(page.url())![1]!;
  const pack = (await expectOk(call(page, `/app/documents/${key}`))).document as {
    child_documents: { key: string }[];
  };
  const child = pack.child_documents[0]!.key;
  const people = [
    {
      uuid: crypto.randomUUID(),
      name: 'Ada Lovelace',
      email: signer1,
      mobile_number: '+12025550143',
      position: 0,
    },
    {
      uuid: crypto.randomUUID(),
      name: 'Zoë Ødegård',
      email: signer2,
      mobile_number: '+442079460958',
      position: 1,
    },
  ];
  for (const person of people)
    await expectOk(call(page, `/app/documents/${key}/add_update_signatory`, { data: person }));
  await expectOk(
    call(page, `/app/documents/${key}/update_document`, {
      data: { sequential_signing: true, use_two_factor_authentication: true },
    }),
  );
  const field = (uuid: string, type: string, rect: object) => ({
    uuid: crypto.randomUUID(),
    document_key: child,
    type,
    page_index: 0,
    signatory_uuid: uuid,
    required: true,
    ...rect,
  });
  await expectOk(
    call(page, `/app/documents/${key}/add_update_data_field`, {
      data: [
        field(people[0]!.uuid, 'signature', SIGNER_1_SIGNATURE),
        { ...field(people[0]!.uuid, 'text', SIGNER_1_TEXT), description: 'Your title' },
        field(people[1]!.uuid, 'signature', SIGNER_2_SIGNATURE),
        field(people[1]!.uuid, 'date', SIGNER_2_DATE),
      ],
    }),
  );
  return key;
};

const acceptSigningTerms = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Review and sign' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I accept').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
};

const openAs = async (browser: Browser, link: string, phone: boolean) => {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await page.goto(link);
  return page;
};

test('two signers sign a sequential pack; the owner downloads a sealed PDF that verifies', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const signer1 = uniqueEmail('ada');
  const signer2 = uniqueEmail('zoe');
  await newEditorUser(page, 'Olivia Owner');
  const key = await setUpPack(page, signer1, signer2);

  // The owner requests signatures from the editor, as a person would.
  await page.reload();
  await requestAndSend(page);
  await expect(
    page.getByText('Setup complete. Signature requests have been queued.'),
  ).toBeVisible();

  // Sequential: only signer 1 is mailed first.
  const firstMail = await waitForMail(signer1, '/switch_user/');
  const signer1Page = await openAs(browser, signingLinkIn(firstMail), true);
  await acceptSigningTerms(signer1Page);
  await signer1Page.getByRole('button', { name: 'Done Signing' }).click();
  await expect(
    signer1Page.getByText(
      'There are still incomplete fields. Please fill out all fields that are assigned to you.',
    ),
  ).toBeVisible();
  await signer1Page.getByLabel('Your title, required').fill('Countess of Lovelace');
  await signer1Page.getByRole('button', { name: /^Signature, required/ }).click();
  const modal = signer1Page.getByRole('dialog', { name: 'Add your signature' });
  await expect(modal).toBeVisible();
  const pad = modal.getByLabel(/Signature drawing area|Draw your signature/);
  const padBox = (await pad.boundingBox())!;
  await signer1Page.mouse.move(padBox.x + 20, padBox.y + padBox.height / 2);
  await signer1Page.mouse.down();
  for (let i = 1; i <= 12; i += 1)
    await signer1Page.mouse.move(
      padBox.x + 20 + i * 18,
      padBox.y + padBox.height / 2 + (i % 2 ? -22 : 22),
      { steps: 3 },
    );
  await signer1Page.mouse.up();
  await modal.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(signer1Page.getByRole('img', { name: /your signature/i })).toBeVisible();
  await signer1Page.getByRole('button', { name: 'Done Signing' }).click();
  const codeDialog = signer1Page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(codeDialog).toContainText("We'll send a 6-digit code by email to");
  await codeDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(codeDialog).toContainText('We sent a 6-digit code by email to');
  const code1 = verificationCodeIn(await waitForMail(signer1, 'verification code is'));
  await signer1Page.getByLabel('Verification code').first().pressSequentially(code1);
  await signer1Page.getByRole('button', { name: 'Verify and sign' }).click();
  await expect(signer1Page.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });

  // Now signer 2's turn: a wrong code is refused, the right one signs.
  const secondMail = await waitForMail(signer2, '/switch_user/');
  const signer2Page = await openAs(browser, signingLinkIn(secondMail), false);
  await acceptSigningTerms(signer2Page);
  await signer2Page.getByRole('button', { name: 'Start' }).click();
  await signer2Page.getByLabel('Date, required').fill('2026-11-21');
  await signer2Page.getByRole('button', { name: /^Signature, required/ }).click();
  const modal2 = signer2Page.getByRole('dialog', { name: 'Add your signature' });
  await modal2.getByRole('tab', { name: 'Type' }).click();
  await modal2.getByRole('button', { name: 'Adopt and sign' }).click();
  await expect(modal2).toBeHidden({ timeout: 20_000 });
  await signer2Page.getByRole('button', { name: 'Done Signing' }).click();
  await signer2Page.getByRole('button', { name: 'Send code' }).click();
  const code2 = verificationCodeIn(await waitForMail(signer2, 'verification code is'));
  const wrong = code2 === '000000' ? '111111' : '000000';
  await signer2Page.getByLabel('Verification code').first().pressSequentially(wrong);
  await signer2Page.getByRole('button', { name: 'Verify and sign' }).click();
  await expect(signer2Page.getByRole('alert')).toBeVisible();
  await signer2Page.getByLabel('Verification code').first().pressSequentially(code2);
  await signer2Page.getByRole('button', { name: 'Verify and sign' }).click();
  await expect(signer2Page.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible({
    timeout: 20_000,
  });

  // The owner sees the pack complete and downloads the sealed PDF.
  await expect
    .poll(
      async () => {
        const pack = (await call(page, `/app/documents/${key}`)).json.document as {
          status: string;
          final_file_key: string | null;
        };
        return pack.status === 'complete' && pack.final_file_key !== null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();
  const bytes = await page.evaluate(async (url) => {
    const headers: Record<string, string> = {};
    for (const name of ['session_token', 'user_account_key']) {
      const value = localStorage.getItem(name);
      if (value) headers[name] = value;
    }
    const response = await fetch(url, { headers });
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, `/app/serve/${key}`);
  const file = path.join(tmpdir(), `signed-${key}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  checkSealedPdf(file);
});

/** pdfsig: valid over the whole file; qpdf: clean; the values are ink where they were placed. */
const checkSealedPdf = (file: string) => {
  const sig = execFileSync('pdfsig', [file], { encoding: 'utf8' });
  expect(sig).toMatch(/Signature Validation: Signature is Valid/);
  expect(sig).toMatch(/Total document signed/);
  execFileSync('qpdf', ['--check', file]);

  const png = path.join(tmpdir(), `page-${path.basename(file, '.pdf')}`);
  execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-gray', '-singlefile', file, png]);
  const image = readPgm(`${png}.pgm`);
  for (const rect of [SIGNER_1_SIGNATURE, SIGNER_1_TEXT, SIGNER_2_SIGNATURE, SIGNER_2_DATE])
    expect(inkIn(image, rect), JSON.stringify(rect)).toBeGreaterThan(0.01);
  expect(inkIn(image, { x: 72, y: 600, width: 200, height: 60 })).toBeLessThan(0.001);

  const tampered = `${file}.tampered.pdf`;
  const copy = Buffer.from(readFileSync(file));
  // One byte inside the first stream's data: covered by the signature, the file still parses.
  const at = copy.indexOf('stream\n') + 'stream\n'.length + 8;
  copy[at] = copy[at]! ^ 1;
  writeFileSync(tampered, copy);
  let report = '';
  try {
    report = execFileSync('pdfsig', [tampered], { encoding: 'utf8' });
  } catch (error) {
    report = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(report).not.toMatch(/Signature is Valid/);
  expect(report).toMatch(/Digest Mismatch|Signature is Invalid|not valid/i);
};

type Gray = { width: number; height: number; pixels: Buffer };

const readPgm = (file: string): Gray => {
  const data = readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 50).toString('latin1'))!;
  return {
    width: Number(header[1]),
    height: Number(header[2]),
    pixels: data.subarray(header[0].length),
  };
};

/** The share of dark pixels in a rectangle given in points (72 dpi render: 1 px = 1 pt). */
const inkIn = (image: Gray, r: { x: number; y: number; width: number; height: number }) => {
  let dark = 0;
  for (let y = Math.round(r.y); y < r.y + r.height; y += 1)
    for (let x = Math.round(r.x); x < r.x + r.width; x += 1)
      if (image.pixels[y * image.width + x]! < 128) dark += 1;
  return dark / (r.width * r.height);
};
