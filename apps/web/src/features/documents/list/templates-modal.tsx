import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOCALE_FORMAT_TAGS } from '@quire/domain';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { formatUpdateDate } from '../../../components/format-update-date.ts';
import { TemplateSearch } from '../../../components/template-search.tsx';
import { fetchDocumentPage, isSearch } from '../documents-api.ts';
import { DOCUMENTS_TIMING } from '../documents-timing.ts';
import { useTemplateActions } from '../templates/use-template-actions.ts';

/** Spec §2 templates popup: search the workspace's templates (400 ms delay) and start a document from one. */
export const TemplatesModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const { t } = useTranslation();
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documents.templatesModal.title')}
      size="lg"
      centered
    >
      <Stack gap="md">
        <TemplateSearch
          text={text}
          onText={setText}
          results={templates}
          count={rows.length}
          emptyText={
            searchQuery
              ? t('documents.templatesModal.noMatch', { query: searchQuery })
              : t('documents.templatesModal.none')
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
                {t('documents.templatesModal.goToTab')}
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
              aria-label={t('documents.templatesModal.list')}
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
                      {t('documents.templatesModal.updated', {
                        date: formatUpdateDate(
                          template.date_updated,
                          new Date(),
                          LOCALE_FORMAT_TAGS[currentLocale()],
                        ),
                      })}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    loading={actions.busy === template.key}
                    disabled={actions.busy !== null && actions.busy !== template.key}
                    onClick={() => void startFromTemplate(template.key)}
                    aria-label={t('documents.templatesModal.useNamed', {
                      name: template.document_name,
                    })}
                  >
                    {t('documents.templatesModal.use')}
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
