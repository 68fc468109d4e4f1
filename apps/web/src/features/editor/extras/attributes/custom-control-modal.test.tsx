import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDefinedAttribute } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { aChild, aDocument } from '../../../documents/test-support/document-fixtures.ts';
import { pickOption } from '../test-support/pick-option.ts';
import { renderExtras } from '../test-support/render-extras.tsx';
import { CustomControlModal } from './custom-control-modal.tsx';

const pack = aDocument({
  key: 'pack-1',
  child_documents: [aChild({ key: 'child-1', document_name: 'Lease' })],
});
const attribute: UserDefinedAttribute = {
  key: 'uda-1',
  id: 'Plan',
  document_key: 'pack-1',
  related_entity_id: null,
  name: 'Plan',
  value: 'Gold',
  required: true,
  custom_control: null,
  custom_control_properties: {},
  custom_control_value: null,
  is_template: false,
  control_level: 'document_pack',
  position: 0,
  date_created: '2026-11-21T08:00:00.000Z',
  date_updated: '2026-11-21T08:00:00.000Z',
};
const SAVE = 'POST /app/documents/pack-1/add_update_user_defined_attribute';

describe('custom controls modal', () => {
  it('makes a custom field a dropdown of a child document, keeping its value and its own message', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'GET /app/documents/pack-1/get_data_fields': () => ({
        body: { success: true, data_fields: [] },
      }),
      [SAVE]: () => ({
        body: { success: true, user_defined_attribute: { key: 'uda-1', id: 'Plan' } },
      }),
    });
    let saved = false;
    renderExtras(
      <CustomControlModal
        pack={pack}
        attribute={attribute}
        onClose={() => {}}
        onSaved={() => (saved = true)}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Custom control: Plan' });
    await pickOption(user, 'Shown as', 'Dropdown', dialog);
    await pickOption(user, 'Control level', 'Document', dialog);
    const save = screen.getByRole('button', { name: 'Save control' }) as HTMLButtonElement;
    // A document-level control needs its document, a dropdown its choices.
    expect(save.disabled).toBe(true);
    await pickOption(user, 'Which document', 'Lease', dialog);
    await user.type(
      screen.getAllByLabelText('Choices').find((e) => e.tagName === 'INPUT')!,
      'Gold{Enter}Silver{Enter}',
    );
    await user.type(screen.getByLabelText('Message when left empty'), 'Pick a plan first');
    await user.click(save);

    await waitFor(() => expect(saved).toBe(true));
    expect(requestsTo(server, SAVE)[0]?.body).toEqual({
      data: {
        key: 'uda-1',
        custom_control_value: 'Gold',
        custom_control: 'dropdown',
        control_level: 'child_document',
        related_entity_id: 'child-1',
        custom_control_properties: {
          options: ['Gold', 'Silver'],
          incomplete_message: 'Pick a plan first',
        },
      },
    });
  });
});
