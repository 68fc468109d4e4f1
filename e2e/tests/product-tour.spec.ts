import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_TOURS } from '@quire/domain';
import { acceptTerms, logIn, signUp, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk } from '../support/api-calls.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';

/**
 * Issue 18's guided product tour: taken from the user menu ("Take the tour", the §2
 * product_tour_id param), walked to the end by keyboard, the editor's tour skipped with Escape,
 * and both outcomes remembered for the user on the server. The e2e servers start no first-run
 * tours (PRODUCT_TOUR_FIRST_RUN=false, playwright.config.ts); web unit tests cover first runs.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/widgets-shots';

const tourDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The step lights something on the screen, inside the viewport and not under the card. */
const expectLit = async (page: Page) => {
  const spotlight = page.getByTestId('tour-spotlight');
  await expect(spotlight).toBeVisible();
  // Measured once it has moved to this step's element (it glides there in 150 ms).
  await expect(async () => {
    const box = (await spotlight.boundingBox())!;
    const view = page.viewportSize()!;
    expect(box.width).toBeGreaterThan(10);
    expect(box.height).toBeGreaterThan(10);
    expect(box.y + box.height).toBeGreaterThan(0);
    expect(box.y).toBeLessThan(view.height);
    // The card leaves it in sight: beside it, or over no more than part of a tall element.
    const card = (await page.getByRole('dialog').boundingBox())!;
    const besideIt = card.x >= box.x + box.width - 1 || card.x + card.width <= box.x + 1;
    const top = Math.max(box.y, 0);
    const bottom = Math.min(box.y + box.height, view.height);
    const uncovered =
      Math.max(0, Math.min(card.y, bottom) - top) +
      Math.max(0, bottom - Math.max(card.y + card.height, top));
    expect(
      besideIt || uncovered >= Math.min(30, box.height),
      'the card covers the lit element',
    ).toBe(true);
  }).toPass();
};

test('the tour of the list and the editor, by keyboard; skipped and remembered @phone', async ({
  page,
}, testInfo) => {
  // Two screens and two tours, on a machine that converts the PDF in the background.
  test.setTimeout(120_000);
  const size = testInfo.project.name === 'phone' ? '375' : '1280';
  const email = uniqueEmail('tour');
  await signUp(page, { fullName: 'Tess Tour', email, password: 'tour password' });
  await logIn(page, email, 'tour password');
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Take the tour' }).click();
  const steps = PRODUCT_TOURS.documents.steps;
  const first = tourDialog(page, steps[0]!.title);
  await expect(first).toBeVisible();
  await expect(first.getByText(`Step 1 of ${steps.length}`)).toBeVisible();
  await expect(page.getByTestId('tour-spotlight')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tour-documents-step1-${size}.png` });

  // Next has the focus: Enter and the arrow keys walk the tour.
  await expect(first.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tourDialog(page, steps[1]!.title)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tourDialog(page, steps[2]!.title)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(tourDialog(page, steps[1]!.title)).toBeVisible();
  await expectLit(page);
  for (let i = 2; i < steps.length; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(tourDialog(page, steps[i]!.title)).toBeVisible();
    await expectLit(page);
  }
  await page.screenshot({ path: `${SHOTS}/tour-documents-last-${size}.png` });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/product_tour_id/);

  // The editor's tour, asked for by its param on a draft.
  await chooseFile(page, 'Upload PDF', await writeSamplePdf('Tour lease.pdf', 1));
  await expect(page).toHaveURL(/#documents\/[^/?]+$/);
  await expectPages(page, 1);
  const key = /#documents\/([^/?]+)/.exec(page.url())![1]!;
  await page.goto(`/#documents/${key}?product_tour_id=editor`);
  const editorSteps = PRODUCT_TOURS.editor.steps;
  await expect(tourDialog(page, editorSteps[0]!.title)).toBeVisible();
  await expectLit(page);
  // Every step lights its part of the editor, on a phone too (the sidebar is a drawer there).
  for (let i = 1; i < editorSteps.length; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(tourDialog(page, editorSteps[i]!.title)).toBeVisible();
    await expectLit(page);
    if (i === 1) await page.screenshot({ path: `${SHOTS}/tour-editor-step2-${size}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Remembered for the user, on the server: any device knows not to start them again.
  const state = await expectOk(call(page, '/app/user/product_tours'));
  expect(state.product_tours).toEqual({ documents: 'completed', editor: 'skipped' });
  await page.reload();
  await expect(page.getByRole('heading', { name: /Tour lease/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
