import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signTextFieldsThroughLink,
  signingLinkFor,
  waitForFinal,
  type SeededPack,
} from '../support/api-calls.ts';
import { box, expectSaved, fieldOnPage, newEditorUser, sidebar } from '../support/editor.ts';

/**
 * Issue 18, the small widgets of §2 in the editor: the sliding numeric input for a field's
 * geometry and font size (arrow keys with shift for 0.1 steps, dragging its handle, 'Mixed' over
 * several fields), the font size as the sealed PDF draws it, and the '::' autocomplete that puts a
 * field's name into the pack's message.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/inputs-shots';

/** A pack with Ada's named text field and her signature, open in the editor. */
const openSeededEditor = async (page: Page, name: string): Promise<SeededPack> => {
  await newEditorUser(page, name);
  const pack = await seedPack(
    page,
    `${name} lease.pdf`,
    [
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        fields: [{ type: 'text', description: 'Client name' }, { type: 'signature' }],
      },
    ],
    { sequential: false },
  );
  const [text] = pack.signers[0]!.fieldUuids;
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_data_field`, {
      data: [{ uuid: text, custom_id: 'client_name' }],
    }),
  );
  await page.goto(`/#documents/${pack.key}`);
  await page.reload();
  await expect(fieldOnPage(page, 'Text field client_name')).toBeVisible({ timeout: 30_000 });
  return pack;
};

const spin = (scope: Locator, name: string) => scope.getByRole('spinbutton', { name });
/** The drag handle at the start of a sliding input. */
const handleOf = (input: Locator) => input.locator('xpath=..').getByTestId('sliding-handle');

test('field geometry by keyboard and by drag, Mixed over two fields, and :: in the message', async ({
  page,
}) => {
  const pack = await openSeededEditor(page, 'Sally Slider');
  const textField = fieldOnPage(page, 'Text field client_name');
  await textField.click();
  const panel = sidebar(page);
  const x = spin(panel, 'X');
  await expect(x).toHaveValue('72');
  await expect(spin(panel, 'Width')).toHaveValue('200');
  const before = await box(textField);

  // Keyboard: three steps up, one fine step down with shift.
  await x.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(x).toHaveValue('74.9');
  await expect(x).toHaveAttribute('aria-valuenow', '74.9');
  await expect.poll(async () => (await box(textField)).x).toBeGreaterThan(before.x);
  // A word is not a number: it reverts.
  await x.fill('left');
  await x.press('Enter');
  await expect(x).toHaveValue('74.9');

  // Drag: the width handle 40 px to the right is 20 steps.
  const width = spin(panel, 'Width');
  const handle = await box(handleOf(width));
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 20, handle.y + handle.height / 2, {
    steps: 4,
  });
  await page.mouse.move(handle.x + handle.width / 2 + 40, handle.y + handle.height / 2, {
    steps: 4,
  });
  await page.mouse.up();
  await expect(width).toHaveValue('220');
  await expect.poll(async () => (await box(textField)).width).toBeGreaterThan(before.width);
  await expectSaved(page);
  await page.screenshot({ path: `${SHOTS}/geometry-1280.png` });

  // Kept on the server.
  await expect
    .poll(async () => {
      const { data_fields } = await expectOk(
        call(page, `/app/documents/${pack.key}/get_data_fields`),
      );
      const f = (data_fields as { custom_id: string; x: number; width: number }[]).find(
        (d) => d.custom_id === 'client_name',
      );
      return [f?.x, f?.width];
    })
    .toEqual([74.9, 220]);

  // Two fields: where they differ the inputs say 'Mixed'; a value set there moves both.
  await fieldOnPage(page, 'Signature field signature_1').click({ modifiers: ['Shift'] });
  await expect(panel.getByText('2 fields selected')).toBeVisible();
  await expect(spin(panel, 'X')).toHaveAttribute('aria-valuetext', 'Mixed');
  await expect(spin(panel, 'X')).toHaveAttribute('placeholder', 'Mixed');
  await expect(spin(panel, 'Height')).toHaveAttribute('placeholder', 'Mixed');
  const y = spin(panel, 'Y');
  await expect(y).toHaveValue('200');
  await y.fill('300');
  await y.press('Enter');
  await expect
    .poll(async () => (await box(fieldOnPage(page, 'Signature field signature_1'))).y)
    .toBeGreaterThan(before.y + 50);
  await page.screenshot({ path: `${SHOTS}/geometry-mixed-1280.png` });
  await expectSaved(page);

  // '::' in the pack's message offers its fields; Enter puts the name in.
  await page.keyboard.press('Escape');
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await panel.getByRole('button', { name: 'Edit', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Email subject and message' });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await message.pressSequentially('Please check ::cli');
  const list = page.getByRole('listbox', { name: 'Fields' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option', { name: /client_name/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.screenshot({ path: `${SHOTS}/autocomplete-1280.png` });
  await page.keyboard.press('Enter');
  await expect(message).toHaveValue('Please check client_name');
  await message.pressSequentially(' and ::');
  await expect(list.getByRole('option')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(message).toHaveValue('Please check client_name and signature_1');
  // Escape closes the list, not the dialog.
  await message.pressSequentially(' ::');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await message.press('Backspace');
  await message.press('Backspace');
  await message.press('Backspace');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const document = (await expectOk(call(page, `/app/documents/${pack.key}`))).document as {
    message: string;
  };
  expect(document.message).toBe('Please check client_name and signature_1');
});

test('the geometry inputs on a phone, in the editor drawer @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const pack = await openSeededEditor(page, 'Pippa Phone');
  await fieldOnPage(page, 'Text field client_name').click();
  await page.getByRole('button', { name: 'Fields and settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit document' });
  const height = spin(drawer, 'Height');
  await expect(height).toHaveValue('28');
  await height.click();
  await expect(height).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(height).toHaveValue('29');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(height).toHaveValue('29.1');
  // Saved (the field's own save waits a second after the last change, §9).
  await expect
    .poll(async () => {
      const { data_fields } = await expectOk(
        call(page, `/app/documents/${pack.key}/get_data_fields`),
      );
      return (data_fields as { custom_id: string; height: number }[]).find(
        (f) => f.custom_id === 'client_name',
      )?.height;
    })
    .toBe(29.1);
  await expect(height).toHaveValue('29.1');
  await page.screenshot({ path: `${SHOTS}/geometry-375.png`, animations: 'disabled' });
});

/** The sizes (Tf) the final PDF draws `text` at, read from its uncompressed content streams. */
const finalSizesOf = async (page: Page, key: string, text: string): Promise<number[]> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-font-size-'));
  const final = Buffer.from(await (await page.request.get(`/app/serve/${key}`)).body());
  writeFileSync(path.join(dir, 'final.pdf'), final);
  execFileSync(
    'qpdf',
    ['--qdf', '--object-streams=disable', '--warning-exit-0', 'final.pdf', 'plain.pdf'],
    {
      cwd: dir,
    },
  );
  const content = readFileSync(path.join(dir, 'plain.pdf'), 'latin1');
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...content.matchAll(new RegExp(`([\\d.]+) Tf [^\\n(]*\\(${escaped}\\) Tj`, 'g'))].map(
    (m) => Number(m[1]),
  );
};

test('a font size set by keyboard and drag is what the sealed PDF draws', async ({
  page,
  request,
}) => {
  // Sealing runs in the server's worker after the signature.
  test.setTimeout(180_000);
  await newEditorUser(page, 'Fiona Fontsize');
  const pack = await seedPack(
    page,
    'Fiona lease.pdf',
    [{ name: 'Ada Lovelace', email: 'ada@example.com', fields: [{ type: 'text' }] }],
    { sequential: false },
  );
  await page.goto(`/#documents/${pack.key}`);
  await fieldOnPage(page, 'Text field text_1').click();
  const size = spin(sidebar(page), 'Font size');
  await expect(size).toHaveAttribute('placeholder', 'Auto');

  // Keyboard: from the automatic 12 pt, three steps up and one fine step down and up again.
  await size.focus();
  for (const [key, shown] of [
    ['ArrowUp', '13'],
    ['ArrowUp', '14'],
    ['ArrowUp', '15'],
    ['Shift+ArrowDown', '14.9'],
    ['Shift+ArrowUp', '15'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(size).toHaveValue(shown);
  }
  // Drag: 6 px to the right is 3 steps.
  const handle = await box(handleOf(size));
  const [hx, hy] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
  await page.mouse.move(hx, hy);
  await page.mouse.down();
  await page.mouse.move(hx + 6, hy, { steps: 3 });
  await page.mouse.up();
  await expect(size).toHaveValue('18');
  await page.screenshot({ path: `${SHOTS}/font-size-1280.png` });
  // The input hands its value on 250 ms after the last change, so the save may not have started
  // when the page first says it is saved: wait for the server to hold 18.
  const storedSize = async () => {
    const { data_fields } = await expectOk(
      call(page, `/app/documents/${pack.key}/get_data_fields`),
    );
    return (data_fields as { font_size: number | null }[])[0]!.font_size;
  };
  await expect.poll(storedSize, { timeout: 15_000 }).toBe(18);
  await expectSaved(page);

  await requestSignatures(page, pack.key);
  const signer = pack.signers[0]!;
  const link = await signingLinkFor(page, pack.key, signer.uuid);
  await signTextFieldsThroughLink(request, link, pack.key, signer, 'Lovelace Holdings');
  await waitForFinal(page, pack.key);
  expect(await finalSizesOf(page, pack.key, 'Lovelace Holdings')).toEqual([18]);
});
