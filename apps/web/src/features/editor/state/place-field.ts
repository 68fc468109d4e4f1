import {
  FIELD_MESSAGES,
  PLACE_OVERLAP_TOLERANCE,
  clampToPage,
  newDataField,
  nextCheckboxGroup,
  nextCustomIdFor,
  rectsOverlap,
  takenCheckboxGroups,
  takenCustomIds,
  viewToPage,
  viewPageSize,
  type DataField,
  type FieldType,
  type PageGeometry,
} from '@quire/domain';

export type PlaceRequest = {
  type: FieldType;
  document_key: string;
  page_index: number;
  page: PageGeometry;
  /** Where the user clicked or dropped, in view points; the field is centred on it. */
  at: { x: number; y: number };
  signatory_uuid: string | null;
  existing: readonly DataField[];
  uuid: string;
};

/**
 * A new field of the type at the point, clamped inside the page, or the §5 refusal when it
 * would overlap a field of that page by more than the §9 click-to-place tolerance. A checkbox
 * gets a checkbox group of its own.
 */
export const placeField = (request: PlaceRequest): DataField | { refused: string } => {
  const base = newDataField({
    uuid: request.uuid,
    document_key: request.document_key,
    type: request.type,
    page_index: request.page_index,
  });
  // The default size is in view orientation: a signature box reads left to right on a turned page.
  const view = viewPageSize(request.page);
  const width = Math.min(base.width, view.width);
  const height = Math.min(base.height, view.height);
  const x = Math.min(Math.max(request.at.x - width / 2, 0), view.width - width);
  const y = Math.min(Math.max(request.at.y - height / 2, 0), view.height - height);
  const rect = clampToPage(viewToPage({ x, y, width, height }, request.page), request.page);
  const clash = request.existing.some(
    (f) =>
      !f.removed &&
      f.document_key === request.document_key &&
      f.page_index === request.page_index &&
      rectsOverlap(f, rect, PLACE_OVERLAP_TOLERANCE),
  );
  if (clash) return { refused: FIELD_MESSAGES.fieldsOverlap };
  const signer =
    base.type === 'block' || base.type === 'highlight' || base.type === 'link'
      ? base.signatory_uuid
      : request.signatory_uuid;
  return {
    ...base,
    ...rect,
    signatory_uuid: signer,
    custom_id: nextCustomIdFor(request.type, takenCustomIds(request.existing)),
    // A checkbox stands alone in a group of its own; sharing a group links boxes (ADR 0018).
    checkbox_group:
      base.type === 'check' ? nextCheckboxGroup(takenCheckboxGroups(request.existing)) : null,
  };
};
