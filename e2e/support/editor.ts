import { expect, type Locator, type Page } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from './accounts.ts';

/** A new verified-free account (sign-up logs straight in), terms accepted, on the documents list. */
export const newEditorUser = async (page: Page, name: string) => {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, '-'));
  await enterAsNewUser(page, { fullName: name, email, password: 'journey pw 1' });
};

export const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Editor sidebar' });

export const openPanel = async (page: Page, name: string) => {
  const tab = sidebar(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
};

export const docTab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Documents in this pack' }).getByRole('tab', { name });

/**
 * A field on the page by the start of its accessible name, its type and id ("Signature field
 * signature_1"); who fills it in and whether it is required follow after a comma.
 */
export const fieldOnPage = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });

/** The editor says so once every change reached the server. */
export const expectSaved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });

/** Opens the Mantine select labelled `label` inside `scope` and picks `option`. */
export const pick = async (page: Page, scope: Locator, label: string, option: string | RegExp) => {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
};

/** Flips the switch named `label` to `on`, checking it was the other way before. */
export const toggle = async (scope: Locator, label: string, on: boolean) => {
  const control = scope.getByRole('switch', { name: label, exact: true });
  await expect(control).toBeChecked({ checked: !on });
  await control.click();
  await expect(control).toBeChecked({ checked: on });
};

/** Clicks a palette type, then the page layer at the fractions (fx, fy) of its size. */
export const placeFromPalette = async (
  page: Page,
  layer: Locator,
  typeLabel: string,
  fx: number,
  fy: number,
) => {
  const size = await box(layer);
  await sidebar(page)
    .getByRole('button', { name: `Add ${typeLabel} field`, exact: true })
    .click();
  await layer.click({ position: { x: size.width * fx, y: size.height * fy } });
};

/** Scrolls `locator` to the middle of the view, clear of the sticky header and toolbar. */
export const centre = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));

/** Drags `locator` by (dx, dy) pixels with the mouse, from a point inside its top-left corner. */
export const dragBy = async (page: Page, locator: Locator, dx: number, dy: number) => {
  const from = await box(locator);
  await page.mouse.move(from.x + 8, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + 8 + dx, from.y + 6 + dy, { steps: 8 });
  await page.mouse.up();
};

/** The review-and-send step that opens once the blocking checks pass. */
export const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review and send' });

/** Request signatures, then Send in the review-and-send step (`send` names its button). */
export const requestAndSend = async (page: Page, send = 'Send') => {
  await page.getByRole('button', { name: 'Request signatures' }).click();
  await reviewDialog(page).getByRole('button', { name: send, exact: true }).click();
};
