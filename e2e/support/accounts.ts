import { expect, type Page } from '@playwright/test';
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
