import { notifications } from '@mantine/notifications';
import {
  ARROW_BATCH_MS,
  ARROW_STEP,
  ARROW_STEP_SHIFT,
  canPaste,
  cloneFields,
  moveInView,
  pasteFields,
} from '@quire/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { NOTICE_COLORS } from '../../app/notices.ts';
import type { EditorContextValue } from './editor-context.tsx';
import { readFieldClipboard, writeFieldClipboard } from './state/field-clipboard.ts';

const say = (message: string, color: keyof typeof NOTICE_COLORS = 'info') =>
  notifications.show({ color: NOTICE_COLORS[color], message, autoClose: 3000 });

/** Focus is somewhere the keys belong to the user's typing (§5: no pasting there either). */
export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The editor's actions, shared by the keyboard and the toolbar buttons. */
export const editorActions = (editor: EditorContextValue) => {
  const { store, pack, documentKey } = editor;
  return {
    copy: () => {
      const fields = store.selectedFields();
      if (fields.length === 0) return;
      writeFieldClipboard({ pack_key: pack.key, document_key: documentKey, fields });
      say(i18n.t('editor.copied', { count: fields.length }), 'success');
    },
    paste: (typing = false) => {
      const clipboard = readFieldClipboard();
      if (!clipboard || clipboard.fields.length === 0) return;
      const gate = {
        typing,
        status: pack.status,
        is_multi_edit: false,
        data_fields_locked: !editor.canMove,
      };
      if (!canPaste(gate)) return;
      const { fields } = pasteFields(clipboard, {
        pack_key: pack.key,
        document_key: documentKey,
        pages: editor.pagesOf(documentKey),
        existing: store.allFields(),
        signatory_uuids: new Set(editor.signers.map((s) => s.value)),
      });
      store.add(fields);
      if (store.field(fields[0]?.uuid ?? ''))
        say(i18n.t('editor.pasted', { count: fields.length }), 'success');
    },
    clone: () => {
      const selected = store.selectedFields();
      if (selected.length === 0) return;
      store.add(
        cloneFields(selected, {
          pack_key: pack.key,
          pagesOf: editor.pagesOf,
          existing: store.allFields(),
        }),
      );
    },
    remove: () => store.remove(store.selection),
    undo: () => store.undo(),
    redo: () => store.redo(),
    clearHistory: () => say(i18n.t('editor.undoCleared', { count: store.clearHistory() })),
  };
};

/** §9 keyboard shortcuts of the field editor, on the window while the editor is open. */
export const useEditorShortcuts = (editor: EditorContextValue) => {
  const latest = useRef(editor);
  useLayoutEffect(() => {
    latest.current = editor;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const current = latest.current;
      const { store } = current;
      const actions = editorActions(current);
      const typing = isTyping(event.target);
      const ctrl = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();

      if (event.shiftKey && event.altKey && event.key === 'F11') {
        event.preventDefault();
        actions.clearHistory();
        return;
      }
      if (ctrl && event.key === ']') {
        event.preventDefault();
        current.toggleMinimap();
        return;
      }
      if (event.key === 'Escape') {
        store.select([]);
        store.arm(null);
        return;
      }
      if (typing) return;
      if (ctrl && key === 'z' && !event.shiftKey) {
        event.preventDefault();
        actions.undo();
      } else if (ctrl && (key === 'y' || (key === 'z' && event.shiftKey))) {
        event.preventDefault();
        actions.redo();
      } else if (ctrl && key === 'd') {
        event.preventDefault();
        actions.clone();
      } else if (ctrl && key === 'c' && store.selection.length > 0) {
        event.preventDefault();
        actions.copy();
      } else if (ctrl && key === 'v') {
        event.preventDefault();
        actions.paste(typing);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && !ctrl) {
        if (store.selection.length === 0) return;
        event.preventDefault();
        actions.remove();
      } else if (ARROWS[event.key] && store.selection.length > 0 && !ctrl) {
        event.preventDefault();
        if (!current.canMove) return;
        const [sx, sy] = ARROWS[event.key]!;
        const step = event.shiftKey ? ARROW_STEP_SHIFT : ARROW_STEP;
        const patches = store.selectedFields().map((f) => {
          const page = current.pagesOf(f.document_key)[f.page_index];
          return { uuid: f.uuid, patch: page ? moveInView(f, sx * step, sy * step, page) : {} };
        });
        store.change(patches, {
          batch: { key: `arrows:${store.selection.join(',')}`, windowMs: ARROW_BATCH_MS },
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};
