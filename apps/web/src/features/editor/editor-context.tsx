import type { DataField, PageGeometry } from '@quire/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PackDto } from '../documents/documents-api.ts';
import type { EditorStore } from './state/editor-store.ts';

export type SignerOption = { value: string; label: string; colour: string };

/** What every part of the field editor reads: the store, the pack and what the user may do. */
export type EditorContextValue = {
  store: EditorStore;
  pack: PackDto;
  /** The child whose pages are shown. */
  documentKey: string;
  /** In setup (and not deleted): changes are saved. */
  editable: boolean;
  /** Geometry, type and signer may change (field locking, §4). */
  canMove: boolean;
  pagesOf: (documentKey: string) => PageGeometry[];
  /** §6 can_repeat_fields_across_pages / _documents of the user's workspace. */
  canRepeat: { pages: boolean; documents: boolean };
  signers: SignerOption[];
  colourOf: (field: Pick<DataField, 'type' | 'signatory_uuid'>) => string;
  saving: boolean;
  /** Sends pending field saves now; true when everything reached the server. */
  flush: () => Promise<boolean>;
  scrollToPage: (pageIndex: number) => void;
  minimapOpen: boolean;
  toggleMinimap: () => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export const useEditor = (): EditorContextValue => {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the field editor');
  return value;
};

/** Same as useEditor, for panels that may also render outside the editor. */
export const useOptionalEditor = (): EditorContextValue | null => useContext(EditorContext);

/** Re-renders when the store's selected slice changes identity. */
export const useEditorSelector = <T,>(store: EditorStore, select: (s: EditorStore) => T): T =>
  useSyncExternalStore(store.subscribe, () => select(store));
