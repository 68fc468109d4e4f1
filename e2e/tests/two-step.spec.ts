import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  acceptTerms,
  logIn,
  signUpByApi,
  uniqueEmail,
  verifyFromMailbox,
} from '../support/accounts.ts';

/**
 * Two-step authentication (issue 12): turning it on in #profile and the login's second step, for
 * an authenticator app (codes computed from the key on the setup screen) and for SMS codes (read
 * from the local text outbox). Mandatory setup: two-step-mandatory.spec.ts, on its own server.
 */
const PASSWORD = 'correct horse battery';
/** A number of this run's own: the outbox keeps earlier runs' texts. */
const MOBILE = `+2782555${String(Date.now() % 10_000).padStart(4, '0')}`;

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

const newUser = async (page: Page, prefix: string) => {
  const email = uniqueEmail(prefix);
  await signUpByApi(page, { fullName: 'Tess Two-Step', email, password: PASSWORD });
  await verifyFromMailbox(page, email);
  await logIn(page, email, PASSWORD);
  await acceptTerms(page);
  await page.goto('/#profile');
  return email;
};

const logOut = async (page: Page) => {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#login/);
};

/** The code in the newest text to MOBILE, read from the local /mailbox page in another tab. */
const textedCode = async (page: Page, after: Set<string>): Promise<string> => {
  const outbox = await page.context().newPage();
  let code = '';
  await expect(async () => {
    await outbox.goto('/mailbox');
    const text = await outbox.getByRole('row').filter({ hasText: MOBILE }).first().innerText();
    code = /(\d{6}) is your Quire code/.exec(text)?.[1] ?? '';
    expect(code !== '' && !after.has(code)).toBe(true);
  }).toPass({ timeout: 30_000 });
  await outbox.close();
  after.add(code);
  return code;
};

test('a user turns on an authenticator app and logs in with its code', async ({ page }) => {
  const email = await newUser(page, 'totp');
  const section = page.getByRole('region', { name: 'Two-step authentication' });
  await section.getByRole('button', { name: 'Set up two-step authentication' }).click();
  await section.getByRole('radio', { name: 'Authenticator PIN' }).check();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await shot(page, 'two-step-totp-setup');
  await section.getByLabel('Authenticator code').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn on authenticator' }).click();
  await expect(
    section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await shot(page, 'two-step-recovery-codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  await logOut(page);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step authentication' })).toBeVisible();
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await shot(page, 'two-step-login-totp');
  // The code that turned it on may belong to this step still: the next one is always new.
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await code.fill(next);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Authenticated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/#documents/);
});

test('a user turns on SMS codes and logs in with the texted code', async ({ page }) => {
  const email = await newUser(page, 'sms');
  const seen = new Set<string>();
  const section = page.getByRole('region', { name: 'Two-step authentication' });
  await section.getByRole('button', { name: 'Set up two-step authentication' }).click();
  await section.getByRole('radio', { name: 'SMS One-Time Pin' }).check();
  await section.getByLabel('Mobile number').fill(MOBILE);
  await section.getByRole('button', { name: 'Send code' }).click();
  await section.getByLabel('Code from the text message').fill(await textedCode(page, seen));
  await section.getByRole('button', { name: 'Turn on SMS codes' }).click();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText(/SMS One-Time Pin/)).toBeVisible();

  await logOut(page);
  await logIn(page, email, PASSWORD);
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await shot(page, 'two-step-login-sms');
  await page.getByLabel('Code from the text message').fill(await textedCode(page, seen));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/#documents/);
});
