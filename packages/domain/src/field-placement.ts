import type { DataField } from './data-field.ts';
import { PLACE_OVERLAP_TOLERANCE } from './field-defaults.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { clampToPage, rectsOverlap, type PageGeometry, type Rect } from './page-geometry.ts';

type Placed = Pick<DataField, 'document_key' | 'page_index' | 'removed'> & Rect;

/** The live fields of one page that a rect overlaps by more than `tolerance` points. */
export const overlappingFields = <F extends Placed>(
  rect: Rect,
  where: Pick<DataField, 'document_key' | 'page_index'>,
  fields: readonly F[],
  tolerance = PLACE_OVERLAP_TOLERANCE,
): F[] =>
  fields.filter(
    (f) =>
      !f.removed &&
      f.document_key === where.document_key &&
      f.page_index === where.page_index &&
      rectsOverlap(f, rect, tolerance),
  );

/**
 * §5 placing a new field (palette click or drop): clamped into the page, and refused with
 * 'fields overlap, not adding' when it would overlap another field (§9 tolerance 8).
 */
export const placeNewField = <F extends Placed>(
  field: F,
  fields: readonly Placed[],
  page: PageGeometry,
): { ok: true; field: F } | { ok: false; message: string } => {
  const placed = { ...field, ...clampToPage(field, page) };
  return overlappingFields(placed, placed, fields).length > 0
    ? { ok: false, message: FIELD_MESSAGES.fieldsOverlap }
    : { ok: true, field: placed };
};
