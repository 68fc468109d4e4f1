import { ColorInput, Divider, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { FIELD_TYPES, type DataField, type DataFieldPatch, type FieldType } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/session/use-permissions.ts';
import { AutocompleteTextarea } from '../../../components/autocomplete-textarea.tsx';
import type { EditorContextValue } from '../editor-context.tsx';
import { usePackFieldEntries } from '../use-pack-field-entries.ts';
import { CustomIdInput } from './custom-id-input.tsx';
import { fieldTypeLabel, typesOffered } from './field-type-meta.ts';
import { MetaDataSourceSetting } from './meta-data-source-setting.tsx';
import { signerOptions } from './signer-options.ts';

/** Typing in a text property makes one undo step per second of typing. */
const TYPING_BATCH_MS = 1000;

/** The §3/§4 properties of one selected field, each saved as it changes. */
export const FieldProperties = ({
  field,
  editor,
}: {
  field: DataField;
  editor: EditorContextValue;
}) => {
  const { store, canMove, editable } = editor;
  const { t } = useTranslation();
  const canHighlight = usePermission('document_permissions.can_setup_highlight_fields');
  const fieldEntries = usePackFieldEntries(editor.pack.key, true);
  const canConfigureControls = usePermission('document_permissions.can_configure_custom_controls');
  const set = (patch: DataFieldPatch, typing?: keyof DataField) =>
    store.change(
      [{ uuid: field.uuid, patch }],
      typing ? { batch: { key: `${field.uuid}:${typing}`, windowMs: TYPING_BATCH_MS } } : {},
    );

  const unassignable = field.type === 'block' || field.type === 'highlight';
  const disabled = !editable;
  return (
    <Stack gap="sm">
      <Select
        label={t('editor.fields.type')}
        data={typesOffered(FIELD_TYPES, canHighlight, field.type).map((type: FieldType) => ({
          value: type,
          label: fieldTypeLabel(t, type),
        }))}
        value={field.type}
        allowDeselect={false}
        disabled={disabled || !canMove}
        onChange={(value) => value && set({ type: value as FieldType })}
        comboboxProps={{ withinPortal: true }}
      />
      {!unassignable && (
        <Select
          label={t('editor.fields.signer')}
          data={signerOptions(t, editor)}
          value={field.signatory_uuid ?? ''}
          allowDeselect={false}
          disabled={disabled || !canMove}
          onChange={(value) => set({ signatory_uuid: value === '' ? null : value })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Switch
        label={t('editor.fields.required')}
        checked={field.required}
        disabled={disabled}
        onChange={(e) => set({ required: e.currentTarget.checked })}
      />
      {field.type === 'date' && (
        <Switch
          label={t('editor.fields.autoDate')}
          checked={field.auto_assign_date}
          disabled={disabled || field.signatory_uuid === 'self'}
          onChange={(e) => set({ auto_assign_date: e.currentTarget.checked })}
        />
      )}
      <CustomIdInput
        key={field.custom_id ?? ''}
        value={field.custom_id}
        disabled={disabled}
        onCommit={(custom_id) => set({ custom_id })}
      />
      <AutocompleteTextarea
        label={t('editor.fields.description')}
        autosize
        minRows={2}
        value={field.description ?? ''}
        disabled={disabled}
        onChange={(description) => set({ description: description || null }, 'description')}
        entries={fieldEntries}
      />
      {field.type === 'choice' && canConfigureControls && (
        <MetaDataSourceSetting
          field={field}
          allFields={store.allFields()}
          disabled={disabled}
          onChange={(patch) => set(patch)}
        />
      )}
      {field.type === 'choice' && !field.meta_data_source && (
        <TagsInput
          label={t('editor.fields.options')}
          placeholder={t('editor.fields.optionsPlaceholder')}
          value={field.choice_options}
          disabled={disabled}
          onChange={(options) =>
            set({ choice_options: options, options_as_csv: options.join(',') })
          }
        />
      )}
      {field.type === 'check' && (
        <>
          <TextInput
            label={t('editor.fields.checkboxGroup')}
            value={field.checkbox_group ?? ''}
            disabled={disabled}
            onChange={(e) =>
              set({ checkbox_group: e.currentTarget.value || null }, 'checkbox_group')
            }
          />
          <Switch
            label={t('editor.fields.exclusive')}
            checked={field.is_mutually_exclusive}
            disabled={disabled || !field.checkbox_group}
            onChange={(e) => set({ is_mutually_exclusive: e.currentTarget.checked })}
          />
        </>
      )}
      {field.type === 'link' && (
        // A link is the sender's own ('self', §4) and required: its address is its data.
        <TextInput
          label={t('editor.fields.linkAddress')}
          placeholder={t('editor.fields.linkPlaceholder')}
          value={field.data ?? ''}
          disabled={disabled}
          onChange={(e) => set({ data: e.currentTarget.value || null }, 'data')}
        />
      )}
      {(field.type === 'approve' || field.type === 'decline') && (
        <TextInput
          label={t('editor.fields.buttonText')}
          value={field.approve_decline_button_text ?? ''}
          disabled={disabled}
          onChange={(e) =>
            set(
              { approve_decline_button_text: e.currentTarget.value || null },
              'approve_decline_button_text',
            )
          }
        />
      )}
      {field.type === 'signer_setup' && (
        <TextInput
          label={t('editor.fields.roleToSetUp')}
          value={field.signer_role_to_setup ?? ''}
          disabled={disabled}
          onChange={(e) =>
            set({ signer_role_to_setup: e.currentTarget.value || null }, 'signer_role_to_setup')
          }
        />
      )}
      {field.type === 'question' && (
        <Switch
          label={t('editor.fields.continueIfAnswered')}
          checked={field.continue_if_signer_question}
          disabled={disabled}
          onChange={(e) => set({ continue_if_signer_question: e.currentTarget.checked })}
        />
      )}
      <Divider label={t('editor.fields.appearance')} labelPosition="left" />
      <ColorInput
        label={t('editor.fields.background')}
        placeholder={t('editor.fields.none')}
        format="hex"
        value={field.background_colour ?? ''}
        disabled={disabled}
        onChangeEnd={(value) =>
          set({ background_colour: /^#[0-9a-f]{6}$/i.test(value) ? value : null })
        }
        popoverProps={{ withinPortal: true }}
      />
      <Switch
        label={t('editor.fields.visibleInFinal')}
        checked={field.is_visible_in_final_document}
        disabled={disabled}
        onChange={(e) => set({ is_visible_in_final_document: e.currentTarget.checked })}
      />
      <TextInput
        label={t('editor.fields.fieldGroup')}
        description={t('editor.fields.fieldGroupHint')}
        value={field.field_group ?? ''}
        disabled={disabled}
        onChange={(e) => set({ field_group: e.currentTarget.value || null }, 'field_group')}
      />
    </Stack>
  );
};
