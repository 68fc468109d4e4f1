import { Stack, Text } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { DataField, FormViewEntry } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { FormViewEntryRow } from './form-view-entry-row.tsx';

type FormViewEditorProps = {
  entries: FormViewEntry[];
  fields: ReadonlyMap<string, DataField>;
  onChange: (entries: FormViewEntry[]) => void;
  readOnly: boolean;
};

/** The form view's blocks, sortable by mouse, touch or keyboard (space, arrows, space). */
export const FormViewEditor = ({ entries, fields, onChange, readOnly }: FormViewEditorProps) => {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((entry) => entry.uuid);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange(arrayMove(entries, from, to));
  };
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('editor.formView.nothing')}
      </Text>
    );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6} role="list" aria-label={t('editor.formView.blocksLabel')}>
          {entries.map((entry) => (
            <FormViewEntryRow
              key={entry.uuid}
              entry={entry}
              field={fields.get(entry.uuid)}
              onChange={(next) => onChange(entries.map((e) => (e.uuid === next.uuid ? next : e)))}
              onRemove={() => onChange(entries.filter((e) => e.uuid !== entry.uuid))}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
};
