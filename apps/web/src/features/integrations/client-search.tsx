import {
  Alert,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CLIENT_SEARCH_MIN_LENGTH,
  INTEGRATION_MESSAGES,
  classifyClientSearch,
  type IntegrationConfigurationView,
} from '@quire/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../app/failure-message.ts';
import { ClientDetails } from './client-details.tsx';
import { useXplanClients } from './integrations-api.ts';

/** §9 list search debounce. */
const SEARCH_DELAY_MS = 500;

/**
 * Find a client in the connected XPLAN site: by name, or by client id when the text is a number
 * (§5); at least 2 characters (§9). Picking one shows what Quire would fill documents with.
 */
export const ClientSearch = ({ integration }: { integration: IntegrationConfigurationView }) => {
  const [text, setText] = useState('');
  const [delayed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = classifyClientSearch(delayed);
  const term = search.kind === 'too_short' ? '' : delayed;
  const clients = useXplanClients(integration.key, term);
  const [picked, setPicked] = useState<number | null>(null);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Find a client in {integration.name}
          </Title>
          <Text size="sm" c="dimmed">
            Type a name, or a client id to open that client.
          </Text>
        </Stack>
        <TextInput
          label="Client name or id"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPicked(null);
          }}
          description={
            text.trim().length > 0 && text.trim().length < CLIENT_SEARCH_MIN_LENGTH
              ? INTEGRATION_MESSAGES.searchTooShort
              : undefined
          }
        />
        {term !== '' && clients.isFetching && (
          <Group gap="xs" aria-busy="true">
            <Loader size="xs" />
            <Text size="sm">Searching XPLAN…</Text>
          </Group>
        )}
        {term !== '' && clients.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(clients.error, INTEGRATION_MESSAGES.clientDataFailed)}
          </Alert>
        )}
        {term !== '' && clients.isSuccess && clients.data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No client in XPLAN matches “{term}”.
          </Text>
        )}
        {term !== '' && clients.isSuccess && clients.data.data.length > 0 && (
          <Stack gap={4} role="list" aria-label="XPLAN clients">
            {clients.data.data.map((client) => (
              <UnstyledButton
                key={client.entity_id}
                role="listitem"
                onClick={() => setPicked(client.entity_id)}
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
                  <Text size="xs" c="dimmed">
                    Client id {client.entity_id}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
        {picked !== null && <ClientDetails configurationId={integration.key} clientId={picked} />}
      </Stack>
    </Card>
  );
};
