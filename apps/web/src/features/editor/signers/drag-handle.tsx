import { ActionIcon } from '@mantine/core';
import type { useDraggable } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

type Draggable = ReturnType<typeof useDraggable>;

/** The draggable row around a handle; none when the list cannot be reordered. */
export const DragHandleContext = createContext<Draggable | null>(null);

/** The grip that drags its row (mouse, touch, or the keyboard: space, arrows, space). */
export const DragHandle = ({ label }: { label: string }) => {
  const drag = useContext(DragHandleContext);
  const { t } = useTranslation();
  if (!drag) return null;
  const { attributes, listeners, setActivatorNodeRef } = drag;
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('editor.signers.reorder', { name: label })}
      style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={14} />
    </ActionIcon>
  );
};
