import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLIENT_SEARCH_MIN_LENGTH } from '@quire/domain';
import { IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { TemplateSearch } from '../../../components/template-search.tsx';
import { TEMPLATE_SEARCH_DELAY_MS } from '../bulk-send-timing.ts';
import { templatesApi } from '../bulk-sends-api.ts';

/**
 * Choose the template (§9: the search waits 400 ms after typing; from 2 characters the list is
 * narrowed here, and the server is asked from 3, its own minimum).
 */
export const TemplatePicker = ({
  onPick,
  busy,
}: {
  onPick: (templateKey: string) => void;
  busy: boolean;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [delayed] = useDebouncedValue(text.trim(), TEMPLATE_SEARCH_DELAY_MS);
  const search = delayed.length >= CLIENT_SEARCH_MIN_LENGTH ? delayed : '';
  const templates = useQuery({
    queryKey: QUERY_KEYS.bulkSendTemplates(search.length >= 3 ? search : ''),
    queryFn: ({ signal }) => templatesApi.find(search.length >= 3 ? search : '', signal),
  });
  const shown = (templates.data ?? []).filter((template) =>
    template.document_name.toLowerCase().includes(search.toLowerCase()),
  );

  return (
    <Stack gap="sm">
      <TemplateSearch
        text={text}
        onText={setText}
        results={templates}
        count={shown.length}
        searchMaw={480}
        emptyText={
          search ? t('bulkSends.template.noMatch', { search }) : t('bulkSends.template.none')
        }
      >
        <Stack gap={6} role="list" aria-label={t('bulkSends.template.list')}>
          {shown.map((template) => (
            <Paper key={template.key} withBorder radius="sm" role="listitem">
              <UnstyledButton
                onClick={() => onPick(template.key)}
                disabled={busy}
                aria-label={t('bulkSends.template.use', { name: template.document_name })}
                p="sm"
                w="100%"
              >
                <Group gap="sm" wrap="nowrap">
                  <IconTemplate size={18} color="var(--mantine-color-quire-6)" aria-hidden="true" />
                  <Text size="sm" fw={500} truncate="end">
                    {template.document_name}
                  </Text>
                  <Text size="xs" c="dimmed" ml="auto" style={{ flexShrink: 0 }}>
                    {t('bulkSends.template.signers', { count: template.signatories.length })}
                  </Text>
                </Group>
              </UnstyledButton>
            </Paper>
          ))}
        </Stack>
      </TemplateSearch>
    </Stack>
  );
};
