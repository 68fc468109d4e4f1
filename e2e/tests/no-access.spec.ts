import { expect, test } from '@playwright/test';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk } from '../support/api-calls.ts';
import { logInAsOperator } from '../support/operator.ts';

/**
 * §2's no-access view: a member whose workspace permissions leave out a screen's flag opens the
 * screen's route directly (a bookmark, a shared address) and is told which screen it is, why it
 * is closed and whom to ask, with a way back; the server refuses the screen's calls anyway.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/no-access-shots';

test('a member without the flag opens client lists by its address and sees the no-access view @phone', async ({
  page,
  browser,
}, testInfo) => {
  const size = testInfo.project.name === 'phone' ? '375' : '1280';
  const email = uniqueEmail('nora-no-access');
  await signUpByApi(page, { fullName: 'Nora Noaccess', email, password: 'nora no access' });
  const ops = await (await browser.newContext()).newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(email)}`, {
      data: { permissions: { 'user_profile_permissions.can_view_data_sources': false } },
    }),
  );
  await ops.context().close();
  await logIn(page, email, 'nora no access');
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();

  await page.goto('/#recipient_datas');
  await expect(page.getByRole('heading', { name: 'Client lists', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/Your workspace administrator hasn.t given you access to client lists/),
  ).toBeVisible();
  await expect(page.getByText(/An admin can turn it on for you/)).toBeVisible();
  // Nothing of the screen itself: no list, no button to make one.
  await expect(page.getByRole('button', { name: 'New client list' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/no-access-${size}.png`, fullPage: true });

  // The server refuses the screen's call whatever the browser shows.
  const refused = await call(page, '/app/recipient_datas');
  expect(refused.status).toBe(403);

  // The way back, by keyboard.
  const back = page.getByRole('link', { name: 'Back to documents' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page).toHaveURL(/#\/?documents/);
});
