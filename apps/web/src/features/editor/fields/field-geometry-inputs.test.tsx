import { newDataField, type DataField } from '@quire/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { aChild, aPack } from '../../documents/test-support/document-fixtures.ts';
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
});

const child = aChild({ key: 'c1', document_name: 'Contract' });
const placed = (uuid: string, x: number, y: number, custom_id: string): DataField => ({
  ...newDataField({ uuid, document_key: 'c1', type: 'text', page_index: 0 }),
  x,
  y,
  custom_id,
});

const openEditor = () => {
  const saved: Record<string, unknown>[] = [];
  api.startSession(aLogin());
  stubDocumentsServer({
    'GET /app/documents/pack-1': () => ({ body: { success: true, document: aPack([child]) } }),
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: {
        success: true,
        data_fields: [placed('a', 100, 100, 'name'), placed('b', 100, 400, 'surname')],
      },
    }),
    'POST /app/documents/pack-1/add_update_data_field': (request) => {
      const { data, previous_update } = request.body as {
        data: { uuid: string }[];
        previous_update?: string;
      };
      saved.push(...data);
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
  return { ...renderApp('#documents/pack-1'), saved };
};

const SLOW = { timeout: 5000 };
const spin = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('field geometry as sliding inputs', () => {
  it("shows one field's x, y, width and height and saves a typed value, clamped to the page", async () => {
    const { user, saved } = openEditor();
    const name = await screen.findByRole('button', { name: /^Text field name/ }, SLOW);
    act(() => name.focus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Fields and settings' }, SLOW));
    await waitFor(() => expect(spin('X').value).toBe('100'), SLOW);
    expect(spin('Y').value).toBe('100');

    await user.clear(spin('X'));
    await user.type(spin('X'), '150{Enter}');
    // The field's own save waits a second after the last change (§9 field change debounce).
    await waitFor(
      () => expect(saved).toContainEqual(expect.objectContaining({ uuid: 'a', x: 150 })),
      SLOW,
    );

    // Far past the page's right edge: the field ends at the edge.
    await user.clear(spin('Width'));
    await user.type(spin('Width'), '9999{Enter}');
    const max = Number(spin('Width').getAttribute('aria-valuemax'));
    expect(spin('Width').value).toBe(String(max));
    await waitFor(
      () => expect(saved).toContainEqual(expect.objectContaining({ uuid: 'a', width: max })),
      SLOW,
    );
  });

  it("shows 'Mixed' where selected fields differ and sets them all by the arrow keys", async () => {
    const { user, saved } = openEditor();
    const name = await screen.findByRole('button', { name: /^Text field name/ }, SLOW);
    act(() => name.focus());
    await user.keyboard('{Enter}');
    const surname = screen.getByRole('button', { name: /^Text field surname/ });
    act(() => surname.focus());
    await user.keyboard('{Shift>} {/Shift}');
    await user.click(await screen.findByRole('button', { name: 'Fields and settings' }, SLOW));
    await waitFor(() => expect(spin('Y').getAttribute('aria-valuetext')).toBe('Mixed'), SLOW);
    expect(spin('Y').placeholder).toBe('Mixed');
    expect(spin('X').value).toBe('100');

    act(() => spin('X').focus());
    await user.keyboard('{ArrowUp}{ArrowUp}{Shift>}{ArrowDown}{/Shift}');
    expect(spin('X').value).toBe('101.9');
    await waitFor(() => {
      expect(saved).toContainEqual(expect.objectContaining({ uuid: 'a', x: 101.9 }));
      expect(saved).toContainEqual(expect.objectContaining({ uuid: 'b', x: 101.9 }));
    }, SLOW);
  });
});
