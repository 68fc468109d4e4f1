import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { call, expectOk, requestSignatures, seedPack } from '../support/api-calls.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { newEditorUser } from '../support/editor.ts';
import { signingLinkIn, waitForMail } from '../support/smtp-sink.ts';

/**
 * Issue 11 item 4, what the theme is for: the workspace's default theme (button colour, email and
 * page heading images) dresses the signature request a real SMTP server receives, and the signer's
 * page shows the page heading image. The theme editor itself is branding-themes.spec.ts.
 */

const LOGO = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/logo.png'),
);

/** Uploads the logo as a theme image of the workspace, through the spec's three calls. */
const uploadThemeImage = async (page: Page, accountKey: string): Promise<string> => {
  const started = await expectOk(
    call(page, `/app/get_image_upload_url?filename=logo.png&account_key=${accountKey}`),
  );
  const put = await page.request.put(started.url as string, {
    data: LOGO,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.ok()).toBe(true);
  const done = await expectOk(
    call(page, '/app/image_upload_success', { file_key: started.file_key as string }),
  );
  return done.file_key as string;
};

test('the default theme dresses the signature request and the signer page', async ({
  page,
  browser,
}) => {
  await newEditorUser(page, 'Theo Theme');
  const memberships = await expectOk(call(page, '/app/user/user_accounts'));
  const accountKey = (memberships.user_accounts as { account_key: string }[])[0]!.account_key;

  const emailImage = await uploadThemeImage(page, accountKey);
  const pageImage = await uploadThemeImage(page, accountKey);
  await expectOk(
    call(page, `/app/accounts/${accountKey}/branding/new`, {
      data: {
        name: 'Northwind',
        default_theme: true,
        email_button_colour: '#c2185b',
        email_button_text_colour: '#ffffff',
        email_heading_image_file_key: emailImage,
        page_heading_image_blob: pageImage,
      },
    }),
  );

  const signer = uniqueEmail('branded-signer');
  const pack = await seedPack(
    page,
    'Branded agreement.pdf',
    [{ name: 'Sam Signer', email: signer, fields: [{ type: 'text', description: 'Town' }] }],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);

  const mail = await waitForMail(signer, 'Review and sign');
  expect(mail).toMatch(/background-color:\s*#c2185b/i);
  expect(mail).toContain(`/app/serve_image/${emailImage}`);

  // The signer opens the link from the mail in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const signerPage = await context.newPage();
    await signerPage.goto(signingLinkIn(mail));
    const heading = signerPage.getByRole('img', { name: 'Northwind' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('src', new RegExp(`/app/serve_image/${pageImage}$`));
    expect(await heading.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
