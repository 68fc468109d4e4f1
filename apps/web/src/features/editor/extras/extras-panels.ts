import { IconDots, IconSitemap } from '@tabler/icons-react';
import type { EditorPanel } from '../editor-panel.ts';
import { MorePanel } from './more-panel.tsx';
import { RulesPanel } from './rules/rules-panel.tsx';

/** The editor sidebar tabs of "around the document" (issue 4, items 5 and 6). */
export const EXTRAS_PANELS: EditorPanel[] = [
  { value: 'rules', icon: IconSitemap, Panel: RulesPanel },
  { value: 'more', icon: IconDots, Panel: MorePanel },
];
