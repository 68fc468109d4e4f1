import { DATA_FIELD_PROPERTY_DEFAULTS, type DataField } from '@quire/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders, createQueryClient } from '../../../../app/providers.tsx';

/** A panel of the editor's extras inside the app's providers (Mantine in test mode, a fresh query cache). */
export const renderExtras = (ui: ReactNode) => {
  const queryClient = createQueryClient();
  return {
    ...render(
      <AppProviders queryClient={queryClient} env="test">
        {ui}
      </AppProviders>,
    ),
    queryClient,
  };
};

let counter = 0;

/** A data field as get_data_fields answers it. */
export const aField = (patch: Partial<DataField> & Pick<DataField, 'type'>): DataField => {
  counter += 1;
  return {
    uuid: `field-${counter}`,
    document_key: 'child-1',
    page_index: 0,
    x: 10,
    y: 10 + counter * 40,
    width: 120,
    height: 30,
    data: null,
    file_key: null,
    filename: null,
    signatory_uuid: null,
    required: true,
    custom_id: `${patch.type}_${counter}`,
    description: null,
    removed: false,
    updated_by_user_name: null,
    date_updated: '2026-11-21T08:00:00.000Z',
    ...DATA_FIELD_PROPERTY_DEFAULTS,
    ...patch,
  };
};
