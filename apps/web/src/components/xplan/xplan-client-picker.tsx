import { Alert, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CLIENT_SEARCH_MIN_LENGTH,
  INTEGRATION_MESSAGES,
  classifyClientSearch,
  type XplanClientSummary,
} from '@quire/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { useXplanClients } from './xplan-clients-api.ts';

/** §9 list search debounce. */
const SEARCH_DELAY_MS = 500;

type XplanClientPickerProps = {
  configurationId: string;
  picked: number | null;
  onPick: (client: XplanClientSummary | null) => void;
  autoFocus?: boolean;
};

/**
 * Find a client in a connected XPLAN site: by name, or by client id when the text is a number
 * (§5); at least 2 characters (§9). Used by the Integrations screen and the editor's prefill.
 */
export const XplanClientPicker = ({
  configurationId,
  picked,
  onPick,
  autoFocus,
}: XplanClientPickerProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [delayed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = classifyClientSearch(delayed);
  const term = search.kind === 'too_short' ? '' : delayed;
  const clients = useXplanClients(configurationId, term);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('integrations.picker.label')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        data-autofocus={autoFocus || undefined}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onPick(null);
        }}
        description={
          text.trim().length > 0 && text.trim().length < CLIENT_SEARCH_MIN_LENGTH
            ? serverText(INTEGRATION_MESSAGES.searchTooShort)
            : undefined
        }
      />
      {term !== '' && clients.isFetching && (
        <Group gap="xs" aria-busy="true">
          <Loader size="xs" />
          <Text size="sm">{t('integrations.picker.searching')}</Text>
        </Group>
      )}
      {term !== '' && clients.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(clients.error, INTEGRATION_MESSAGES.clientDataFailed)}
        </Alert>
      )}
      {term !== '' && clients.isSuccess && clients.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('integrations.picker.none', { term })}
        </Text>
      )}
      {term !== '' && clients.isSuccess && clients.data.data.length > 0 && (
        <Stack gap={4} role="list" aria-label={t('integrations.picker.list')}>
          {clients.data.data.map((client) => (
            <UnstyledButton
              key={client.entity_id}
              role="listitem"
              onClick={() => onPick(client)}
              aria-pressed={picked === client.entity_id}
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background:
                  picked === client.entity_id ? 'var(--mantine-color-quire-light)' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500} truncate="end">
                  {client.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('integrations.picker.clientId', { id: client.entity_id })}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
