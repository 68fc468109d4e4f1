import { expect, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '@quire/domain';
import { signUp, verifyFromMailbox } from './accounts.ts';

/** The operator address the journeys' server is started with (QUIRE_OPERATORS). */
export const E2E_OPERATOR = 'operator@example.com';
const PASSWORD = 'operator pw';
/** What POST /app/auth/login answers (apps/web/src/app/session-storage.ts, LoginResult). */
type OperatorSession = {
  session_token: string;
  xsrf_token: string;
  user_key: string;
  user_account_key: string | null;
};

/**
 * The operator's session, made once per worker process and handed to every journey's page: each
 * login counts against the per-address limit (10 in 15 minutes), and six journeys at two widths
 * need the operator, so logging in for each of them ran into it.
 */
let operatorSession: OperatorSession | null = null;

/**
 * Signs the operator up and verifies them, once per run: the 'operator' project
 * (tests/operator.setup.ts) does it before the journeys' workers start, so two workers never race
 * to sign up the same address.
 */
export const signUpOperator = async (page: Page) => {
  await signUp(page, { fullName: 'Olive Operator', email: E2E_OPERATOR, password: PASSWORD });
  await verifyFromMailbox(page, E2E_OPERATOR);
};

const newOperatorSession = async (page: Page): Promise<OperatorSession> => {
  const credentials = { email_address: E2E_OPERATOR, password: PASSWORD };
  const login = await page.request.post('/app/auth/login', { data: credentials });
  expect(login.status(), 'the operator is signed up by tests/operator.setup.ts').toBe(200);
  const session = (await login.json()) as OperatorSession;
  const accepted = await page.request.post('/app/user', {
    headers: { session_token: session.session_token, xsrf_token: session.xsrf_token },
    data: { data: { has_accepted_terms: true } },
  });
  expect(accepted.status()).toBe(200);
  return session;
};

/**
 * Opens the app in `page` as the instance's operator (verified, terms accepted), signing them up
 * the first time. The page gets the worker's one operator session in its storage, where the web
 * app keeps a login, and in its session cookie.
 */
export const logInAsOperator = async (page: Page) => {
  operatorSession ??= await newOperatorSession(page);
  const session = operatorSession;
  await page.goto('/');
  await page.context().clearCookies();
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: session.session_token, url: new URL(page.url()).origin },
    ]);
  await page.evaluate((s) => {
    localStorage.setItem('session_token', s.session_token);
    localStorage.setItem('xsrf_token', s.xsrf_token);
    localStorage.setItem('user_key', s.user_key);
    if (s.user_account_key) localStorage.setItem('user_account_key', s.user_account_key);
    else localStorage.removeItem('user_account_key');
  }, session);
  // The app read the (empty) storage when '/' loaded: a fresh load picks the session up.
  await page.goto('/#documents');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
};
