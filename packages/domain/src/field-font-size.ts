import { z } from 'zod';
import type { FieldType } from './editor-entities.ts';

/**
 * A field's font size (issue 18), in PDF points. Null, the default, is the automatic size every
 * field had before: the largest that fits the box, up to 12 pt. §9 fit-text's minimum of 4 pt is
 * the smallest size there is; 72 pt (an inch) is more than any form line needs.
 */
export const FIELD_FONT_SIZE = {
  min: 4,
  max: 72,
  /** The largest automatic size, however tall the box. */
  automaticMax: 12,
  /** Text sits this far inside its box, and a line is this many times its size high (§9 fit-text). */
  padding: 2,
  lineHeight: 1.2,
} as const;

/** The size a field without its own starts from: one line filling the box, 4 to 12 pt. */
export const automaticFontSize = (boxHeight: number): number => {
  const { min, automaticMax, padding, lineHeight } = FIELD_FONT_SIZE;
  return Math.max(min, Math.min(automaticMax, (boxHeight - 2 * padding) / lineHeight));
};

/** The types whose value is drawn as text on the page, the signing page and the final PDF. */
export const FONT_SIZE_FIELD_TYPES: ReadonlySet<FieldType> = new Set([
  'text',
  'date',
  'choice',
  'question',
  'link',
  'approve',
  'decline',
]);

export const hasFontSize = (type: FieldType): boolean => FONT_SIZE_FIELD_TYPES.has(type);

export const FONT_SIZE_MESSAGES = {
  outOfRange: `A font size is a number of points from ${FIELD_FONT_SIZE.min} to ${FIELD_FONT_SIZE.max}, or null for the automatic size.`,
  notTextField:
    'Only fields that show text (text, date, choice, question, link, approve, decline) have a font size.',
} as const;

/** font_size in a field patch: 4–72 points, or null for the automatic size. */
export const fontSizeSchema = z
  .number({ error: FONT_SIZE_MESSAGES.outOfRange })
  .finite({ error: FONT_SIZE_MESSAGES.outOfRange })
  .min(FIELD_FONT_SIZE.min, { error: FONT_SIZE_MESSAGES.outOfRange })
  .max(FIELD_FONT_SIZE.max, { error: FONT_SIZE_MESSAGES.outOfRange })
  .nullable();

/** Why a field (as a patch leaves it) may not keep its font size, or null when it may. */
export const fontSizeRefusal = (field: { type: FieldType; font_size: number | null }) =>
  field.font_size !== null && !hasFontSize(field.type) ? FONT_SIZE_MESSAGES.notTextField : null;

/**
 * A field's own font size on screen, in CSS pixels at `pixelsPerPoint`, or undefined when it has
 * none (the screen then sizes its text as it always has).
 */
export const ownFontPixels = (
  field: { type: FieldType; font_size?: number | null | undefined },
  pixelsPerPoint: number,
): number | undefined =>
  field.font_size != null && hasFontSize(field.type) ? field.font_size * pixelsPerPoint : undefined;
