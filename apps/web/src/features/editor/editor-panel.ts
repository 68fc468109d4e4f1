import type { ComponentType, JSX } from 'react';
import type { PackDto } from '../documents/documents-api.ts';

/** One tab of the setup editor's sidebar (editor-panels.tsx lists them). */
export type EditorPanel = {
  /** The tab's value (unique); its name is the catalogue's editor.panels.<value>. */
  value: 'fields' | 'signers' | 'settings' | 'rules' | 'more';
  icon: ComponentType<{ size?: number | string }>;
  Panel: (props: { pack: PackDto }) => JSX.Element;
};
