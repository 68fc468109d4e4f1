import { expect, test } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';

/**
 * Issue 12 items 5 and 6 in #profile: the email signature autosaves and shows in the live mail
 * preview; an API key is created, shown once, works as a bearer credential on the API from
 * outside the browser, and stops working when revoked.
 */
test('email signature with its preview, then an API key used and revoked @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('erin-api');
  await enterAsNewUser(page, { fullName: 'Erin Api', email, password: 'erin api pw' });
  await page.goto('/#profile');

  const signature = page.getByRole('region', { name: 'Email signature' });
  await signature.getByLabel('Full name').fill('Erin Api');
  await signature.getByLabel('Job title').fill('Head of <Legal> & Ops');
  await signature.getByLabel('Mobile number').fill('+27 82 555 1234');
  await expect(signature.getByRole('status')).toHaveText('Saved');
  const preview = page.frameLocator('iframe[title="Email signature preview"]');
  await expect(preview.getByText('Head of <Legal> & Ops')).toBeVisible();
  await expect(preview.getByText('Mobile: +27 82 555 1234')).toBeVisible();

  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByText('No API keys yet')).toBeVisible();
  await keys.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  await form.getByLabel('Name').fill('Nightly sync');
  await form.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your API key' });
  const apiKey = (await shown.getByLabel('Your new API key').innerText()).trim();
  expect(apiKey).toMatch(/^qk_[A-Za-z0-9_-]{40,}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(keys.getByText('Nightly sync')).toBeVisible();
  await expect(keys.getByText(apiKey)).toHaveCount(0);

  // An integration's call: no cookie, no session header, no xsrf token, only the key.
  const bearer = { headers: { authorization: `Bearer ${apiKey}` } };
  const listed = await request.get('/app/documents', bearer);
  expect(listed.status()).toBe(200);
  expect(Array.isArray((await listed.json()).documents)).toBe(true);

  await keys.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this API key?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(keys.getByText('No API keys yet')).toBeVisible();
  expect((await request.get('/app/documents', bearer)).status()).toBe(401);
});
