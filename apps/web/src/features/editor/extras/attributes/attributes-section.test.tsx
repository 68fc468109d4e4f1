import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDefinedAttribute } from '@quire/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { aDocument } from '../../../documents/test-support/document-fixtures.ts';
import { renderExtras } from '../test-support/render-extras.tsx';
import { AttributesSection } from './attributes-section.tsx';

const pack = aDocument({ key: 'pack-1' });
const SAVE = 'POST /app/documents/pack-1/add_update_user_defined_attribute';

const anAttribute = (patch: Partial<UserDefinedAttribute>): UserDefinedAttribute => ({
  key: 'uda-1',
  id: 'Client_number',
  document_key: 'pack-1',
  related_entity_id: null,
  name: 'Client number',
  value: '42',
  required: false,
  custom_control: null,
  custom_control_properties: {},
  custom_control_value: null,
  is_template: false,
  control_level: 'document_pack',
  position: 0,
  date_created: '2026-11-21T08:00:00.000Z',
  date_updated: '2026-11-21T08:00:00.000Z',
  ...patch,
});

describe('custom fields', () => {
  let server: ReturnType<typeof stubServer>;
  beforeEach(() => {
    server = stubServer({
      'GET /app/documents/pack-1/user_defined_attributes': () => ({
        body: { success: true, user_defined_attributes: [anAttribute({})] },
      }),
      [SAVE]: (request) => {
        const { data } = request.body as { data: { key?: string } };
        return {
          body: {
            success: true,
            user_defined_attribute: { key: data.key ?? 'uda-2', id: 'Client_number_1' },
          },
        };
      },
    });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the id derived from the name (§5) and creates the field 1 s after typing stops', async () => {
    const user = userEvent.setup();
    renderExtras(<AttributesSection pack={pack} readOnly={false} canConfigureControls />);
    const existing = await screen.findByRole('listitem', { name: 'Client number' });
    expect(within(existing).getByLabelText('ID of Client number').textContent).toBe(
      'Client_number',
    );

    await user.click(screen.getByRole('button', { name: 'Add custom field' }));
    const row = screen.getByRole('listitem', { name: 'New custom field' });
    vi.useFakeTimers();
    fireEvent.change(within(row).getByLabelText('Name'), { target: { value: 'Client number' } });
    // Unique among the pack's ids: the numeric suffix of §5.
    expect(within(row).getByLabelText('ID of Client number').textContent).toBe('Client_number_1');
    fireEvent.change(within(row).getByLabelText('Value'), { target: { value: 'C-7' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(requestsTo(server, SAVE)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requestsTo(server, SAVE).map((request) => request.body)).toEqual([
      {
        data: {
          control_level: 'document_pack',
          name: 'Client number',
          required: false,
          value: 'C-7',
        },
      },
    ]);

    // Later changes update the field the server created instead of adding another.
    vi.useRealTimers();
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe('Saved'));
    vi.useFakeTimers();
    fireEvent.click(within(row).getByRole('switch', { name: 'Required' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(requestsTo(server, SAVE)[1]?.body).toEqual({
      data: { key: 'uda-2', name: 'Client number', required: true, value: 'C-7' },
    });
  });

  it('does not create a field without a name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderExtras(<AttributesSection pack={pack} readOnly={false} canConfigureControls />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add custom field' }));
    const row = screen.getByRole('listitem', { name: 'New custom field' });
    fireEvent.change(within(row).getByLabelText('Value'), { target: { value: 'orphan' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(requestsTo(server, SAVE)).toHaveLength(0);
  });
});
