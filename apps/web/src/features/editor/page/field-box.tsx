import { formatFieldDate, ownFontPixels, type DataField, type DateFormat } from '@quire/domain';
import { memo, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlagOf, useUnflagOnChange } from '../blocking/blocking-flags.ts';
import { FIELD_TYPE_META, fieldLabel, fieldTypeLabel } from '../fields/field-type-meta.ts';
import classes from './field-box.module.css';
import { fieldFace, filledValue, iconSize } from './field-face.ts';
import { ink, tint, wash } from './field-ink.ts';

type FieldBoxProps = {
  field: DataField;
  /** Where to draw it, in CSS pixels on the page (numbers, so that memo holds while dragging). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** CSS pixels per point on this page: §9's narrow width is in points. */
  scale: number;
  selected: boolean;
  colour: string;
  signerName: string | null;
  /** The pack's: a date's yyyy-mm-dd shows as signers and the PDF will read it. */
  dateFormat: DateFormat;
  movable: boolean;
  onPointerDown: (event: PointerEvent, uuid: string) => void;
  onResizeStart: (event: PointerEvent, uuid: string) => void;
};

const fillOf = (field: DataField, colour: string): string => {
  if (field.type === 'block') return colour;
  if (field.background_colour) return tint(field.background_colour, 0.55);
  // A highlight shows the passage it marks; other fields cover the page's text under them.
  return field.type === 'highlight' ? tint(colour, 0.45) : wash(colour, 0.14, 0.9);
};

/**
 * One field drawn over its page in its signer's colour: the type's icon and name as room allows
 * (field-face.ts), a dot when required, and the resize grip while selected. A tab stop; the page
 * layer handles its keys.
 */
export const FieldBox = memo(
  ({
    field,
    left,
    top,
    width,
    height,
    scale,
    selected,
    colour,
    signerName,
    dateFormat,
    movable,
    onPointerDown,
    onResizeStart,
  }: FieldBoxProps) => {
    const meta = FIELD_TYPE_META[field.type];
    const { t } = useTranslation();
    // A §5 blocking check names this field: outlined, and its message read with its name.
    const flag = useFlagOf(field.uuid);
    useUnflagOnChange(field.uuid, flag, field);
    const Icon = meta.icon;
    const solid = field.type === 'block';
    const name = field.custom_id ?? fieldTypeLabel(t, field.type);
    const value = filledValue(field);
    const filled = value && field.type === 'date' ? formatFieldDate(value, dateFormat) : value;
    const face = fieldFace({
      width,
      height,
      scale,
      full: filled ?? name,
      short: filled ?? t(`fieldTypes.${field.type}.short`),
      withIcon: field.type !== 'highlight',
      ownFontSize: ownFontPixels(field, scale),
    });
    // A highlight's name would hide the passage it marks: it shows only while selected.
    const text = field.type === 'highlight' && !selected ? null : face.text;
    const style = {
      left,
      top,
      width,
      height,
      fontSize: face.fontSize,
      cursor: movable ? 'move' : 'pointer',
      '--field-colour': colour,
      '--field-fill': fillOf(field, colour),
      '--field-ink': solid ? '#ffffff' : ink(colour),
    } as CSSProperties;
    return (
      <div
        role="button"
        tabIndex={0}
        className={classes.field}
        aria-label={fieldLabel(t, field, signerName)}
        aria-pressed={selected}
        data-field-uuid={field.uuid}
        data-selected={selected || undefined}
        data-flagged={flag ? true : undefined}
        aria-invalid={flag ? true : undefined}
        aria-description={flag ?? undefined}
        data-tiny={face.text === null || undefined}
        title={[name, signerName, field.description, flag].filter(Boolean).join(' · ')}
        onPointerDown={(event) => onPointerDown(event, field.uuid)}
        style={style}
      >
        {face.icon && (
          <Icon
            className={classes.icon}
            size={text ? iconSize(face.fontSize) : Math.max(8, Math.min(width, height) - 4)}
            stroke={2}
            aria-hidden
          />
        )}
        {text && <span className={classes.label}>{text}</span>}
        {field.required && width >= 20 && height >= 12 && (
          <span aria-hidden className={classes.required} />
        )}
        {selected && movable && (
          <span
            aria-hidden
            data-resize-handle
            className={classes.grip}
            onPointerDown={(event) => {
              event.stopPropagation();
              onResizeStart(event, field.uuid);
            }}
          />
        )}
      </div>
    );
  },
);
FieldBox.displayName = 'FieldBox';
