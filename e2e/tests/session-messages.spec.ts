import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { APP_NAME, MESSAGES, OLD_BROWSER_WARNING, appUpdatedMessage } from '@quire/domain';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { journeyServerPort } from '../support/ports.ts';

/**
 * Issue 18's §8 messages and §2 warnings: a server of another release tells the page to refresh;
 * a login as someone else in another tab logs this one out; Internet Explorer is told to
 * upgrade on #documents.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/widgets-shots';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

const newUser = async (page: Page, name: string) => {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, '-'));
  await signUpByApi(page, { fullName: name, email, password: 'messages pw' });
  return email;
};

const logInToList = async (page: Page, email: string) => {
  await logIn(page, email, 'messages pw');
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
};

test('a login as someone else in another tab logs this tab out', async ({ context, page }) => {
  const other = await context.newPage();
  const ann = await newUser(page, 'Ann Tabs');
  const bob = await newUser(other, 'Bob Tabs');
  await logInToList(page, ann);

  // The first tab says so at its next call to the server, for a few seconds: watched from the
  // moment the other tab logs in, however long that tab takes to reach its list.
  const told = expect(page.getByText(MESSAGES.loggedOutOfPreviousSession)).toBeVisible({
    timeout: 30_000,
  });
  await logIn(other, bob, 'messages pw');
  await acceptTerms(other);
  await expect(other.getByRole('heading', { name: 'Documents' })).toBeVisible();

  await told;
  await expect(page).toHaveURL(/#login$/);
  await page.screenshot({ path: `${SHOTS}/logged-out-elsewhere-1280.png` });
});

test('Internet Explorer is told to upgrade on the list; others are not', async ({
  browser,
  page,
}) => {
  const email = await newUser(page, 'Ida Explorer');
  await logInToList(page, email);
  await expect(page.getByText(OLD_BROWSER_WARNING.title)).toHaveCount(0);

  const ie = await browser.newContext({ userAgent: IE11, viewport: { width: 1280, height: 800 } });
  const old = await ie.newPage();
  await logIn(old, email, 'messages pw');
  await expect(old.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(old.getByRole('alert').filter({ hasText: OLD_BROWSER_WARNING.title })).toBeVisible();
  await old.screenshot({ path: `${SHOTS}/old-browser-warning-1280.png` });
  await ie.close();
});

/** A second server on the same machine, started as a newer release than the built web app. */
const startServer = (port: number, version: string): ChildProcess =>
  spawn('node', ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quire-e2e-version-')),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_VERSION: version,
    },
  });

test('a server of another release tells the page to refresh', async ({ page }) => {
  test.setTimeout(180_000);
  const port = journeyServerPort();
  const server = startServer(port, '99.0.0-upgraded');
  try {
    const base = `http://localhost:${port}`;
    await expect
      .poll(
        // Refused until the new server listens (migrations first).
        () =>
          page.request.get(`${base}/app/instance_settings`).then(
            (answer) => answer.status(),
            () => 0,
          ),
        { timeout: 150_000 },
      )
      .toBe(200);
    await page.goto(`${base}/#login`);
    await expect(page.getByText(appUpdatedMessage(APP_NAME))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/version-mismatch-1280.png` });
  } finally {
    server.kill();
  }
});

test('#post_sign: the thank-you over the list, with its timer; closing leaves the list @phone', async ({
  page,
}, testInfo) => {
  const size = testInfo.project.name === 'phone' ? '375' : '1280';
  const email = await newUser(page, 'Paula Post');
  await logInToList(page, email);
  // Where /post_sign_logout sends an account holder who signed (no post-signing URL of the pack).
  await page.goto(
    '/#post_sign?copy_channel=email&copy_to=p%E2%80%A2%E2%80%A2%E2%80%A2%40example.com&copy_complete=false',
  );
  const modal = page.getByRole('dialog', { name: 'Thank you for signing' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/We'll email the signed copy/)).toBeVisible();
  await expect(modal.getByText(/You will be taken back in \d+ seconds\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/post-sign-modal-${size}.png` });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/#documents$/);
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
});
