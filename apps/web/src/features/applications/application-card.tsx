import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { APPLICATION_NAME_MAX_LENGTH, type ApplicationView } from '@quire/domain';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '../../components/copyable-value.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { useNameAutosave } from './use-name-autosave.ts';

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
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const when = (iso: string | null, never: string) => (iso ? dateTime(iso) : never);
  const { name, setName, error, saving } = useNameAutosave(application.key, application.name);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={application.name}>
      <Stack gap="md">
        <TextInput
          label={t('applications.card.name')}
          value={name}
          maxLength={APPLICATION_NAME_MAX_LENGTH}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          rightSection={
            saving ? <Loader size={14} aria-label={t('applications.card.saving')} /> : null
          }
        />
        <CopyableValue label={t('applications.card.clientId')} value={application.client_id} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('applications.card.secret')} value={`${application.secret_prefix}…`} />
          <Fact label={t('applications.card.created')} value={when(application.date_created, '')} />
          <Fact
            label={t('applications.card.refreshed')}
            value={when(application.secret_refreshed_at, t('applications.card.never'))}
          />
          <Fact
            label={t('applications.card.lastUsed')}
            value={when(application.last_used_at, t('applications.card.never'))}
          />
        </SimpleGrid>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={onRefresh}
            aria-label={t('applications.card.refreshNamed', { name: application.name })}
          >
            {t('applications.card.refresh')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            aria-label={t('applications.card.deleteNamed', { name: application.name })}
          >
            {t('applications.card.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
