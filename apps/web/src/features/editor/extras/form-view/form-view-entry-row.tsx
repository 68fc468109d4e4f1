import { ActionIcon, Badge, Group, Paper, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DataField, FormViewEntry } from '@quire/domain';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldTypeLabel } from '../../fields/field-type-meta.ts';
import { fieldDetail, fieldName } from '../field-label.ts';

type FormViewEntryRowProps = {
  entry: FormViewEntry;
  field: DataField | undefined;
  onChange: (next: FormViewEntry) => void;
  onRemove: () => void;
  readOnly: boolean;
};

/** One sortable block of the form view: a field (with an optional label) or a heading/paragraph. */
export const FormViewEntryRow = ({
  entry,
  field,
  onChange,
  onRemove,
  readOnly,
}: FormViewEntryRowProps) => {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: entry.uuid,
    disabled: readOnly,
  });
  const { t } = useTranslation();
  const name =
    entry.type === 'data_field'
      ? field
        ? fieldName(t, field)
        : t('editor.formView.missing')
      : t(`editor.formView.blocks.${entry.type}`);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      role="listitem"
      aria-label={
        entry.type === 'data_field'
          ? t('editor.formView.fieldEntry', { name })
          : t('editor.formView.textEntry', {
              name,
              text: entry.data || t('editor.formView.empty'),
            })
      }
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('editor.formView.move', { name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          mt={2}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Badge
          size="xs"
          variant="light"
          color={entry.type === 'data_field' ? 'quire' : 'gray'}
          mt={7}
          style={{ flexShrink: 0 }}
        >
          {entry.type === 'data_field'
            ? field
              ? fieldTypeLabel(t, field.type)
              : t('editor.rules.field')
            : entry.type}
        </Badge>
        {entry.type === 'data_field' ? (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('editor.formView.labelFor', { name })}
            placeholder={field ? `${name} (${fieldDetail(t, field)})` : name}
            value={entry.label ?? ''}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...entry, label: event.currentTarget.value || null })}
          />
        ) : entry.type === 'p' ? (
          <Textarea
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('editor.formView.textOf', { name })}
            autosize
            minRows={1}
            placeholder={t('editor.formView.paragraphText')}
            value={entry.data}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...entry, data: event.currentTarget.value })}
          />
        ) : (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('editor.formView.textOf', { name })}
            placeholder={t('editor.formView.heading')}
            value={entry.data}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...entry, data: event.currentTarget.value })}
          />
        )}
        {!readOnly && (
          <Tooltip label={t('editor.formView.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('editor.formView.removeNamed', { name })}
              onClick={onRemove}
              mt={2}
            >
              <IconTrash size={15} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
};
