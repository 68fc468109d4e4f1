import { IconForms, IconSettings, IconUsers } from '@tabler/icons-react';
import type { ComponentType, JSX } from 'react';
import type { PackDto } from '../documents/documents-api.ts';
import { FieldsPanel } from './fields/fields-panel.tsx';
import { SettingsPanel } from './settings/settings-panel.tsx';
import { SignersPanel } from './signers/signers-panel.tsx';
import { EXTRAS_PANELS } from './extras/extras-panels.ts';

export type EditorPanel = {
  /** The tab's value (unique); its name is the catalogue's editor.panels.<value>. */
  value: 'fields' | 'signers' | 'settings' | 'rules' | 'more';
  icon: ComponentType<{ size?: number | string }>;
  Panel: (props: { pack: PackDto }) => JSX.Element;
};

/**
 * The setup editor's sidebar tabs, in order. Each panel owner appends its entry here; the
 * sidebar (editor-sidebar.tsx) renders whatever this list holds.
 */
export const EDITOR_PANELS: EditorPanel[] = [
  { value: 'fields', icon: IconForms, Panel: FieldsPanel },
  { value: 'signers', icon: IconUsers, Panel: SignersPanel },
  { value: 'settings', icon: IconSettings, Panel: SettingsPanel },
  ...EXTRAS_PANELS,
];
