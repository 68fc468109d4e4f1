import { Select, Stack, Switch } from '@mantine/core';
import type { DataField } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import type { EditorContextValue } from '../editor-context.tsx';
import { signerOptions } from './signer-options.ts';

/** What several selected fields share: their signer and whether they are required. */
export const FieldSelectionSummary = ({
  fields,
  editor,
}: {
  fields: DataField[];
  editor: EditorContextValue;
}) => {
  const { t } = useTranslation();
  const signers = new Set(fields.map((f) => f.signatory_uuid ?? ''));
  const required = fields.every((f) => f.required);
  const setAll = (patch: Partial<Pick<DataField, 'signatory_uuid' | 'required'>>) =>
    editor.store.change(fields.map((f) => ({ uuid: f.uuid, patch })));
  return (
    <Stack gap="sm">
      <Select
        label={t('editor.fields.signer')}
        placeholder={t('editor.fields.mixed')}
        data={signerOptions(t, editor)}
        value={signers.size === 1 ? [...signers][0]! : null}
        disabled={!editor.editable || !editor.canMove}
        onChange={(value) =>
          value !== null && setAll({ signatory_uuid: value === '' ? null : value })
        }
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label={t('editor.fields.required')}
        checked={required}
        disabled={!editor.editable}
        onChange={(e) => setAll({ required: e.currentTarget.checked })}
      />
    </Stack>
  );
};
