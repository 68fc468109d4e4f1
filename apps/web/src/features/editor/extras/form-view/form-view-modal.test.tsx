import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormViewEntry } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { aChild, aDocument } from '../../../documents/test-support/document-fixtures.ts';
import { aField, renderExtras } from '../test-support/render-extras.tsx';
import { FormViewModal } from './form-view-modal.tsx';

const pack = aDocument({ key: 'pack-1', child_documents: [aChild({ key: 'child-1' })] });
const lower = aField({ type: 'text', custom_id: 'surname', y: 400 });
const upper = aField({ type: 'text', custom_id: 'first_name', y: 100 });
const gone = 'deleted-field';

const serve = (formView: FormViewEntry[]) =>
  stubServer({
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: [lower, upper] },
    }),
    'GET /app/form_views/get_form_view/pack-1': () => ({
      body: { success: true, data: { form_view: formView } },
    }),
    'POST /app/form_views/update_form_view': () => ({ body: { success: true } }),
  });

const blocks = () =>
  within(screen.getByRole('list', { name: 'Form view blocks' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('form view setup', () => {
  it('starts from the fields in reading order, adds a heading and saves the whole view', async () => {
    const user = userEvent.setup();
    const server = serve([]);
    renderExtras(<FormViewModal pack={pack} opened onClose={() => {}} readOnly={false} />);
    await screen.findByRole('list', { name: 'Form view blocks' });
    expect(blocks()).toEqual(['Field first_name', 'Field surname']);

    await user.click(screen.getByRole('button', { name: 'Add text' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Heading 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Heading 2 text' }), 'About you');
    const preview = screen.getByRole('region', { name: 'Form preview' });
    expect(within(preview).getByRole('heading', { name: 'About you', level: 2 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save form view' }));
    await waitFor(() =>
      expect(requestsTo(server, 'POST /app/form_views/update_form_view')).toHaveLength(1),
    );
    const [saved] = requestsTo(server, 'POST /app/form_views/update_form_view');
    const body = saved?.body as { data: { entity_key: string; form_view: FormViewEntry[] } };
    expect(body.data.entity_key).toBe('pack-1');
    expect(body.data.form_view.map((entry) => [entry.type, entry.position])).toEqual([
      ['data_field', 0],
      ['data_field', 1],
      ['h2', 2],
    ]);
  });

  it('drops fields that no longer exist and offers the ones not shown yet', async () => {
    const user = userEvent.setup();
    serve([
      { type: 'data_field', uuid: gone, label: null, position: 0 },
      { type: 'data_field', uuid: lower.uuid, label: 'Family name', position: 1 },
    ]);
    renderExtras(<FormViewModal pack={pack} opened onClose={() => {}} readOnly={false} />);
    await screen.findByRole('list', { name: 'Form view blocks' });
    expect(blocks()).toEqual(['Field surname']);
    await user.click(screen.getByRole('button', { name: 'Add 1 missing field' }));
    expect(blocks()).toEqual(['Field surname', 'Field first_name']);
  });
});
