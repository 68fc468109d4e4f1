import { ActionIcon, Badge, Group, Paper, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FORM_VIEW_ENTRY_LABELS, type DataField, type FormViewEntry } from '@quire/domain';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
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
  const name =
    entry.type === 'data_field'
      ? field
        ? fieldName(field)
        : 'Missing field'
      : FORM_VIEW_ENTRY_LABELS[entry.type];
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      role="listitem"
      aria-label={
        entry.type === 'data_field' ? `Field ${name}` : `${name}: ${entry.data || 'empty'}`
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
          aria-label={`Move ${name}`}
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
          {entry.type === 'data_field' ? (field?.type ?? 'field') : entry.type}
        </Badge>
        {entry.type === 'data_field' ? (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`Label for ${name}`}
            placeholder={field ? `${name} (${fieldDetail(field)})` : name}
            value={entry.label ?? ''}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...entry, label: event.currentTarget.value || null })}
          />
        ) : entry.type === 'p' ? (
          <Textarea
            size="xs"
            style={{ flex: 1 }}
            aria-label={`${name} text`}
            autosize
            minRows={1}
            placeholder="Paragraph text"
            value={entry.data}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...entry, data: event.currentTarget.value })}
          />
        ) : (
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`${name} text`}
            placeholder="Heading"
            value={entry.data}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...entry, data: event.currentTarget.value })}
          />
        )}
        {!readOnly && (
          <Tooltip label="Remove from the form">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${name}`}
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
