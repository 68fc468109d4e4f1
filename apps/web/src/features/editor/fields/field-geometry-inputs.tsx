import { SimpleGrid } from '@mantine/core';
import {
  MIN_FIELD_SIZE,
  clampToPage,
  pageToView,
  sharedValue,
  viewPageSize,
  viewToPage,
  type DataField,
  type PageGeometry,
  type Rect,
} from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { SlidingNumberInput } from '../../../components/sliding-number-input.tsx';
import type { EditorContextValue } from '../editor-context.tsx';

type Axis = keyof Rect;

/** Changes within a second of each other (a drag, a held arrow key) make one undo step. */
const GEOMETRY_BATCH_MS = 1000;

type Placed = { field: DataField; page: PageGeometry; view: Rect; size: { w: number; h: number } };

/** The largest value `axis` can take on the page for this field, its other sides kept. */
const maxOf = ({ view, size }: Placed, axis: Axis): number =>
  ({
    x: size.w - view.width,
    y: size.h - view.height,
    width: size.w - view.x,
    height: size.h - view.y,
  })[axis];

/** The field with one side of its on-screen (rotated) rect set, kept inside its page. */
const withAxis = ({ page, view, size }: Placed, axis: Axis, value: number): Rect => {
  const next = { ...view, [axis]: value };
  if (axis === 'width') next.width = Math.min(Math.max(value, MIN_FIELD_SIZE), size.w - next.x);
  if (axis === 'height') next.height = Math.min(Math.max(value, MIN_FIELD_SIZE), size.h - next.y);
  return clampToPage(viewToPage(next, page), page);
};

/**
 * X, Y, width and height of the selected fields in points as the page shows them (top-left
 * origin, rotation applied), as sliding inputs. Several fields that differ show 'Mixed'; a value
 * set there applies to each, each kept inside its own page.
 */
export const FieldGeometryInputs = ({
  fields,
  editor,
}: {
  fields: DataField[];
  editor: EditorContextValue;
}) => {
  const { t } = useTranslation();
  const placed: Placed[] = fields.flatMap((field) => {
    const page = editor.pagesOf(field.document_key)[field.page_index];
    if (!page) return [];
    const size = viewPageSize(page);
    return [
      { field, page, view: pageToView(field, page), size: { w: size.width, h: size.height } },
    ];
  });
  if (placed.length === 0) return null;

  const set = (axis: Axis, value: number) =>
    editor.store.change(
      placed.map((p) => ({ uuid: p.field.uuid, patch: withAxis(p, axis, value) })),
      {
        batch: {
          key: `geometry:${axis}:${placed.map((p) => p.field.uuid).join(',')}`,
          windowMs: GEOMETRY_BATCH_MS,
        },
      },
    );

  const axes: Axis[] = ['x', 'y', 'width', 'height'];
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
      {axes.map((axis) => (
        <SlidingNumberInput
          key={axis}
          label={t(`editor.fields.axes.${axis}`)}
          unit="pt"
          value={sharedValue(placed.map((p) => p.view[axis]))}
          min={axis === 'x' || axis === 'y' ? 0 : MIN_FIELD_SIZE}
          max={Math.max(...placed.map((p) => maxOf(p, axis)))}
          disabled={!editor.editable || !editor.canMove}
          onChange={(value) => set(axis, value)}
          target={placed.map((p) => p.field.uuid).join(',')}
        />
      ))}
    </SimpleGrid>
  );
};
