import { NARROW_FIELD_WIDTH, isChecked, type DataField } from '@quire/domain';
import { i18n } from '../../../i18n/i18n.ts';

/** What a field shows inside its box, given the room it has. */
export type FieldFace = { fontSize: number; icon: boolean; text: string | null };

const PADDING_PX = 12;
const ICON_GAP_PX = 4;
/** Rough width of a character of the bold label, as a share of the font size. */
const CHAR_WIDTH = 0.62;

const fits = (text: string, room: number, fontSize: number) =>
  text.length * fontSize * CHAR_WIDTH <= room;

/**
 * The label of a field on the page. Its font follows the page's zoom (9–13 px) and the box's
 * height, or is the field's own font size (`ownFontSize`, pixels at this zoom) kept inside the
 * box's height, as the sealed PDF shrinks what does not fit. §9: a field under 75 points wide shows its short text. Then whatever reads best in
 * the pixels there are: the icon with the full text, the text alone, the icon with the short
 * text, the short text, the icon alone, or nothing — never a clipped word.
 */
export const fieldFace = (input: {
  width: number;
  height: number;
  scale: number;
  full: string;
  short: string;
  withIcon: boolean;
  ownFontSize?: number | undefined;
}): FieldFace => {
  const { width, height, scale, ownFontSize } = input;
  const fontSize =
    ownFontSize === undefined
      ? Math.round(Math.max(9, Math.min(13, 11 * scale, height * 0.62)))
      : Math.max(1, Math.min(ownFontSize, height - 2));
  const icon = input.withIcon ? iconSize(fontSize) + ICON_GAP_PX : 0;
  const room = width - PADDING_PX;
  const texts = width / scale < NARROW_FIELD_WIDTH ? [input.short] : [input.full, input.short];
  if (height >= fontSize + 2) {
    for (const text of texts) {
      if (input.withIcon && fits(text, room - icon, fontSize))
        return { fontSize, icon: true, text };
      if (fits(text, room, fontSize)) return { fontSize, icon: false, text };
    }
  }
  return { fontSize, icon: input.withIcon && width >= 10 && height >= 10, text: null };
};

/** The icon beside a label of this font size. */
export const iconSize = (fontSize: number): number => Math.min(fontSize + 2, 15);

/**
 * What a field already holds, as its box shows it in the editor (null when empty): its text,
 * a tick for a ticked box, the name of an attached file. Everything the editor loads is visible,
 * so an owner sees every value a copy or a template carries before sending it.
 */
export const filledValue = (
  field: Pick<DataField, 'type' | 'data' | 'file_key' | 'filename'>,
): string | null => {
  if (field.type === 'check') return isChecked(field) ? '✓' : null;
  if (field.file_key) return field.filename ?? i18n.t('editor.fields.fileAttached');
  return field.data || null;
};
