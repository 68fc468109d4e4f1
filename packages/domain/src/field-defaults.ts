import type { FieldType } from './editor-entities.ts';

/**
 * §9 "Field default sizes come from named constants (values not shown)". Quire's sizes, in PDF
 * points (the unit geometry is stored in), chosen to fit their content at a 10–12 pt font.
 */
export const FIELD_DEFAULT_SIZES: Record<FieldType, { width: number; height: number }> = {
  signature: { width: 150, height: 50 },
  initial: { width: 60, height: 40 },
  text: { width: 150, height: 20 },
  date: { width: 100, height: 20 },
  check: { width: 15, height: 15 },
  choice: { width: 150, height: 20 },
  file: { width: 150, height: 40 },
  image: { width: 120, height: 80 },
  link: { width: 150, height: 20 },
  note: { width: 150, height: 60 },
  question: { width: 150, height: 20 },
  approve: { width: 100, height: 30 },
  decline: { width: 100, height: 30 },
  block: { width: 150, height: 40 },
  highlight: { width: 150, height: 20 },
  signer_setup: { width: 150, height: 30 },
  blank: { width: 100, height: 20 },
};

/** §4: a field of these types is not required by default; every other type is. */
const NOT_REQUIRED_BY_DEFAULT: ReadonlySet<FieldType> = new Set([
  'text',
  'check',
  'block',
  'highlight',
  'decline',
]);

export const defaultRequired = (type: FieldType): boolean => !NOT_REQUIRED_BY_DEFAULT.has(type);

/** §4 button texts that changing a field's type resets to. */
export const DEFAULT_BUTTON_TEXT: Partial<Record<FieldType, string>> = {
  approve: 'Approve',
  decline: 'Decline',
};

/** Undo/redo depth. The spec says 10 in one place and 15 in another: see docs/adr/0009-undo-depth.md. */
export const UNDO_DEPTH = 15;

/** §9 geometry and timing constants of the field editor. */
export const CLONE_OFFSET = 25;
export const ARROW_STEP = 1;
export const ARROW_STEP_SHIFT = 10;
export const ARROW_BATCH_MS = 250;
export const DRAG_SELECT_MIN_PX = 8;
export const PLACE_OVERLAP_TOLERANCE = 8;
export const CUSTOM_ID_WARNING_MS = 5000;
export const NARROW_FIELD_WIDTH = 75;
export const SMALL_CHECKBOX_SIZE = 15;
export const FIELD_CHANGE_DEBOUNCE_MS = 1000;
/** Smallest a field may be resized to, in points. */
export const MIN_FIELD_SIZE = 5;
