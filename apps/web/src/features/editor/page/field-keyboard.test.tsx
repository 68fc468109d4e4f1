import { newDataField, type DataField } from '@quire/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../../test/render-app.tsx';
import { aChild, aPack, aSignatory } from '../../documents/test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../../documents/test-support/documents-server.ts';

// jsdom has no scrolling (the page virtualiser scrolls the window) nor pointer capture.
window.scrollTo = () => {};
Element.prototype.setPointerCapture = () => {};
// The selected field's properties have an autosizing textarea, which listens to font loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  api.endSession();
  clearNotices();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const child = aChild({ key: 'c1', document_name: 'Contract' });
const ada = aSignatory({ uuid: 's1', name: 'Ada Lovelace' });
const placed = (uuid: string, type: DataField['type'], x: number, y: number, extra = {}) => ({
  ...newDataField({ uuid, document_key: 'c1', type, page_index: 0 }),
  x,
  y,
  ...extra,
});
// Stored out of reading order: the page shows the signature first.
const initialFields: DataField[] = [
  placed('f-text', 'text', 100, 400, { custom_id: 'text_1' }),
  placed('f-sig', 'signature', 100, 100, { custom_id: 'signature_1', signatory_uuid: 's1' }),
];

const openEditor = (fields: DataField[] = initialFields) => {
  api.startSession(aLogin());
  stubDocumentsServer({
    'GET /app/documents/pack-1': () => ({
      body: { success: true, document: aPack([child], { signatories: [ada] }) },
    }),
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: fields },
    }),
    'POST /app/documents/pack-1/add_update_data_field': (request) => {
      // Nobody else writes to this pack: the date before the save is the one the editor sent.
      const { data, previous_update } = request.body as {
        data: { uuid: string }[];
        previous_update?: string;
      };
      return {
        body: {
          success: true,
          data_fields: data.map((f) => ({ uuid: f.uuid, date_updated: 'd2', custom_id: null })),
          date_updated: 'd2',
          previous_update: previous_update ?? null,
        },
      };
    },
  });
  return renderApp('#documents/pack-1');
};

const SLOW = { timeout: 5000 };
const fieldsOnPage1 = () => screen.findByRole('group', { name: 'Fields on page 1' }, SLOW);
const findSignature = () =>
  screen.findByRole('button', { name: /^Signature field signature_1,/ }, SLOW);

/** jsdom is narrow (no media query matches): the palette is in the bottom drawer. */
const openPalette = async (user: ReturnType<typeof openEditor>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Fields and settings' }, SLOW));
  return screen.findByRole('group', { name: 'Field types' }, SLOW);
};
const leftOf = (element: HTMLElement) => Number.parseFloat(element.style.left);

describe('fields by keyboard and screen reader (spec §9 shortcuts)', () => {
  it('names each field and makes it a tab stop, in reading order', async () => {
    const { user } = openEditor();
    const page = await fieldsOnPage1();
    const boxes = await within(page).findAllByRole('button', {}, SLOW);
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Signature field signature_1, for Ada Lovelace, required',
      'Text field text_1',
    ]);
    expect(boxes.every((b) => b.tabIndex === 0)).toBe(true);
    act(() => boxes[0]!.focus());
    await user.tab();
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('selects with Enter and space, moves with the arrows and clears with Escape', async () => {
    const { user } = openEditor();
    const signature = await findSignature();
    act(() => signature.focus());
    await user.keyboard('{Enter}');
    expect(signature.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Escape}');
    expect(signature.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard(' ');
    expect(signature.getAttribute('aria-pressed')).toBe('true');

    const text = screen.getByRole('button', { name: 'Text field text_1' });
    act(() => text.focus());
    await user.keyboard('{Shift>} {/Shift}');
    expect(signature.getAttribute('aria-pressed')).toBe('true');
    expect(text.getAttribute('aria-pressed')).toBe('true');

    // An arrow on a field that is not selected moves that field alone.
    await user.keyboard('{Escape}');
    const before = leftOf(text);
    act(() => text.focus());
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(text.getAttribute('aria-pressed')).toBe('true');
    expect(leftOf(text)).toBeGreaterThan(before);
    expect(signature.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(text);
  });

  it('deletes the focused field and hands focus to the next one', async () => {
    const { user } = openEditor();
    const signature = await findSignature();
    act(() => signature.focus());
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: /^Signature field/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Text field text_1' }),
      ),
    );
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: /^Text field/ })).toBeNull();
    await waitFor(async () => expect(document.activeElement).toBe(await fieldsOnPage1()));
  });

  it('places a palette type from the keyboard at a free spot of the page in view', async () => {
    const { user } = openEditor();
    const palette = await openPalette(user);
    const add = within(palette).getByRole('button', { name: 'Add Date field' });
    act(() => add.focus());
    await user.keyboard('{Enter}');
    const date = await screen.findByRole('button', {
      name: /^Date field date_1, for Me, required$/,
    });
    expect(date.getAttribute('aria-pressed')).toBe('true');
    expect(add.getAttribute('aria-pressed')).toBe('false');
    // Clear of the signature at the top of the page, which is where a free spot is looked for first.
    const signature = screen.getByRole('button', { name: /^Signature field/ });
    const [a, b] = [date, signature].map((e) => ({
      top: Number.parseFloat(e.style.top),
      bottom: Number.parseFloat(e.style.top) + Number.parseFloat(e.style.height),
      left: leftOf(e),
      right: leftOf(e) + Number.parseFloat(e.style.width),
    }));
    const overlap =
      a!.left < b!.right && b!.left < a!.right && a!.top < b!.bottom && b!.top < a!.bottom;
    expect(overlap).toBe(false);
  });

  it("refuses with 'fields overlap, not adding' when the page in view is full", async () => {
    const { user } = openEditor([
      placed('cover', 'block', 0, 0, { custom_id: 'block_1', width: 612, height: 792 }),
    ]);
    await screen.findByRole('button', { name: /^Block out field block_1/ }, SLOW);
    const palette = await openPalette(user);
    const add = within(palette).getByRole('button', { name: 'Add Text field' });
    act(() => add.focus());
    await user.keyboard('{Enter}');
    expect(shownNotices().map((n) => n.message)).toContain('fields overlap, not adding');
    expect(screen.queryByRole('button', { name: /^Text field/ })).toBeNull();
  });

  it('still arms a type on a mouse click, for placing it with the pointer', async () => {
    const { user } = openEditor();
    const palette = await openPalette(user);
    const add = within(palette).getByRole('button', { name: 'Add Text field' });
    fireEvent.click(add, { detail: 1 });
    // Armed: the drawer makes way for the tap on the page, and nothing is placed yet.
    expect(
      await screen.findByRole('button', { name: 'Tap the page to place the field' }, SLOW),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Text field/ })).toHaveLength(1);
  });
});
