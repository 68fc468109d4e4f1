import { expect, type Page } from '@playwright/test';
import { logIn, signUp, verifyFromMailbox } from './accounts.ts';

/** The operator address the journeys' server is started with (QUIRE_OPERATORS). */
export const E2E_OPERATOR = 'operator@example.com';
const PASSWORD = 'operator pw';
/**
 * Known to exist once made or found (per worker process): later journeys log in once, not twice,
 * since every login counts against the per-address limit (10 in 15 minutes).
 */
let operatorExists = false;

/**
 * Logs the instance's operator in, signing them up (verified, terms accepted) the first time:
 * the desktop and phone runs of a journey share one server, so the second finds them there.
 */
export const logInAsOperator = async (page: Page) => {
  const credentials = { email_address: E2E_OPERATOR, password: PASSWORD };
  let login = operatorExists
    ? null
    : await page.request.post('/app/auth/login', { data: credentials });
  if (login && login.status() !== 200) {
    await signUp(page, { fullName: 'Olive Operator', email: E2E_OPERATOR, password: PASSWORD });
    await verifyFromMailbox(page, E2E_OPERATOR);
    login = await page.request.post('/app/auth/login', { data: credentials });
    const { session_token, xsrf_token } = (await login.json()) as Record<string, string>;
    const accepted = await page.request.post('/app/user', {
      headers: { session_token: session_token!, xsrf_token: xsrf_token! },
      data: { data: { has_accepted_terms: true } },
    });
    expect(accepted.status()).toBe(200);
  }
  operatorExists = true;
  // The API logins above left their session cookie; the page logs in on its own, as a person would.
  await page.context().clearCookies();
  await logIn(page, E2E_OPERATOR, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
};
