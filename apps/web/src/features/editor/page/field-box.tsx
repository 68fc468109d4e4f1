import type { DataField } from '@quire/domain';
import { NARROW_FIELD_WIDTH, SMALL_CHECKBOX_SIZE } from '@quire/domain';
import { memo, type PointerEvent } from 'react';
import { FIELD_TYPE_META, fieldLabel } from '../fields/field-type-meta.ts';

type FieldBoxProps = {
  field: DataField;
  /** Where to draw it, in CSS pixels on the page (numbers, so that memo holds while dragging). */
  left: number;
  top: number;
  width: number;
  height: number;
  selected: boolean;
  colour: string;
  signerName: string | null;
  movable: boolean;
  onPointerDown: (event: PointerEvent, uuid: string) => void;
  onResizeStart: (event: PointerEvent, uuid: string) => void;
};

const tint = (hex: string, alpha: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

/** One field drawn over its page: the signer's colour, the type's icon and name, a resize grip. */
export const FieldBox = memo(
  ({
    field,
    left,
    top,
    width,
    height,
    selected,
    colour,
    signerName,
    movable,
    onPointerDown,
    onResizeStart,
  }: FieldBoxProps) => {
    const rect = { width, height };
    const meta = FIELD_TYPE_META[field.type];
    const Icon = meta.icon;
    const solid = field.type === 'block';
    const tiny = rect.width <= SMALL_CHECKBOX_SIZE * 1.5 || rect.height < 14;
    const narrow = rect.width < NARROW_FIELD_WIDTH;
    const text = field.custom_id ?? meta.label;
    return (
      <div
        role="button"
        tabIndex={-1}
        aria-label={fieldLabel(field.type, field.custom_id)}
        aria-pressed={selected}
        data-field-uuid={field.uuid}
        title={[meta.label, signerName, field.description].filter(Boolean).join(' · ')}
        onPointerDown={(event) => onPointerDown(event, field.uuid)}
        style={{
          position: 'absolute',
          left,
          top,
          width,
          height,
          boxSizing: 'border-box',
          border: `${selected ? 2 : 1}px solid ${colour}`,
          borderRadius: 3,
          background: solid
            ? colour
            : field.background_colour
              ? tint(field.background_colour, 0.55)
              : tint(colour, field.type === 'highlight' ? 0.45 : 0.12),
          boxShadow: selected ? `0 0 0 3px ${tint(colour, 0.25)}` : undefined,
          color: solid ? 'white' : colour,
          cursor: movable ? 'move' : 'pointer',
          touchAction: 'none',
          userSelect: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          padding: tiny ? 0 : '0 4px',
          justifyContent: tiny ? 'center' : 'flex-start',
          overflow: 'visible',
          fontSize: 11,
          fontWeight: 600,
          lineHeight: 1.25,
          zIndex: selected ? 2 : 1,
        }}
      >
        {field.type !== 'highlight' && (
          <Icon size={tiny ? Math.max(8, Math.min(rect.width, rect.height) - 4) : 13} stroke={2} />
        )}
        {!tiny && !narrow && (
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {field.data && field.type !== 'check' ? field.data : text}
          </span>
        )}
        {field.required && !tiny && (
          <span aria-hidden style={{ marginLeft: 'auto', color: '#c92a2a' }}>
            *
          </span>
        )}
        {selected && movable && (
          <span
            role="presentation"
            aria-label="Resize"
            data-resize-handle
            onPointerDown={(event) => {
              event.stopPropagation();
              onResizeStart(event, field.uuid);
            }}
            style={{
              position: 'absolute',
              right: -5,
              bottom: -5,
              width: 10,
              height: 10,
              background: 'white',
              border: `2px solid ${colour}`,
              borderRadius: 2,
              cursor: 'nwse-resize',
              touchAction: 'none',
            }}
          />
        )}
      </div>
    );
  },
);
FieldBox.displayName = 'FieldBox';
