import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { APPLICATION_NAME_MAX_LENGTH, type ApplicationView } from '@quire/domain';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { CopyableValue } from '../../components/copyable-value.tsx';
import { useNameAutosave } from './use-name-autosave.ts';

const when = (iso: string | null, never: string) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : never;

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value}</Text>
  </Stack>
);

/** One application: its name (autosaved), client id, secret prefix, dates, and its actions. */
export const ApplicationCard = ({
  application,
  onRefresh,
  onDelete,
}: {
  application: ApplicationView;
  onRefresh: () => void;
  onDelete: () => void;
}) => {
  const { name, setName, error, saving } = useNameAutosave(application.key, application.name);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={application.name}>
      <Stack gap="md">
        <TextInput
          label="Application name"
          value={name}
          maxLength={APPLICATION_NAME_MAX_LENGTH}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          rightSection={saving ? <Loader size={14} aria-label="Saving" /> : null}
        />
        <CopyableValue label="Client ID" value={application.client_id} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label="Client secret" value={`${application.secret_prefix}…`} />
          <Fact label="Created" value={when(application.date_created, '')} />
          <Fact label="Secret refreshed" value={when(application.secret_refreshed_at, 'Never')} />
          <Fact label="Last used" value={when(application.last_used_at, 'Never')} />
        </SimpleGrid>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={onRefresh}
            aria-label={`Refresh client secret of ${application.name}`}
          >
            Refresh secret
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            aria-label={`Delete ${application.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
