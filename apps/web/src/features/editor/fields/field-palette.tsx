import { Portal, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { FieldType } from '@quire/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/session/use-permissions.ts';
import { useEditorSelector, type EditorContextValue } from '../editor-context.tsx';
import { ink } from '../page/field-ink.ts';
import classes from './field-palette.module.css';
import {
  FIELD_TYPE_META,
  PALETTE_SECTIONS,
  fieldTypeLabel,
  typesOffered,
} from './field-type-meta.ts';
import { placeByKeyboard } from './place-by-keyboard.ts';
import { usePaletteDrag } from './use-palette-drag.ts';

/**
 * The 17 field types: click one to arm it and click on a page to place it, or drag it onto the
 * page. Clicking the armed type again disarms it (so does Escape). From the keyboard (a click
 * with no pointer behind it: Enter, space, a screen reader's activation) the type is placed at
 * once at a free spot of the page in view.
 */
export const FieldPalette = ({ editor }: { editor: EditorContextValue }) => {
  const { store, editable, canMove } = editor;
  const { t } = useTranslation();
  const armed = useEditorSelector(store, (s) => s.armedType);
  const enabled = editable && canMove;
  const canHighlight = usePermission('document_permissions.can_setup_highlight_fields');
  const colour = editor.colourOf({ type: 'text', signatory_uuid: store.activeSigner });
  const drag = usePaletteDrag(enabled);
  // Each type in the colour its fields will have: the signer's, or block's and highlight's own.
  const typeStyle = (type: FieldType): CSSProperties => {
    const own = editor.colourOf({ type, signatory_uuid: store.activeSigner });
    return { '--signer': own, '--signer-ink': ink(own) } as CSSProperties;
  };
  const GhostIcon = drag.ghost ? FIELD_TYPE_META[drag.ghost.type].icon : null;
  return (
    <>
      <Stack gap="sm" role="group" aria-label={t('editor.fields.types')}>
        {PALETTE_SECTIONS.map((section) => (
          <Stack
            key={section.id}
            gap={6}
            role="group"
            aria-label={t(`editor.fields.sections.${section.id}`)}
          >
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
              {t(`editor.fields.sections.${section.id}`)}
            </Text>
            <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
              {typesOffered(section.types, canHighlight).map((type) => {
                const { icon: Icon } = FIELD_TYPE_META[type];
                const label = fieldTypeLabel(t, type);
                const hint = t(`fieldTypes.${type}.hint`);
                const active = armed === type;
                return (
                  <Tooltip key={type} label={hint} openDelay={500} withinPortal>
                    <UnstyledButton
                      aria-pressed={active}
                      aria-label={t('editor.fields.add', { type: label })}
                      disabled={!enabled}
                      onPointerDown={(event) => drag.onPointerDown(event, type)}
                      onClick={(event) => {
                        if (drag.consumeClick()) return;
                        if (event.detail === 0) placeByKeyboard(editor, type);
                        else store.arm(active ? null : type);
                      }}
                      className={classes.type}
                      style={typeStyle(type)}
                    >
                      <Icon className={classes.icon} size={16} stroke={1.8} aria-hidden />
                      <Text span size="sm" fw={500} truncate>
                        {label}
                      </Text>
                    </UnstyledButton>
                  </Tooltip>
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
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
            {fieldTypeLabel(t, drag.ghost.type)}
          </div>
        </Portal>
      )}
    </>
  );
};
