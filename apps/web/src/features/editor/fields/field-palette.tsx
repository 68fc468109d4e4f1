import { Portal, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { FIELD_TYPES, type FieldType } from '@quire/domain';
import { useEditorSelector, type EditorContextValue } from '../editor-context.tsx';
import { FIELD_TYPE_META } from './field-type-meta.ts';
import { usePaletteDrag } from './use-palette-drag.ts';

/**
 * The 17 field types: click one to arm it and click on a page to place it, or drag it onto the
 * page. Clicking the armed type again disarms it (so does Escape).
 */
export const FieldPalette = ({ editor }: { editor: EditorContextValue }) => {
  const { store, editable, canMove } = editor;
  const armed = useEditorSelector(store, (s) => s.armedType);
  const enabled = editable && canMove;
  const colour = editor.colourOf({ type: 'text', signatory_uuid: store.activeSigner });
  const drag = usePaletteDrag(enabled);
  const GhostIcon = drag.ghost ? FIELD_TYPE_META[drag.ghost.type].icon : null;
  return (
    <>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6} role="group" aria-label="Field types">
        {FIELD_TYPES.map((type: FieldType) => {
          const { label, icon: Icon, hint } = FIELD_TYPE_META[type];
          const active = armed === type;
          return (
            <Tooltip key={type} label={hint} openDelay={500} withinPortal>
              <UnstyledButton
                aria-pressed={active}
                aria-label={`Add ${label} field`}
                disabled={!enabled}
                onPointerDown={(event) => drag.onPointerDown(event, type)}
                onClick={() => !drag.consumeClick() && store.arm(active ? null : type)}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '7px 10px',
                  borderRadius: 8,
                  border: `1px solid ${active ? colour : 'var(--mantine-color-gray-3)'}`,
                  background: active ? `${colour}14` : 'white',
                  boxShadow: active ? `0 0 0 2px ${colour}33` : '0 1px 1px rgba(15,23,42,0.04)',
                  cursor: enabled ? 'grab' : 'not-allowed',
                  touchAction: 'none',
                  opacity: enabled ? 1 : 0.5,
                  color: active ? colour : 'var(--mantine-color-gray-8)',
                }}
              >
                <Icon size={16} stroke={1.8} />
                <Text span size="sm" fw={500} truncate>
                  {label}
                </Text>
              </UnstyledButton>
            </Tooltip>
          );
        })}
      </SimpleGrid>
      {drag.ghost && GhostIcon && (
        <Portal>
          <div
            aria-hidden
            style={{
              position: 'fixed',
              left: drag.ghost.x,
              top: drag.ghost.y,
              transform: 'translate(-50%, -50%)',
              pointerEvents: 'none',
              zIndex: 400,
              display: 'flex',
              alignItems: 'center',
              gap: 6,
              padding: '6px 10px',
              borderRadius: 6,
              border: `1px solid ${colour}`,
              background: `${colour}22`,
              color: colour,
              fontSize: 13,
              fontWeight: 600,
            }}
          >
            <GhostIcon size={14} />
            {FIELD_TYPE_META[drag.ghost.type].label}
          </div>
        </Portal>
      )}
    </>
  );
};
