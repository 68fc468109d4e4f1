import { newDataField, type DataField } from '@quire/domain';
import { act, screen } from '@testing-library/react';
import { api } from '../../../../app/api-client.ts';
import { aLogin } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { aChild, aPack } from '../../../documents/test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../../../documents/test-support/documents-server.ts';

// jsdom has no scrolling (the page virtualiser scrolls the window) nor pointer capture.
window.scrollTo = () => {};
Element.prototype.setPointerCapture = () => {};
// The selected field's properties have an autosizing textarea, which listens to font loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

export const SLOW = { timeout: 5000 };

/** A text field of child 'c1' at (x, y) named `custom_id`. */
export const placed = (
  uuid: string,
  x: number,
  y: number,
  custom_id: string,
  over: Partial<DataField> = {},
): DataField => ({
  ...newDataField({ uuid, document_key: 'c1', type: 'text', page_index: 0 }),
  x,
  y,
  custom_id,
  ...over,
});

/**
 * The editor on pack-1 with these fields (by default 'name' and 'surname', text fields), every
 * add_update_data_field patch collected in `saved`.
 */
export const openFieldEditor = (
  fields: DataField[] = [placed('a', 100, 100, 'name'), placed('b', 100, 400, 'surname')],
) => {
  const saved: Record<string, unknown>[] = [];
  api.startSession(aLogin());
  stubDocumentsServer({
    'GET /app/documents/pack-1': () => ({
      body: { success: true, document: aPack([aChild({ key: 'c1', document_name: 'Contract' })]) },
    }),
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: fields },
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

/** Selects the fields whose buttons are named by these patterns (shift+space adds), and opens the panel. */
export const selectFields = async (
  user: ReturnType<typeof openFieldEditor>['user'],
  ...names: RegExp[]
) => {
  for (const [i, name] of names.entries()) {
    const box = await screen.findByRole('button', { name }, SLOW);
    act(() => box.focus());
    await user.keyboard(i === 0 ? '{Enter}' : '{Shift>} {/Shift}');
  }
  await user.click(await screen.findByRole('button', { name: 'Fields and settings' }, SLOW));
};

export const spin = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
