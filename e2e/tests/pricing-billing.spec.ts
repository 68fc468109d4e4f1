import { expect, test, type Page } from '@playwright/test';
import { requestSignatures, seedPack } from '../support/api-calls.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 18 item 1 and #share as a workspace admin meets them: #billing with this month's sends
 * and a switch to a subscription from the calculator, the pricing modal (#custom_info) over the
 * list with the cheaper plan marked, and sharing Quire by link (copied, or the §8 failure) and QR.
 */
const SHOTS = 'test-results/screens';

const openFromMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name, exact: true }).click();
};

const plan = (page: Page, name: 'Pay as you go' | 'Subscription') =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

test('an admin sees this month on #billing and switches to a subscription', async ({ page }) => {
  await newEditorUser(page, 'Bea Billing');
  const pack = await seedPack(
    page,
    'billing-lease.pdf',
    [{ name: 'Sid Signer', email: 'sid@example.com', fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);

  await page.goto('/#documents');
  await openFromMenu(page, 'Billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByText('Pay as you go', { exact: true })).toBeVisible();
  await expect(current.getByLabel('Subscription status: No subscription')).toBeVisible();
  const month = page.getByRole('region', { name: 'This month' });
  await expect(month.getByText('1 document sent')).toBeVisible();
  await expect(month.getByText('R 9.50')).toBeVisible();

  // 2 users and the default 30 documents: R 240 on a subscription against R 285.
  await page.getByRole('textbox', { name: 'Users' }).fill('2');
  await expect(page.getByTestId('subscription-total')).toHaveText('R 240.00');
  await expect(page.getByTestId('pay_as_you_go-total')).toHaveText('R 285.00');
  await expect(plan(page, 'Subscription')).toHaveAccessibleName('Subscription (cheaper)');
  await page.screenshot({ path: `${SHOTS}/billing-1280.png`, fullPage: true });

  await plan(page, 'Subscription').getByRole('button', { name: 'Switch to subscription' }).click();
  await expect(page.getByText('Plan updated')).toBeVisible();
  await expect(current.getByLabel('Subscription status: Active')).toBeVisible();
  await expect(
    current.getByText('2 users, up to 30 documents a month: R 240.00 a month.'),
  ).toBeVisible();
  await expect(month.getByText('1 of 30 documents sent')).toBeVisible();
  await expect(month.getByRole('progressbar')).toBeVisible();
  await expect(
    plan(page, 'Subscription').getByRole('button', { name: 'Your current plan' }),
  ).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/billing-subscribed-1280.png`, fullPage: true });

  // Back on pay as you go, the subscription is kept as cancelled.
  await plan(page, 'Pay as you go')
    .getByRole('button', { name: 'Switch to pay as you go' })
    .click();
  await expect(current.getByLabel('Subscription status: Cancelled')).toBeVisible();
});

test('the pricing modal opens over the list and marks the cheaper plan @phone', async ({
  page,
}) => {
  await newEditorUser(page, 'Pia Pricing');
  const wide = (page.viewportSize()?.width ?? 0) > 500;
  const size = wide ? 1280 : 375;
  await openFromMenu(page, 'Pricing');
  await expect(page).toHaveURL(/#custom_info$/);
  const modal = page.getByRole('dialog', { name: 'Pricing', exact: true });
  await expect(modal).toBeVisible();
  // The §9 defaults: 1 user, 30 documents.
  await expect(modal.getByRole('textbox', { name: 'Users' })).toHaveValue('1');
  await expect(modal.getByRole('textbox', { name: 'Documents a month' })).toHaveValue('30');
  await expect(plan(page, 'Subscription')).toHaveAccessibleName('Subscription (cheaper)');
  await modal.getByRole('textbox', { name: 'Documents a month' }).fill('10');
  await expect(modal.getByTestId('pay_as_you_go-total')).toHaveText('R 95.00');
  await expect(plan(page, 'Pay as you go')).toHaveAccessibleName('Pay as you go (cheaper)');
  // Above the largest tier, the further documents are shown at the pay-as-you-go rate.
  await modal.getByRole('textbox', { name: 'Documents a month' }).fill('200');
  await expect(modal.getByText('25 further documents × R 9.50 = R 237.50')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Users' }).fill('12');
  await modal.getByRole('textbox', { name: 'Users' }).blur();
  await expect(modal.getByRole('textbox', { name: 'Users' })).toHaveValue('10');
  await page.screenshot({ path: `${SHOTS}/pricing-modal-${size}.png`, fullPage: true });
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/#documents$/);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();

  // #billing at this width too.
  await page.goto('/#billing');
  await expect(page.getByRole('region', { name: 'This month' })).toBeVisible();
  await expect(page.getByText('0 documents sent')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/billing-${size}.png`, fullPage: true });
});

test('Quire is shared by link, copied or not, and by QR code @phone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newEditorUser(page, 'Sam Share');
  const size = (page.viewportSize()?.width ?? 0) > 500 ? 1280 : 375;
  await openFromMenu(page, 'Share Quire');
  await expect(page).toHaveURL(/#share$/);
  const modal = page.getByRole('dialog', { name: 'Share Quire' });
  const link = new URL('/#sign_up', page.url()).toString();
  await expect(modal.getByRole('textbox', { name: 'Link to Quire' })).toHaveValue(link);
  const qr = modal.getByRole('img', { name: 'QR code of the link to Quire' });
  await expect(qr).toHaveAttribute('width', '95');
  await expect(modal.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`I sign and send documents with Quire. Try it: ${link}`)}`,
  );
  await page.screenshot({ path: `${SHOTS}/share-${size}.png`, fullPage: true });

  await modal.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A browser that refuses the clipboard gets the §8 failure.
  await page.evaluate(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      value: () => Promise.reject(new Error('denied')),
    });
  });
  await modal.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText("Couldn't copy link")).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/#documents$/);
});
