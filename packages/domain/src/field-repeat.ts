import type { DataField } from './data-field.ts';
import { copyField, takenCustomIds } from './field-copy.ts';
import {
  repeatSkippedNoPageMessage,
  repeatSkippedOverlapMessage,
  FIELD_MESSAGES,
} from './field-messages.ts';
import { rectsOverlap, repositionOnPage, type PageGeometry } from './page-geometry.ts';

export type RepeatDocument = {
  document_key: string;
  document_name: string;
  pages: readonly PageGeometry[];
};

export type RepeatResult = { fields: DataField[]; warnings: string[] };

type Placement = { document_key: string; page_index: number; pages: readonly PageGeometry[] };

/** §5 "Field repeat is offered for more than one child document." */
export const canRepeatAcrossDocuments = (childCount: number): boolean => childCount > 1;

const place = (
  fields: readonly DataField[],
  placements: readonly Placement[],
  existing: readonly DataField[],
  newUuid: () => string,
): { fields: DataField[]; overlapping: number; repositioned: number } => {
  const taken = takenCustomIds(existing);
  const occupied = existing.filter((f) => !f.removed);
  const out: DataField[] = [];
  let overlapping = 0;
  let repositioned = 0;
  for (const field of fields) {
    for (const p of placements) {
      if (p.document_key === field.document_key && p.page_index === field.page_index) continue;
      const { rect, moved } = repositionOnPage(field, p.pages[p.page_index]!);
      const clash = occupied.some(
        (o) =>
          o.document_key === p.document_key &&
          o.page_index === p.page_index &&
          rectsOverlap(o, rect),
      );
      if (clash) {
        overlapping++;
        continue;
      }
      if (moved) repositioned++;
      const copy = copyField(
        field,
        { ...rect, document_key: p.document_key, page_index: p.page_index },
        taken,
        newUuid,
      );
      occupied.push(copy);
      out.push(copy);
    }
  }
  return { fields: out, overlapping, repositioned };
};

const warningsFor = (overlapping: number, repositioned: number): string[] => [
  ...(overlapping > 0 ? [repeatSkippedOverlapMessage(overlapping)] : []),
  ...(repositioned > 0 ? [FIELD_MESSAGES.fieldsRepositioned] : []),
];

/**
 * §5 repeat on every other page of the field's document. Copies that would overlap a field are
 * skipped with a warning; copies off a smaller page are repositioned with a warning.
 */
export const repeatFieldsAcrossPages = (
  fields: readonly DataField[],
  document: Pick<RepeatDocument, 'document_key' | 'pages'>,
  existing: readonly DataField[],
  newUuid: () => string = () => crypto.randomUUID(),
): RepeatResult => {
  const placements = fields.length
    ? document.pages.map((_, page_index) => ({
        document_key: document.document_key,
        page_index,
        pages: document.pages,
      }))
    : [];
  const own = fields.filter((f) => f.document_key === document.document_key);
  const r = place(own, placements, existing, newUuid);
  return { fields: r.fields, warnings: warningsFor(r.overlapping, r.repositioned) };
};

/**
 * §5 repeat on the same page of every other document of the pack. Documents without that page
 * are skipped with a warning, as are copies that would overlap.
 */
export const repeatFieldsAcrossDocuments = (
  fields: readonly DataField[],
  documents: readonly RepeatDocument[],
  existing: readonly DataField[],
  newUuid: () => string = () => crypto.randomUUID(),
): RepeatResult => {
  const out: DataField[] = [];
  const missing = new Set<string>();
  let overlapping = 0;
  let repositioned = 0;
  for (const field of fields) {
    const placements: Placement[] = [];
    for (const d of documents) {
      if (d.document_key === field.document_key) continue;
      if (field.page_index >= d.pages.length) missing.add(d.document_name);
      else
        placements.push({
          document_key: d.document_key,
          page_index: field.page_index,
          pages: d.pages,
        });
    }
    const r = place([field], placements, [...existing, ...out], newUuid);
    out.push(...r.fields);
    overlapping += r.overlapping;
    repositioned += r.repositioned;
  }
  return {
    fields: out,
    warnings: [
      ...(missing.size > 0 ? [repeatSkippedNoPageMessage([...missing])] : []),
      ...warningsFor(overlapping, repositioned),
    ],
  };
};
