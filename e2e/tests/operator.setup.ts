import { test } from '@playwright/test';
import { signUpOperator } from '../support/operator.ts';

/** Runs once before the desktop and phone journeys: the instance's operator (QUIRE_OPERATORS). */
test('the operator of the instance signs up', async ({ page }) => {
  await signUpOperator(page);
});
