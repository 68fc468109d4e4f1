import { ScrollArea, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackDto } from '../documents/documents-api.ts';
import { EDITOR_PANELS } from './editor-panels.tsx';
import {
  EDITOR_UI_TAB,
  takeEditorUiRequest,
  useEditorUiRequest,
  type EditorUiRequest,
} from './editor-ui-requests.ts';

/**
 * The setup editor's sidebar: one tab per registered panel (editor-panels.tsx). On a phone the
 * same sidebar sits in a bottom drawer, so `height` is the room it has there.
 */
export const EditorSidebar = ({ pack, height }: { pack: PackDto; height: string | number }) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>(EDITOR_PANELS[0]?.value ?? null);
  const compact = EDITOR_PANELS.length > 3;
  // The §2 tab dropdown asks for a panel: show its tab (the panel itself takes up the rest).
  const request = useEditorUiRequest(pack.key);
  const [shown, setShown] = useState<EditorUiRequest | null>(null);
  if (request && request !== shown) {
    setShown(request);
    setTab(EDITOR_UI_TAB[request.target]);
  }
  useEffect(() => {
    if (request?.target === 'field_rules' || request?.target === 'signers')
      takeEditorUiRequest(request);
  }, [request]);
  return (
    <Tabs
      value={tab}
      onChange={setTab}
      keepMounted={false}
      variant="default"
      style={{ display: 'flex', flexDirection: 'column', height }}
    >
      <ScrollArea type="never" scrollbars="x" style={{ flexShrink: 0 }}>
        <Tabs.List
          style={{ flexWrap: 'nowrap' }}
          aria-label={t('editor.panels.label')}
          data-tour="editor-panels"
        >
          {EDITOR_PANELS.map(({ value, icon: Icon }) => {
            const label = t(`editor.panels.${value}`);
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={16} />}
                aria-label={label}
                title={label}
                px={compact ? 'xs' : 'md'}
              >
                {compact && tab !== value ? null : (
                  <Text span size="sm" fw={500}>
                    {label}
                  </Text>
                )}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </ScrollArea>
      {EDITOR_PANELS.map(({ value, Panel }) => (
        <Tabs.Panel key={value} value={value} style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea h="100%" type="auto" offsetScrollbars>
            <div style={{ padding: 'var(--mantine-spacing-md)' }}>
              <Panel pack={pack} />
            </div>
          </ScrollArea>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
