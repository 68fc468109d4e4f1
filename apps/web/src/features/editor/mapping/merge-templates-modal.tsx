import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { BULK_SEND_MESSAGES, MESSAGE_DURATIONS, MESSAGES } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { TemplateSearch } from '../../../components/template-search.tsx';
import { fetchDocumentPage, isSearch } from '../../documents/documents-api.ts';
import { DOCUMENTS_TIMING } from '../../documents/documents-timing.ts';
import { mergeTemplatesApi } from './mapping-api.ts';
import { schedulePostMergeRefresh } from './post-merge-refresh.ts';
import { serverText } from '../../../i18n/server-text.ts';

/**
 * §2 merge templates modal: search the workspace's templates (§9 400 ms, document_type template
 * and status setup), choose several, and append them to this pack in the order chosen.
 */
export const MergeTemplatesModal = ({
  packKey,
  opened,
  onClose,
}: {
  packKey: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [delayed] = useDebouncedValue(text, DOCUMENTS_TIMING.templateSearchDelayMs);
  const searchQuery = isSearch(delayed) ? delayed.trim() : '';
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const templates = useQuery({
    queryKey: ['documents', 'merge_templates', searchQuery],
    queryFn: ({ signal }) =>
      fetchDocumentPage(
        {
          document_type: 'template',
          document_status: 'setup',
          is_trash_view: false,
          search_query: searchQuery,
          cursor: null,
        },
        { signal, silent: true },
      ),
    enabled: opened,
  });

  const close = () => {
    setChosen([]);
    setText('');
    setError(null);
    onClose();
  };
  const merge = useMutation({
    mutationFn: () => mergeTemplatesApi.merge(packKey, chosen),
    onSuccess: () => {
      notifications.show({
        color: NOTICE_COLORS.info,
        message: serverText(BULK_SEND_MESSAGES.importingTemplates),
        autoClose: MESSAGE_DURATIONS.normal,
      });
      schedulePostMergeRefresh(queryClient, packKey);
      close();
    },
    onError: (e) => setError(failureMessage(e, MESSAGES.unknownError)),
  });
  const submit = () => {
    if (chosen.length === 0) return setError(serverText(BULK_SEND_MESSAGES.noTemplatesSelected));
    setError(null);
    merge.mutate();
  };
  const toggle = (key: string) => {
    setError(null);
    setChosen((c) => (c.includes(key) ? c.filter((k) => k !== key) : [...c, key]));
  };

  const rows = (templates.data?.documents ?? []).filter((template) => template.key !== packKey);
  return (
    <Modal opened={opened} onClose={close} title={t('editor.mapping.merge')} size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('editor.mapping.mergeIntro')}
        </Text>
        <TemplateSearch
          text={text}
          onText={setText}
          results={templates}
          count={rows.length}
          emptyText={
            searchQuery
              ? t('editor.mapping.noMatch', { query: searchQuery })
              : t('editor.mapping.noTemplates')
          }
          autoFocus
        >
          <ScrollArea.Autosize mah={320}>
            <Stack gap={0} role="group" aria-label={t('editor.mapping.templates')}>
              {rows.map((template) => (
                <Checkbox
                  key={template.key}
                  py="xs"
                  px={4}
                  checked={chosen.includes(template.key)}
                  onChange={() => toggle(template.key)}
                  label={template.document_name}
                  description={t('editor.mapping.documents', {
                    count: template.child_documents.length,
                  })}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </TemplateSearch>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {chosen.length === 0
              ? t('editor.mapping.noneChosen')
              : t('editor.mapping.chosen', { count: chosen.length })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('editor.cancel')}
            </Button>
            <Button onClick={submit} loading={merge.isPending}>
              {t('editor.mapping.merge')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
};
