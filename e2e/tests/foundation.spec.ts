import { expect, test } from '@playwright/test';
import { acceptTerms, logIn, signUp, uniqueEmail, verifyFromMailbox } from '../support/accounts.ts';

/**
 * Issue 2's journey: sign up, verify through the local mailbox, log in, see the documents page,
 * create a second workspace and switch to it, read notifications, log out.
 */
test('a newcomer signs up, verifies, logs in, gets a second workspace and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  const password = 'a long passphrase';

  await page.goto('/');
  await expect(page).toHaveURL(/#login$/);

  await signUp(page, { fullName: 'Ada Lovelace', email, password });
  await verifyFromMailbox(page, email);
  await page.getByRole('link', { name: 'Log in' }).click();

  await logIn(page, email, password);
  await acceptTerms(page);
  await expect(page).toHaveURL(/#documents/);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByText('No documents yet')).toBeVisible();
  // One account: no workspace picker yet.
  await expect(page.getByRole('combobox', { name: 'Workspace', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Welcome to Quire! Your email address is verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'New workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Setup workspace' })).toBeVisible();
  await page.getByLabel('Workspace name').fill('Analytical Engines Ltd');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Update Analytical Engines Ltd' })).toBeVisible();

  // Two accounts now: the picker appears, still on the personal account.
  const picker = page.getByRole('combobox', { name: 'Workspace', exact: true });
  await expect(picker).toHaveValue('Ada Lovelace (personal)');
  await picker.click();
  await page.getByRole('option', { name: 'Analytical Engines Ltd' }).click();
  await expect(page).toHaveURL(/#documents/);
  await expect(picker).toHaveValue('Analytical Engines Ltd');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Analytical Engines Ltd', { exact: true }),
  ).toBeVisible();

  // The selection survives a reload: it is the account the API calls are made for.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Workspace', exact: true })).toHaveValue(
    'Analytical Engines Ltd',
  );

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#login/);
  await page.goto('/#documents');
  await expect(page).toHaveURL(/#login/);
});

test('a wrong password says so and stays on the login page', async ({ page }) => {
  const email = uniqueEmail('wrong-pw');
  await signUp(page, { fullName: 'Wrong Password', email, password: 'right password' });
  await logIn(page, email, 'not the password');
  await expect(page.getByText('Incorrect email address or password.')).toBeVisible();
  await expect(page).toHaveURL(/#login/);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await signUp(page, { fullName: 'Forgetful Fred', email, password: 'first password' });
  await page.goto('/#forgot_password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email address')).toBeVisible();

  await page.goto('/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: 'Reset your Quire password' })
    .click();
  await page
    .frameLocator('iframe[title="Mail content"]')
    .getByRole('link', { name: 'Choose a new password' })
    .click();
  await page.getByLabel('New password').fill('second password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password updated').first()).toBeVisible();

  await logIn(page, email, 'second password');
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
});

test('an unknown route shows the nothing page @phone', async ({ page }) => {
  const email = uniqueEmail('nothing');
  await signUp(page, { fullName: 'Nora Nothing', email, password: 'nothing pw' });
  await logIn(page, email, 'nothing pw');
  await acceptTerms(page);
  await page.goto('/#no/such/place');
  await expect(page.getByRole('link', { name: 'Back to documents' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to documents' }).click();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  // Readable on a phone: nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // An unknown address typed outside the hash: the same page with a 404, not the API's JSON.
  const typed = await page.goto('/app-typo/documents');
  expect(typed?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /nothing here/i })).toBeVisible();
  await page.getByRole('link', { name: 'Back to documents' }).click();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  const api = await page.request.get('/app-typo/documents', {
    headers: { accept: 'application/json' },
  });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false });
});
