import { dateFormatOf, moveInView } from '@quire/domain';
import { memo, useCallback, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorSelector } from '../editor-context.tsx';
import { pixelsPerPoint, resized, toScreen } from '../geometry.ts';
import { clickSelection, dragSelectRect, rectSelection } from '../state/field-selection.ts';
import { readingOrder } from '../state/reading-order.ts';
import { FieldBox } from './field-box.tsx';
import { useFieldKeyboard } from './use-field-keyboard.ts';
import { pointIn as pointInLayer, usePagePlacing } from './use-page-placing.ts';

type Gesture =
  | { kind: 'move'; startX: number; startY: number; dx: number; dy: number }
  | { kind: 'resize'; uuid: string; startX: number; startY: number; dx: number; dy: number }
  | {
      kind: 'select';
      start: { x: number; y: number };
      end: { x: number; y: number };
      additive: boolean;
    };

type PageFieldLayerProps = {
  documentKey: string;
  pageIndex: number;
  width: number;
  height: number;
};

/**
 * The fields of one mounted page, in reading order, and what the mouse does there: place an
 * armed or dropped type, move and resize (pointer events, clamped in the page), click,
 * shift-click and drag-select. A gesture previews in this layer only and is written to the store
 * on release. The keyboard's part is use-field-keyboard.ts.
 */
export const PageFieldLayer = memo(
  ({ documentKey, pageIndex, width, height }: PageFieldLayerProps) => {
    const editor = useEditor();
    const { t } = useTranslation();
    const { store, canMove, editable } = editor;
    const fields = useEditorSelector(store, (s) => s.fieldsOnPage(documentKey, pageIndex));
    const selection = useEditorSelector(store, (s) => s.selection);
    const armed = useEditorSelector(store, (s) => s.armedType);
    const page = editor.pagesOf(documentKey)[pageIndex] ?? editor.pagesOf(documentKey)[0]!;
    const scale = pixelsPerPoint(page, width);
    const layerRef = useRef<HTMLDivElement>(null);
    const gestureRef = useRef<Gesture | null>(null);
    const [gesture, setGesture] = useState<Gesture | null>(null);
    const ordered = useMemo(() => readingOrder(fields, page), [fields, page]);
    const onKeyDown = useFieldKeyboard(store, layerRef, `${documentKey}:${pageIndex}`, ordered);

    const update = (next: Gesture | null) => {
      gestureRef.current = next;
      setGesture(next);
    };

    const pointIn = (event: { clientX: number; clientY: number }) =>
      pointInLayer(layerRef.current!, event);
    const place = usePagePlacing(layerRef, {
      store,
      documentKey,
      pageIndex,
      page,
      scale,
      editable,
    });

    const onFieldPointerDown = useCallback(
      (event: PointerEvent, uuid: string) => {
        // While a type is armed, a click on a field tries to place there (and is refused).
        if (event.button !== 0 || store.armedType) return;
        event.stopPropagation();
        const wasSelected = store.selection.includes(uuid);
        if (event.shiftKey || !wasSelected) {
          store.select(clickSelection(store.selection, uuid, event.shiftKey));
        }
        if (event.shiftKey || !canMove || !editable) return;
        layerRef.current?.setPointerCapture(event.pointerId);
        update({ kind: 'move', startX: event.clientX, startY: event.clientY, dx: 0, dy: 0 });
      },
      [store, canMove, editable],
    );

    const onResizeStart = useCallback((event: PointerEvent, uuid: string) => {
      if (event.button !== 0) return;
      layerRef.current?.setPointerCapture(event.pointerId);
      update({ kind: 'resize', uuid, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0 });
    }, []);

    const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0 || !layerRef.current) return;
      const at = pointIn(event);
      if (armed && editable) {
        place(armed, at);
        if (!event.shiftKey) store.arm(null);
        return;
      }
      if (event.target !== layerRef.current) return;
      layerRef.current.setPointerCapture(event.pointerId);
      update({ kind: 'select', start: at, end: at, additive: event.shiftKey });
    };

    const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
      const current = gestureRef.current;
      if (!current) return;
      if (current.kind === 'select') update({ ...current, end: pointIn(event) });
      else
        update({
          ...current,
          dx: event.clientX - current.startX,
          dy: event.clientY - current.startY,
        });
    };

    const onPointerUp = () => {
      const done = gestureRef.current;
      update(null);
      if (!done) return;
      if (done.kind === 'select') {
        const rect = dragSelectRect(done.start, done.end);
        if (!rect) {
          if (!done.additive) store.select([]);
          return;
        }
        const onPage = fields.map((f) => ({ uuid: f.uuid, rect: toScreen(f, page, scale) }));
        store.select(rectSelection(store.selection, rect, onPage, done.additive));
        return;
      }
      if (done.dx === 0 && done.dy === 0) return;
      if (done.kind === 'move') {
        const patches = store.selectedFields().map((f) => {
          const pageOf = editor.pagesOf(f.document_key)[f.page_index] ?? page;
          return { uuid: f.uuid, patch: moveInView(f, done.dx / scale, done.dy / scale, pageOf) };
        });
        store.change(patches);
      } else {
        const field = store.field(done.uuid);
        if (field) store.change([{ uuid: field.uuid, patch: resized(field, done, page, scale) }]);
      }
    };

    const selectedSet = new Set(selection);
    const signerName = (uuid: string | null) =>
      editor.signers.find((s) => s.value === uuid)?.label ?? null;
    const marquee = gesture?.kind === 'select' ? dragSelectRect(gesture.start, gesture.end) : null;

    return (
      <div
        ref={layerRef}
        data-page-layer={`${documentKey}:${pageIndex}`}
        role="group"
        aria-label={t('editor.fields.onPage', { page: pageIndex + 1 })}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => update(null)}
        style={{
          position: 'absolute',
          inset: 0,
          width,
          height,
          cursor: armed && editable ? 'crosshair' : 'default',
          outline: 'none',
          touchAction: armed ? 'none' : 'pan-y',
        }}
      >
        {ordered.map((field) => {
          const selected = selectedSet.has(field.uuid);
          let rect = toScreen(field, page, scale);
          if (selected && gesture?.kind === 'move')
            rect = toScreen(
              moveInView(field, gesture.dx / scale, gesture.dy / scale, page),
              page,
              scale,
            );
          if (gesture?.kind === 'resize' && gesture.uuid === field.uuid)
            rect = toScreen({ ...field, ...resized(field, gesture, page, scale) }, page, scale);
          return (
            <FieldBox
              key={field.uuid}
              field={field}
              left={rect.x}
              top={rect.y}
              width={rect.width}
              height={rect.height}
              scale={scale}
              selected={selected}
              colour={editor.colourOf(field)}
              signerName={signerName(field.signatory_uuid)}
              dateFormat={dateFormatOf(editor.pack.date_format)}
              movable={canMove && editable}
              onPointerDown={onFieldPointerDown}
              onResizeStart={onResizeStart}
            />
          );
        })}
        {marquee && (
          <div
            aria-hidden
            style={{
              position: 'absolute',
              left: marquee.x,
              top: marquee.y,
              width: marquee.width,
              height: marquee.height,
              border: '1px dashed var(--mantine-color-quire-6, #1D4898)',
              background: 'rgba(29, 72, 152, 0.08)',
              pointerEvents: 'none',
            }}
          />
        )}
      </div>
    );
  },
);
PageFieldLayer.displayName = 'PageFieldLayer';
