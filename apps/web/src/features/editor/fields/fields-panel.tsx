import { ActionIcon, Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconLayersSubtract, IconTrash } from '@tabler/icons-react';
import type { PackDto } from '../../documents/documents-api.ts';
import { useEditorSelector, useOptionalEditor } from '../editor-context.tsx';
import { editorActions } from '../use-editor-shortcuts.ts';
import { FieldFontSizeInput } from './field-font-size-input.tsx';
import { FieldGeometryInputs } from './field-geometry-inputs.tsx';
import { FieldPalette } from './field-palette.tsx';
import { FieldProperties } from './field-properties.tsx';
import { FieldRepeatButton } from './field-repeat-button.tsx';
import { FieldSelectionSummary } from './field-selection-summary.tsx';
import { FIELD_TYPE_META } from './field-type-meta.ts';

/** The Fields tab: who new fields are for, the palette, and the selected fields' properties. */
export const FieldsPanel = ({ pack }: { pack: PackDto }) => {
  const editor = useOptionalEditor();
  if (!editor) {
    return (
      <Text size="sm" c="dimmed">
        The fields of {pack.document_name} appear here once its pages are ready.
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
                {FIELD_TYPE_META[single.type].label}
              </Badge>
            ) : (
              <Text fw={600} size="sm">
                {selected.length} fields selected
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Copy (ctrl c)">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Copy fields"
                  onClick={actions.copy}
                >
                  <IconCopy size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Clone (ctrl d)">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Clone fields"
                  disabled={!editor.canMove}
                  onClick={actions.clone}
                >
                  <IconLayersSubtract size={18} />
                </ActionIcon>
              </Tooltip>
              <FieldRepeatButton editor={editor} />
              <Tooltip label="Delete (del)">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Delete fields"
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
        label="Add fields for"
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
        Click a type, then click on the page, or drag it onto the page. With the keyboard, Enter
        places it on the page in view.
      </Text>
    </Stack>
  );
};
