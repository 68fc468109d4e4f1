import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { call, expectOk } from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 11 item 4, the themes: an admin makes a theme with a button colour and an email heading
 * image, makes it the default; the live preview shows both, the list shows it as Default, and the
 * image is served to anyone (a mail client has no session).
 */

const LOGO = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/logo.png');

test('an admin brands the workspace: colour, heading image, default theme', async ({
  page,
  request,
}) => {
  await newEditorUser(page, 'Bea Brand');
  const memberships = await expectOk(call(page, '/app/user/user_accounts'));
  const accountKey = (memberships.user_accounts as { account_key: string }[])[0]!.account_key;

  await page.goto(`/#team/${accountKey}`);
  await page.getByRole('link', { name: 'Branding' }).click();
  await expect(page.getByText('No themes yet')).toBeVisible();
  await page.getByRole('link', { name: 'New theme' }).click();

  // 'new' creates the theme and gives the page its key.
  await expect(page).toHaveURL(/#team\/[^/]+\/branding\/(?!new)[A-Za-z0-9_-]+$/);
  await page.getByLabel('Theme name').fill('Acme Legal');
  await page.getByLabel('Button colour').fill('#c2185b');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload email heading image' }).click();
  await (await chooser).setFiles(LOGO);
  await expect(page.getByRole('button', { name: 'Remove email heading image' })).toBeVisible();
  // By keyboard, as anyone not using a mouse would.
  const makeDefault = page.getByRole('switch', { name: /Use as default theme/ });
  await makeDefault.focus();
  await page.keyboard.press('Space');
  await expect(makeDefault).toBeChecked();
  await expect(page.getByRole('status').getByText('Saved')).toBeVisible();

  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByRole('link', { name: 'Review and sign' })).toHaveCSS(
    'background-color',
    'rgb(194, 24, 91)',
  );
  const heading = preview.locator('img[src^="/app/serve_image/"]');
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const src = (await heading.getAttribute('src'))!;

  await page.getByRole('link', { name: 'All themes' }).click();
  const card = page.getByRole('link', { name: 'Edit theme Acme Legal (default)' });
  await expect(card.getByText('Default')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Button colour #c2185b' })).toBeVisible();

  // A mail client fetches the image without any session.
  const image = await request.get(src, { headers: { cookie: '' } });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});
