import { expect, test, type Page } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';

/**
 * Issue 12: a passkey added from #profile signs its owner in without a password. Chromium's
 * virtual authenticator stands in for a phone's or laptop's platform authenticator: a real
 * WebAuthn ceremony (real keys, real signatures) that verifies the person (as a fingerprint
 * would) without anyone touching it.
 */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
};

test('add a passkey in the profile, log out, and sign in with it alone', async ({ page }) => {
  const email = uniqueEmail('pia-passkey');
  await enterAsNewUser(page, { fullName: 'Pia Passkey', email, password: 'passkey pw' });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await page.goto('/#profile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByLabel('Name').fill('Work laptop');
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add).toBeHidden();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list.getByText(/Not used yet/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#login/);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await page.goto('/#profile');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/Last used/)).toBeVisible();
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(0);
});
