import { expect, test, type Page } from '@playwright/test';
import { enterAsNewUser, logIn, uniqueEmail } from '../support/accounts.ts';

/**
 * Issue 12 items 1 and 3: from the user menu to #profile, a user changes their details (saved
 * as they type), verifies their mobile number with the code texted to it (read from the local
 * outbox on /mailbox), and changes their password. At 1280 px and, tagged @phone, at 375 px.
 */

/** The newest code texted to `e164`, as the local mailbox lists it. */
const textedCode = async (page: Page, e164: string): Promise<string> => {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/mailbox');
  const row = mailbox.getByRole('row').filter({ hasText: e164 }).first();
  await expect(row).toBeVisible();
  const text = await row.innerText();
  await mailbox.close();
  return /(\d{6}) is your Quire code/.exec(text)![1]!;
};

test('change details, verify a mobile number and change the password @phone', async ({ page }) => {
  const email = uniqueEmail('pia-profile');
  // A number of its own per run, so the outbox row read back is this run's.
  const local = `082 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
  const e164 = `+27${local.replace(/\s/g, '').slice(1)}`;
  await enterAsNewUser(page, { fullName: 'Pia Profile', email, password: 'profile pw' });

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('Full name').fill('Pia P. Profile');
  await details.getByRole('combobox', { name: 'Country' }).click();
  await details.getByRole('combobox', { name: 'Country' }).fill('South Africa');
  await page.getByRole('option', { name: 'South Africa (+27)' }).click();
  await details.getByLabel('Mobile number').fill(local);
  await expect(details.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(details.getByText('Not verified')).toBeVisible();
  await page.screenshot({
    path: `test-results/profile-${test.info().project.name}.png`,
    fullPage: true,
  });

  await details.getByRole('button', { name: 'Verify number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(/A verification code has been sent to \+27/)).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await textedCode(page, e164));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(details.getByText('Verified', { exact: true })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Profile sections' });
  await nav.getByRole('button', { name: 'Password' }).click();
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('profile pw');
  await password.getByLabel('New password').fill('a better pw');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Password updated')).toBeVisible();

  // Saved for real: after a reload, and the new password logs in.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Details' }).getByLabel('Full name')).toHaveValue(
    'Pia P. Profile',
  );
  await expect(
    page.getByRole('region', { name: 'Details' }).getByLabel('Mobile number'),
  ).toHaveValue(`+27 ${local.slice(1)}`);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Quire' })).toBeVisible();
  await logIn(page, email, 'a better pw');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
});
