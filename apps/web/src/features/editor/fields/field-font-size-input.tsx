import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  FIELD_FONT_SIZE,
  MIXED_VALUE_LABEL,
  automaticFontSize,
  hasFontSize,
  sharedValue,
  type DataField,
} from '@quire/domain';
import { IconTextSize } from '@tabler/icons-react';
import { SlidingNumberInput } from '../../../components/sliding-number-input.tsx';
import type { EditorContextValue } from '../editor-context.tsx';

/** Changes within a second of each other (a drag, a held arrow key) make one undo step. */
const FONT_SIZE_BATCH_MS = 1000;

export const AUTOMATIC_SIZE_LABEL = 'Auto';

/**
 * The font size of the selected fields that show text, in points, as a sliding input: 'Auto'
 * while they have none (the size that fills the box, up to 12 pt, as before font sizes), 'Mixed'
 * when they differ; a value set applies to each. The button beside it puts the automatic size
 * back. Fields without text (signatures, checkboxes) are left out; with none selected it is not
 * shown.
 */
export const FieldFontSizeInput = ({
  fields,
  editor,
}: {
  fields: DataField[];
  editor: EditorContextValue;
}) => {
  const texts = fields.filter((f) => hasFontSize(f.type));
  if (texts.length === 0) return null;
  const sizes = texts.map((f) => f.font_size);
  const allAutomatic = sizes.every((s) => s === null);
  const value = sizes.some((s) => s === null) ? null : sharedValue(sizes as number[]);
  const uuids = texts.map((f) => f.uuid).join(',');
  const set = (font_size: number | null) =>
    editor.store.change(
      texts.map((f) => ({ uuid: f.uuid, patch: { font_size } })),
      { batch: { key: `font_size:${uuids}`, windowMs: FONT_SIZE_BATCH_MS } },
    );
  const disabled = !editor.editable;
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <div style={{ flex: 1 }}>
        <SlidingNumberInput
          label="Font size"
          unit="pt"
          value={value}
          emptyLabel={allAutomatic ? AUTOMATIC_SIZE_LABEL : MIXED_VALUE_LABEL}
          start={automaticFontSize(Math.min(...texts.map((f) => f.height)))}
          min={FIELD_FONT_SIZE.min}
          max={FIELD_FONT_SIZE.max}
          disabled={disabled}
          onChange={set}
          target={uuids}
        />
      </div>
      <Tooltip label="Automatic size: fill the field's height, up to 12 pt">
        <ActionIcon
          variant="default"
          size="lg"
          mb={1}
          aria-label="Use the automatic font size"
          disabled={disabled || allAutomatic}
          onClick={() => set(null)}
        >
          <IconTextSize size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};
