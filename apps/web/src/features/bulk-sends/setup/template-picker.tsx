import {
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLIENT_SEARCH_MIN_LENGTH, MESSAGES } from '@quire/domain';
import { IconSearch, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
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
  const [text, setText] = useState('');
  const [delayed] = useDebouncedValue(text.trim(), TEMPLATE_SEARCH_DELAY_MS);
  const search = delayed.length >= CLIENT_SEARCH_MIN_LENGTH ? delayed : '';
  const templates = useQuery({
    queryKey: QUERY_KEYS.bulkSendTemplates(search.length >= 3 ? search : ''),
    queryFn: ({ signal }) => templatesApi.find(search.length >= 3 ? search : '', signal),
  });
  const shown = (templates.data ?? []).filter((t) =>
    t.document_name.toLowerCase().includes(search.toLowerCase()),
  );

  return (
    <Stack gap="sm">
      <TextInput
        label="Search templates"
        placeholder="Template name"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maw={480}
      />
      {templates.isPending ? (
        <Loader size="sm" aria-label="Loading templates" />
      ) : templates.isError ? (
        <Group gap="sm">
          <Text size="sm" c="red.8" role="alert">
            {MESSAGES.templatesFetchFailed}
          </Text>
          <Button size="xs" variant="default" onClick={() => void templates.refetch()}>
            Try again
          </Button>
        </Group>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {search
            ? `No templates match "${search}".`
            : 'You have no templates yet. Save a document as a template first.'}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label="Templates">
          {shown.map((t) => (
            <Paper key={t.key} withBorder radius="sm" role="listitem">
              <UnstyledButton
                onClick={() => onPick(t.key)}
                disabled={busy}
                aria-label={`Use template ${t.document_name}`}
                p="sm"
                w="100%"
              >
                <Group gap="sm" wrap="nowrap">
                  <IconTemplate size={18} color="var(--mantine-color-quire-6)" aria-hidden="true" />
                  <Text size="sm" fw={500} truncate="end">
                    {t.document_name}
                  </Text>
                  <Text size="xs" c="dimmed" ml="auto" style={{ flexShrink: 0 }}>
                    {t.signatories.length} signer{t.signatories.length === 1 ? '' : 's'}
                  </Text>
                </Group>
              </UnstyledButton>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
