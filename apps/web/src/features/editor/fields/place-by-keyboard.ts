import { notifications } from '@mantine/notifications';
import type { FieldType } from '@quire/domain';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type { EditorContextValue } from '../editor-context.tsx';
import { pixelsPerPoint } from '../geometry.ts';
import { placeInFreeSpot } from '../state/free-spot.ts';
import { visiblePage } from './visible-page.ts';

/**
 * A palette type activated from the keyboard: placed at once on the page the user sees, at the
 * first free spot from the top of its visible part, for the signer chosen in the palette (no
 * pointer, so no arming). Says 'fields overlap, not adding' when that page has no room left.
 */
export const placeByKeyboard = (editor: EditorContextValue, type: FieldType): boolean => {
  const { store, documentKey } = editor;
  const pages = editor.pagesOf(documentKey);
  const seen = visiblePage(documentKey);
  const pageIndex = seen && pages[seen.pageIndex] ? seen.pageIndex : 0;
  const page = pages[pageIndex];
  if (!page) return false;
  const scale = seen && seen.widthPx > 0 ? pixelsPerPoint(page, seen.widthPx) : 0;
  const placed = placeInFreeSpot({
    type,
    document_key: documentKey,
    page_index: pageIndex,
    page,
    signatory_uuid: store.activeSigner,
    existing: store.allFields(),
    uuid: crypto.randomUUID(),
    visibleTop: seen && scale > 0 ? seen.visibleTopPx / scale : 0,
  });
  if ('refused' in placed) {
    notifications.show({ color: NOTICE_COLORS.warning, message: i18n.t('editor.fields.overlap') });
    return false;
  }
  store.arm(null);
  store.add([placed]);
  return store.field(placed.uuid) !== undefined;
};
