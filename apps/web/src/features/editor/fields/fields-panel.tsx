import { ActionIcon, Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconLayersSubtract, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PackDto } from '../../documents/documents-api.ts';
import { useEditorSelector, useOptionalEditor } from '../editor-context.tsx';
import { editorActions } from '../use-editor-shortcuts.ts';
import { FieldFontSizeInput } from './field-font-size-input.tsx';
import { FieldGeometryInputs } from './field-geometry-inputs.tsx';
import { FieldPalette } from './field-palette.tsx';
import { FieldProperties } from './field-properties.tsx';
import { FieldRepeatButton } from './field-repeat-button.tsx';
import { FieldSelectionSummary } from './field-selection-summary.tsx';
import { fieldTypeLabel } from './field-type-meta.ts';

/** The Fields tab: who new fields are for, the palette, and the selected fields' properties. */
export const FieldsPanel = ({ pack }: { pack: PackDto }) => {
  const editor = useOptionalEditor();
  const { t } = useTranslation();
  if (!editor) {
    return (
      <Text size="sm" c="dimmed">
        {t('editor.fields.notReady', { name: pack.document_name })}
      </Text>
    );
  }
  return <FieldsPanelBody editor={editor} />;
};

const FieldsPanelBody = ({
  editor,
}: {
  editor: NonNullable<ReturnType<typeof useOptionalEditor>>;
}) => {
  const { store } = editor;
  const { t } = useTranslation();
  useEditorSelector(store, (s) => s.version);
  const selected = store.selectedFields();
  const actions = editorActions(editor);
  const single = selected.length === 1 ? selected[0] : undefined;

  return (
    <Stack gap="md">
      {selected.length > 0 && (
        <Stack gap="sm" pb="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group justify="space-between" wrap="nowrap">
            {single ? (
              <Badge variant="light" size="lg" radius="sm" color="quire">
                {fieldTypeLabel(t, single.type)}
              </Badge>
            ) : (
              <Text fw={600} size="sm">
                {t('editor.fields.selected', { count: selected.length })}
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('editor.fields.copyTip')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('editor.fields.copy')}
                  onClick={actions.copy}
                >
                  <IconCopy size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('editor.fields.cloneTip')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('editor.fields.clone')}
                  disabled={!editor.canMove}
                  onClick={actions.clone}
                >
                  <IconLayersSubtract size={18} />
                </ActionIcon>
              </Tooltip>
              <FieldRepeatButton editor={editor} />
              <Tooltip label={t('editor.fields.deleteTip')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.fields.delete')}
                  disabled={!editor.canMove}
                  onClick={actions.remove}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <FieldGeometryInputs fields={selected} editor={editor} />
          <FieldFontSizeInput fields={selected} editor={editor} />
          {single ? (
            <FieldProperties key={single.uuid} field={single} editor={editor} />
          ) : (
            <FieldSelectionSummary fields={selected} editor={editor} />
          )}
        </Stack>
      )}
      <Select
        label={t('editor.fields.addFor')}
        data={editor.signers.map((s) => ({ value: s.value, label: s.label }))}
        value={store.activeSigner}
        allowDeselect={false}
        onChange={(value) => store.setActiveSigner(value)}
        leftSection={
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: 5,
              background: editor.colourOf({ type: 'text', signatory_uuid: store.activeSigner }),
            }}
          />
        }
        comboboxProps={{ withinPortal: true }}
      />
      <FieldPalette editor={editor} />
      <Text size="xs" c="dimmed">
        {t('editor.fields.paletteHelp')}
      </Text>
    </Stack>
  );
};
