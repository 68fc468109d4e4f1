import { IconForms, IconSettings, IconUsers } from '@tabler/icons-react';
import { FieldsPanel } from './fields/fields-panel.tsx';
import { SettingsPanel } from './settings/settings-panel.tsx';
import { SignersPanel } from './signers/signers-panel.tsx';
import type { EditorPanel } from './editor-panel.ts';
import { EXTRAS_PANELS } from './extras/extras-panels.ts';

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
