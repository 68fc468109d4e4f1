import {
  META_DATA_MESSAGES,
  newDataField,
  signerFieldRole,
  type DataField,
  type MetaDataSource,
} from '@quire/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { stubServer, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices } from '../../../test/render-app.tsx';
import type { SigningFieldActions } from '../signing-field-actions.ts';
import type { SigningField } from '../use-signing-state.ts';
import { MetaDataChoice } from './meta-data-choice.tsx';
import { MetaDataFieldsContext } from './meta-data-fields-context.ts';

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const entry = (id: string, name: string, type_id: string) => ({
  id,
  name,
  type_id,
  primary_id: null,
  secondary_id: null,
});
const PROVINCES = [entry('gp', 'Gauteng', 'prov'), entry('wc', 'Western Cape', 'prov')];
const CITIES: Record<string, ReturnType<typeof entry>[]> = {
  gp: [entry('jhb', 'Johannesburg', 'city'), entry('pta', 'Pretoria', 'city')],
  wc: [],
};

/** The §7 query as the server answers it, for a two-level set. */
const metaData = (request: FakeRequest) => {
  const q = (request.body as { query_json: Record<string, unknown> }).query_json;
  const selected = q.current_selected_id as string | null | undefined;
  let list: ReturnType<typeof entry>[];
  if (q.meta_data_type_id === 'prov')
    list = q.being_updated_by_child
      ? PROVINCES.filter((p) => CITIES[p.id]!.some((c) => c.id === selected))
      : PROVINCES.filter((p) => !q.filter_by_name || p.name.includes(q.filter_by_name as string));
  else list = selected ? CITIES[selected]! : Object.values(CITIES).flat();
  return { body: { success: true, meta_data: list, message: null } };
};

const choiceField = (uuid: string, description: string, source: MetaDataSource): SigningField => {
  const f: DataField = {
    ...newDataField({ uuid, document_key: 'c1', type: 'choice', page_index: 0 }),
    signatory_uuid: 'me',
    description,
    meta_data_source: source,
  };
  return { ...f, role: signerFieldRole(f, 'me', false), blob_url: null };
};

const FIELDS = [
  choiceField('p', 'Province', { set_id: 's', type_id: 'prov', parent_field_uuid: null }),
  choiceField('c', 'City', { set_id: 's', type_id: 'city', parent_field_uuid: 'p' }),
];

/** Two controls over the signer's state, as the signing workspace holds it. */
const Harness = () => {
  const [fields, setFields] = useState(FIELDS);
  const actions = useMemo<SigningFieldActions>(
    () => ({
      edit: (uuid, change) =>
        setFields((all) => all.map((f) => (f.uuid === uuid ? { ...f, ...change } : f))),
      toggle: vi.fn(),
      sign: vi.fn(),
      attach: vi.fn(),
      approve: vi.fn(),
      decline: vi.fn(),
      focus: vi.fn(),
    }),
    [],
  );
  const byUuid = useMemo(() => new Map(fields.map((f) => [f.uuid, f])), [fields]);
  return (
    <MetaDataFieldsContext.Provider value={byUuid}>
      {fields.map((f) => (
        <MetaDataChoice
          key={f.uuid}
          field={f}
          source={f.meta_data_source!}
          packKey="pack-1"
          actions={actions}
          attributes={{ 'aria-label': f.description }}
        />
      ))}
    </MetaDataFieldsContext.Provider>
  );
};

const show = () =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Harness />
    </AppProviders>,
  );

const optionsOf = (name: string) =>
  Array.from(
    (screen.getByRole('combobox', { name }) as HTMLSelectElement).options,
    (o) => o.textContent,
  );

describe('a metadata control while signing', () => {
  it('offers the cities of the chosen province and follows a change of province', async () => {
    stubServer({ 'POST /app/meta_data': metaData });
    show();
    const user = userEvent.setup();
    await waitFor(() =>
      expect(optionsOf('Province')).toEqual(['Choose…', 'Gauteng', 'Western Cape']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Gauteng');
    await waitFor(() => expect(optionsOf('City')).toEqual(['Choose…', 'Johannesburg', 'Pretoria']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Pretoria');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', 'Pretoria');

    // A province with nothing under it: the city is dropped and the §8 message offered.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Western Cape');
    await waitFor(() => expect(optionsOf('City')).toContain(META_DATA_MESSAGES.noDataForSelection));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Clear selections');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Province' })).toHaveProperty('value', ''),
    );
  });

  it('fills an empty province from a city picked first (being_updated_by_child)', async () => {
    stubServer({ 'POST /app/meta_data': metaData });
    show();
    const user = userEvent.setup();
    await waitFor(() => expect(optionsOf('City')).toEqual(['Choose…', 'Johannesburg', 'Pretoria']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Johannesburg');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Province' })).toHaveProperty('value', 'Gauteng'),
    );
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', 'Johannesburg');
  });

  it('says so when the values cannot be read', async () => {
    stubServer({
      'POST /app/meta_data': () => ({ status: 500, body: { success: false, message: 'Down' } }),
    });
    show();
    await waitFor(() => expect(optionsOf('Province')[0]).toBe(META_DATA_MESSAGES.fetchFailed), {
      timeout: 5_000,
    });
  });
});
