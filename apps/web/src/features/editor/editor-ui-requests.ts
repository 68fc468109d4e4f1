import { useSyncExternalStore } from 'react';

/** What the §2 tab dropdown (or a refused request, for signers) can ask the setup editor to show. */
export type EditorUiTarget = 'field_rules' | 'form_view' | 'custom_controls' | 'signers';

/** One ask, for the editor of one pack; a new ask replaces one not yet taken up. */
export type EditorUiRequest = { packKey: string; target: EditorUiTarget };

/** The sidebar tab (editor-panels.tsx values) each target lives in. */
export const EDITOR_UI_TAB: Record<EditorUiTarget, string> = {
  field_rules: 'rules',
  form_view: 'more',
  custom_controls: 'more',
  signers: 'signers',
};

let pending: EditorUiRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Asks the editor of `packKey` to show `target`. The editor lives beside the pack's tabs, not
 * under them, so the ask waits here until the part of the editor that shows it takes it up.
 */
export const requestEditorUi = (packKey: string, target: EditorUiTarget): void => {
  pending = { packKey, target };
  emit();
};

/** Marks `request` as done (a newer one is left alone). */
export const takeEditorUiRequest = (request: EditorUiRequest): void => {
  if (pending !== request) return;
  pending = null;
  emit();
};

/** The ask waiting for the editor of `packKey`, if any. */
export const useEditorUiRequest = (packKey: string): EditorUiRequest | null =>
  useSyncExternalStore(subscribe, () => (pending?.packKey === packKey ? pending : null));
