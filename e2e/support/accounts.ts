import { expect, type Page } from '@playwright/test';
import { HEADERS } from '@quire/domain';
import { followMailLink } from './mailbox.ts';

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${counter++}@example.com`;

export const signUp = async (
  page: Page,
  user: { fullName: string; email: string; password: string },
) => {
  await page.goto('/#sign_up');
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
};

export const verifyFromMailbox = async (page: Page, email: string) => {
  await followMailLink(page, email, 'Verify your email address for Quire', 'Verify email address');
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
};

export const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/#login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

export const acceptTerms = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I accept').check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
};

type NewUser = { fullName: string; email: string; password: string };

const post = async (
  page: Page,
  path: string,
  data: object,
  headers: Record<string, string> = {},
) => {
  const answer = await page.request.post(path, { data, headers });
  if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
  return answer.json() as Promise<Record<string, string | null>>;
};

/**
 * Signs up through the API call the sign-up screen makes (foundation.spec.ts walks the screen):
 * the same account and verification mail, a second or two sooner.
 */
export const signUpByApi = async (page: Page, user: NewUser) => {
  await post(page, '/app/auth/sign_up', {
    full_name: user.fullName,
    email_address: user.email,
    password: user.password,
  });
};

/**
 * A new account, logged in with its terms accepted, on the documents list: through the same API
 * calls the sign-up, login and terms screens make, which foundation.spec.ts walks by hand. A
 * journey that tests something else starts here about 4 s sooner than through the screens.
 */
export const enterAsNewUser = async (page: Page, user: NewUser) => {
  await signUpByApi(page, user);
  const login = await post(page, '/app/auth/login', {
    email_address: user.email,
    password: user.password,
  });
  await post(
    page,
    '/app/user',
    { data: { has_accepted_terms: true } },
    { [HEADERS.sessionToken]: login.session_token!, [HEADERS.xsrfToken]: login.xsrf_token! },
  );
  // The app keeps its login in localStorage (session-storage.ts): written on this origin, from
  // a page that is not the app, which then starts logged in.
  await page.goto('/app/instance_settings');
  await page.evaluate((l) => {
    for (const key of ['session_token', 'xsrf_token', 'user_key', 'user_account_key'])
      if (l[key]) localStorage.setItem(key, l[key]);
  }, login);
  await page.goto('/#documents');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
};
