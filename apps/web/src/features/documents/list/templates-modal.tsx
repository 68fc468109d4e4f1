import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { formatUpdateDate } from '../../../components/format-update-date.ts';
import { TemplateSearch } from '../../../components/template-search.tsx';
import { fetchDocumentPage, isSearch } from '../documents-api.ts';
import { DOCUMENTS_TIMING } from '../documents-timing.ts';
import { useTemplateActions } from '../templates/use-template-actions.ts';

/** Spec §2 templates popup: search the workspace's templates (400 ms delay) and start a document from one. */
export const TemplatesModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [delayed] = useDebouncedValue(text, DOCUMENTS_TIMING.templateSearchDelayMs);
  const searchQuery = isSearch(delayed) ? delayed.trim() : '';
  const actions = useTemplateActions();

  const templates = useQuery({
    queryKey: QUERY_KEYS.templates(searchQuery),
    queryFn: ({ signal }) =>
      fetchDocumentPage(
        {
          document_type: 'template',
          document_status: 'all',
          is_trash_view: false,
          search_query: searchQuery,
          cursor: null,
        },
        { signal, silent: true },
      ),
    enabled: opened,
  });

  const startFromTemplate = async (key: string) => {
    if (await actions.startFromTemplate(key)) onClose();
  };

  const rows = templates.data?.documents ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Templates" size="lg" centered>
      <Stack gap="md">
        <TemplateSearch
          text={text}
          onText={setText}
          results={templates}
          count={rows.length}
          emptyText={
            searchQuery
              ? `No templates match “${searchQuery}”.`
              : 'This workspace has no templates yet. Save a document as a template, or upload a PDF as one, from the templates tab.'
          }
          emptyAction={
            !searchQuery && (
              <Button
                size="xs"
                variant="light"
                mt="xs"
                onClick={() => {
                  onClose();
                  navigate('/documents?document_type=template');
                }}
              >
                Go to the templates tab
              </Button>
            )
          }
          autoFocus
        >
          <ScrollArea.Autosize mah={360}>
            <Stack
              gap={0}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Templates"
            >
              {rows.map((template) => (
                <Group
                  component="li"
                  key={template.key}
                  justify="space-between"
                  wrap="nowrap"
                  py="xs"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} truncate>
                      {template.document_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Updated {formatUpdateDate(template.date_updated)}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    loading={actions.busy === template.key}
                    disabled={actions.busy !== null && actions.busy !== template.key}
                    onClick={() => void startFromTemplate(template.key)}
                    aria-label={`Use template ${template.document_name}`}
                  >
                    Use template
                  </Button>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </TemplateSearch>
      </Stack>
    </Modal>
  );
};
