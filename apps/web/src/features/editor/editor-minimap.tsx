import { CloseButton, Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { viewPageSize } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorSelector } from './editor-context.tsx';
import { toScreen } from './geometry.ts';

const THUMB_WIDTH = 72;

/**
 * The minimap (ctrl ]): every page of the shown document as a small outline with its fields,
 * so a long pack can be crossed in one click.
 */
export const EditorMinimap = () => {
  const editor = useEditor();
  const { t } = useTranslation();
  const { store, documentKey } = editor;
  useEditorSelector(store, (s) => s.version);
  if (!editor.minimapOpen) return null;
  const pages = editor.pagesOf(documentKey);
  const fields = store.allFields().filter((f) => f.document_key === documentKey);
  const selected = new Set(store.selection);
  return (
    <Paper
      shadow="lg"
      radius="md"
      withBorder
      role="navigation"
      aria-label={t('editor.minimap.label')}
      style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 150, width: THUMB_WIDTH + 40 }}
    >
      <Group justify="space-between" px={8} py={4} wrap="nowrap">
        <Text size="xs" fw={600} c="dimmed">
          {t('editor.minimap.pages')}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('editor.minimap.close')}
          onClick={editor.toggleMinimap}
        />
      </Group>
      <ScrollArea.Autosize mah="60vh" type="auto">
        <Stack gap={8} px={12} pb={12} align="center">
          {pages.map((page, index) => {
            const size = viewPageSize(page);
            const scale = THUMB_WIDTH / size.width;
            return (
              <UnstyledButton
                key={index}
                aria-label={t('editor.minimap.goTo', { page: index + 1 })}
                onClick={() => editor.scrollToPage(index)}
                style={{
                  position: 'relative',
                  width: THUMB_WIDTH,
                  height: size.height * scale,
                  background: 'white',
                  border: '1px solid var(--mantine-color-gray-4)',
                  borderRadius: 2,
                }}
              >
                {fields
                  .filter((f) => f.page_index === index)
                  .map((f) => {
                    const r = toScreen(f, page, scale);
                    return (
                      <span
                        key={f.uuid}
                        style={{
                          position: 'absolute',
                          left: r.x,
                          top: r.y,
                          width: Math.max(r.width, 2),
                          height: Math.max(r.height, 2),
                          background: editor.colourOf(f),
                          opacity: selected.has(f.uuid) ? 1 : 0.6,
                        }}
                      />
                    );
                  })}
                <Text
                  span
                  size="10px"
                  c="dimmed"
                  style={{ position: 'absolute', bottom: 1, right: 3 }}
                >
                  {index + 1}
                </Text>
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
};
