import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';

/**
 * Issue 4, the field editor by mouse and keyboard: place fields of several types (click and
 * drag from the palette), move, resize, undo and redo, copy and paste onto the pack's second
 * document, and find everything where it was left after a reload.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/w1-shots';

const newUser = async (page: Page, name: string) => {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, '-'));
  await enterAsNewUser(page, { fullName: name, email, password: 'editor pw 1' });
};

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};

const field = (page: Page, name: RegExp) => page.getByRole('button', { name });
const docTab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Documents in this pack' }).getByRole('tab', { name });

/** The editor says so once every change reached the server. */
const expectSaved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });

test('place, move, resize, undo, copy to another document and keep the fields', async ({
  page,
}) => {
  const contract = await writeSamplePdf('Service contract.pdf', 2);
  const annex = await writeSamplePdf('Annex.pdf', 1);
  await newUser(page, 'Eddie Editor');

  await chooseFile(page, 'Upload PDF', contract);
  await expectPages(page, 2);
  await chooseFile(page, 'Add document', annex);
  await expect(docTab(page, /^Annex/)).toBeVisible({ timeout: 30_000 });
  await docTab(page, /^Service contr/).click();
  await expectPages(page, 2);

  const layer = page.getByLabel('Fields on page 1');
  const p = await box(layer);
  const clickPage = (fx: number, fy: number) =>
    layer.click({ position: { x: p.width * fx, y: p.height * fy } });

  // Click a type, then click on the page.
  await page.getByRole('button', { name: 'Add Signature field' }).click();
  await clickPage(0.3, 0.3);
  const signature = field(page, /^Signature field/);
  await expect(signature).toBeVisible();
  await expect(page.getByLabel('Field ID')).toHaveValue('signature_1');

  // Drag a type from the palette onto the page.
  await page.getByRole('button', { name: 'Add Text field' }).dragTo(layer, {
    targetPosition: { x: p.width * 0.3, y: p.height * 0.5 },
  });
  await expect(field(page, /^Text field/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Checkbox field' }).click();
  await clickPage(0.7, 0.5);
  await expect(field(page, /^Checkbox field/)).toBeVisible();

  // A field may not land on another.
  await page.getByRole('button', { name: 'Add Date field' }).click();
  const onText = await box(field(page, /^Text field/));
  await page.mouse.click(onText.x + onText.width / 2, onText.y + onText.height / 2);
  await expect(page.getByText('fields overlap, not adding')).toBeVisible();
  await expect(field(page, /^Date field/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Move the signature with the mouse.
  const before = await box(signature);
  await page.mouse.move(before.x + 20, before.y + 10);
  await page.mouse.down();
  await page.mouse.move(before.x + 80, before.y + 70, { steps: 8 });
  await page.mouse.up();
  const moved = await box(signature);
  expect(moved.x - before.x).toBeCloseTo(60, -1);
  expect(moved.y - before.y).toBeCloseTo(60, -1);

  // Resize it by its corner grip.
  const grip = signature.locator('[data-resize-handle]');
  const g = await box(grip);
  const grab = { x: g.x + g.width / 2, y: g.y + g.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 50, grab.y + 30, { steps: 6 });
  await page.mouse.up();
  const resized = await box(signature);
  expect(resized.width - moved.width).toBeCloseTo(50, -1);
  expect(resized.height - moved.height).toBeCloseTo(30, -1);

  // Undo the resize, redo it, undo twice more to undo the move.
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => Math.round((await box(signature)).width))
    .toBe(Math.round(moved.width));
  await page.keyboard.press('Control+y');
  await expect
    .poll(async () => Math.round((await box(signature)).width))
    .toBe(Math.round(resized.width));

  // Arrow keys nudge by 10 with shift, and one undo takes the whole burst back. The two presses
  // are sent in one go, as a held key repeats: two separate presses could land further apart than
  // the 250 ms burst on a loaded machine and rightly become two undo steps.
  const beforeArrows = await box(signature);
  await page.evaluate(() => {
    const target = document.activeElement ?? document.body;
    for (let i = 0; i < 2; i += 1)
      target.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'ArrowRight',
          code: 'ArrowRight',
          shiftKey: true,
          bubbles: true,
          cancelable: true,
        }),
      );
  });
  await expect
    .poll(async () => Math.round((await box(signature)).x - beforeArrows.x))
    .toBeGreaterThan(20);
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => Math.round((await box(signature)).x))
    .toBe(Math.round(beforeArrows.x));

  // Select two fields with shift-click and copy them.
  await field(page, /^Text field/).click({ position: { x: 5, y: 5 } });
  await signature.click({ modifiers: ['Shift'], position: { x: 5, y: 5 } });
  await expect(page.getByText('2 fields selected')).toBeVisible();
  await page.keyboard.press('Control+c');
  await expect(page.getByText('Copied 2 field(s) to clipboard')).toBeVisible();
  await expectSaved(page);
  const finalSignature = await box(signature);

  // Paste them onto the annex.
  await docTab(page, /^Annex/).click();
  await expectPages(page, 1);
  await page.keyboard.press('Control+v');
  await expect(page.getByText('Pasted 2 field(s)')).toBeVisible();
  await expect(field(page, /^Signature field/)).toBeVisible();
  await expect(field(page, /^Text field/)).toBeVisible();
  await expectSaved(page);

  // Everything is still there after a reload.
  await page.reload();
  await docTab(page, /^Annex/).click();
  await expectPages(page, 1);
  await expect(field(page, /^Signature field/)).toBeVisible();
  await expect(field(page, /^Text field/)).toBeVisible();
  await docTab(page, /^Service contr/).click();
  await expectPages(page, 2);
  await expect(field(page, /^Checkbox field/)).toBeVisible();
  const reloaded = await box(field(page, /^Signature field/));
  expect(Math.round(reloaded.width)).toBe(Math.round(finalSignature.width));
  expect(Math.abs(reloaded.x - finalSignature.x)).toBeLessThan(2);

  // How it looks: one field selected with its properties, then the minimap (ctrl ]).
  await field(page, /^Signature field/).click({ position: { x: 5, y: 5 } });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByLabel('Field ID')).toHaveValue('signature_1');
  await page.screenshot({ path: `${SHOTS}/editor-1280.png`, animations: 'disabled' });
  await page.keyboard.press('Control+]');
  await expect(page.getByRole('navigation', { name: 'Minimap' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-1280-minimap.png`, animations: 'disabled' });
});

test('the editor on a phone keeps its fields in a bottom drawer @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const contract = await writeSamplePdf('Phone contract.pdf', 1);
  await newUser(page, 'Pat Phone');
  await chooseFile(page, 'Upload PDF', contract);
  await expectPages(page, 1);
  await page.getByRole('button', { name: 'Fields and settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit document' });
  await drawer.getByRole('button', { name: 'Add Signature field' }).click();
  await expect(drawer).toBeHidden();
  const p = await box(page.getByRole('img', { name: 'Page 1', exact: true }));
  await page.mouse.click(p.x + p.width / 2, p.y + p.height / 3);
  await expect(field(page, /^Signature field/)).toBeVisible();
  await expectSaved(page);
  await page.screenshot({ path: `${SHOTS}/editor-375.png` });
  await page.getByRole('button', { name: 'Fields and settings' }).click();
  await expect(drawer.getByLabel('Field ID')).toHaveValue('signature_1');
  await page.screenshot({ path: `${SHOTS}/editor-375-drawer.png`, animations: 'disabled' });
});
