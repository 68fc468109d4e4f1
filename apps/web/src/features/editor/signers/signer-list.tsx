import { Box, Paper, Stack, Text } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import type { SignatoryDrop } from '@quire/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropFor, hintFor, pointerY, type DropHint, type DropRow } from './drop-target.ts';
import { DragHandleContext } from './drag-handle.tsx';

export type ListRow = DropRow & {
  label: string;
  render: () => ReactNode;
};

type SignerListProps = {
  rows: ListRow[];
  draggable: boolean;
  onDrop: (draggedUuid: string, drop: SignatoryDrop) => void;
};

// Under the pointer first; the keyboard (no pointer) takes the nearest row.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

type DragLike = Pick<DragMoveEvent, 'activatorEvent' | 'delta' | 'active' | 'over'>;

const dropOf = (rows: readonly DropRow[], event: DragLike): SignatoryDrop | null => {
  const y = pointerY(event);
  if (!event.over || y === null) return null;
  const { top, height } = event.over.rect;
  return dropFor(rows, String(event.over.id), height > 0 ? (y - top) / height : 0.5);
};

const Row = ({
  row,
  draggable,
  hint,
}: {
  row: ListRow;
  draggable: boolean;
  hint: DropHint | null;
}) => {
  const drag = useDraggable({ id: row.uuid, disabled: !draggable });
  const drop = useDroppable({ id: row.uuid });
  const into = hint?.kind === 'into_group' && hint.uuid === row.uuid;
  const line = hint?.kind === 'line' && hint.uuid === row.uuid ? hint.edge : null;
  return (
    <Box
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      pos="relative"
      data-row={row.uuid}
      ml={row.group ? 22 : 0}
      data-drop-into={into || undefined}
      style={{
        opacity: drag.isDragging ? 0.4 : 1,
        borderRadius: 'var(--mantine-radius-md)',
        borderLeft: row.group ? '2px solid var(--mantine-color-gray-3)' : undefined,
        background: into ? 'var(--mantine-color-quire-0)' : undefined,
        outline: into ? '2px dashed var(--mantine-color-quire-4)' : undefined,
      }}
    >
      {line && (
        <Box
          aria-hidden
          pos="absolute"
          left={0}
          right={0}
          h={2}
          bg="quire.6"
          style={{ [line]: -1, borderRadius: 1 }}
        />
      )}
      <DragHandleContext.Provider value={draggable ? drag : null}>
        {row.render()}
      </DragHandleContext.Provider>
    </Box>
  );
};

/**
 * Signers and groups in one list, reordered by dragging their handles (or with the keyboard):
 * a signer dropped on a group's middle band joins it, anywhere else it goes before or after the
 * row it was dropped on (§4, `dropSignatory`).
 */
export const SignerList = ({ rows, draggable, onDrop }: SignerListProps) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const [dragged, setDragged] = useState<string | null>(null);
  const { t } = useTranslation();
  const [hint, setHint] = useState<DropHint | null>(null);
  const draggedRow = rows.find((r) => r.uuid === dragged);

  const onDragMove = (event: DragMoveEvent) =>
    setHint(hintFor(rows, String(event.active.id), dropOf(rows, event)));
  const onDragEnd = (event: DragEndEvent) => {
    const drop = dropOf(rows, event);
    setDragged(null);
    setHint(null);
    if (drop) onDrop(String(event.active.id), drop);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={(event) => setDragged(String(event.active.id))}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        setHint(null);
      }}
    >
      <Stack gap={2} role="list" aria-label={t('editor.signers.title')}>
        {rows.map((row) => (
          <div role="listitem" key={row.uuid}>
            <Row row={row} draggable={draggable} hint={hint} />
          </div>
        ))}
      </Stack>
      <DragOverlay dropAnimation={null}>
        {draggedRow && (
          <Paper shadow="md" radius="md" px="sm" py={8} withBorder>
            <Text size="sm" fw={600}>
              {draggedRow.label}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
};
