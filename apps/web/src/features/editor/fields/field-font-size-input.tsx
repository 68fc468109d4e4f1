import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  FIELD_FONT_SIZE,
  automaticFontSize,
  hasFontSize,
  sharedValue,
  type DataField,
} from '@quire/domain';
import { IconTextSize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SlidingNumberInput } from '../../../components/sliding-number-input.tsx';
import type { EditorContextValue } from '../editor-context.tsx';

/** Changes within a second of each other (a drag, a held arrow key) make one undo step. */
const FONT_SIZE_BATCH_MS = 1000;

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
  const { t } = useTranslation();
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
          label={t('editor.fields.fontSize.label')}
          unit={t('editor.fields.fontSize.unit')}
          value={value}
          emptyLabel={allAutomatic ? t('editor.fields.fontSize.auto') : undefined}
          start={automaticFontSize(Math.min(...texts.map((f) => f.height)))}
          min={FIELD_FONT_SIZE.min}
          max={FIELD_FONT_SIZE.max}
          disabled={disabled}
          onChange={set}
          target={uuids}
        />
      </div>
      <Tooltip label={t('editor.fields.fontSize.autoTip')}>
        <ActionIcon
          variant="default"
          size="lg"
          mb={1}
          aria-label={t('editor.fields.fontSize.useAuto')}
          disabled={disabled || allAutomatic}
          onClick={() => set(null)}
        >
          <IconTextSize size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};
