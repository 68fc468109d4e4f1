import { notifications } from '@mantine/notifications';
import { FIELD_TYPES, type FieldType, type PageGeometry } from '@quire/domain';
import { useEffect, useRef, type RefObject } from 'react';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { PLACE_FIELD_EVENT, type PlaceFieldDetail } from '../fields/use-palette-drag.ts';
import type { EditorStore } from '../state/editor-store.ts';
import { placeField } from '../state/place-field.ts';

type Where = {
  store: EditorStore;
  documentKey: string;
  pageIndex: number;
  page: PageGeometry;
  /** CSS pixels per view point of the drawn page. */
  scale: number;
  editable: boolean;
};

/** A point in CSS pixels from the layer's top-left corner. */
export const pointIn = (
  layer: HTMLElement,
  event: { clientX: number; clientY: number },
): { x: number; y: number } => {
  const box = layer.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
};

/**
 * Placing a new field on one page: `place(type, at)` for a click with a type armed, and a
 * listener for a palette type dropped on the layer (use-palette-drag.ts). A field that would
 * land on another is refused with §5's 'fields overlap, not adding'.
 */
export const usePagePlacing = (layerRef: RefObject<HTMLDivElement | null>, where: Where) => {
  const place = (type: FieldType, at: { x: number; y: number }) => {
    const { store, scale } = where;
    const placed = placeField({
      type,
      document_key: where.documentKey,
      page_index: where.pageIndex,
      page: where.page,
      at: { x: at.x / scale, y: at.y / scale },
      signatory_uuid: store.activeSigner,
      existing: store.allFields(),
      uuid: crypto.randomUUID(),
    });
    if ('refused' in placed) {
      notifications.show({
        color: NOTICE_COLORS.warning,
        message: i18n.t('editor.fields.overlap'),
      });
      return;
    }
    store.add([placed]);
  };

  const placeRef = useRef(place);
  useEffect(() => {
    placeRef.current = place;
  });
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer || !where.editable) return;
    const onPlace = (event: Event) => {
      const { type, clientX, clientY } = (event as CustomEvent<PlaceFieldDetail>).detail;
      if (FIELD_TYPES.includes(type)) placeRef.current(type, pointIn(layer, { clientX, clientY }));
    };
    layer.addEventListener(PLACE_FIELD_EVENT, onPlace);
    return () => layer.removeEventListener(PLACE_FIELD_EVENT, onPlace);
  }, [layerRef, where.editable]);

  return place;
};
