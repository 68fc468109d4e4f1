import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { LOCALE_FORMAT_TAGS, type BulkSend } from '@quire/domain';
import { IconArchive, IconPlus, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { usePermission } from '../../app/session/use-permissions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatUpdateDate } from '../../components/format-update-date.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { BulkSendStatusBadge } from './bulk-send-status-badge.tsx';
import { bulkSendsApi } from './bulk-sends-api.ts';
import { NewBulkSendModal } from './new-bulk-send-modal.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { NoBulkSendAccess } from './page-states.tsx';

/** Spec §2 #bulk_sends: the workspace's bulk sends, newest first, and "New bulk send". */
export const BulkSendsPage = () => {
  const { t } = useTranslation();
  const allowed = usePermission('can_view_bulk_sends');
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<BulkSend | null>(null);
  const queryClient = useQueryClient();
  const sends = useQuery({
    queryKey: QUERY_KEYS.bulkSends,
    queryFn: ({ signal }) => bulkSendsApi.list(signal),
    enabled: allowed,
  });
  const archive = useMutation({
    mutationFn: (send: BulkSend) =>
      bulkSendsApi.save({ key: send.key, description: send.description, archived: true }),
    onSuccess: async () => {
      setArchiving(null);
      showSuccess(t('bulkSends.list.archived'));
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bulkSends });
    },
    onError: (error) => showDanger(failureMessage(error, t('bulkSends.list.archiveFailed'))),
  });

  if (!allowed) return <NoBulkSendAccess />;
  const visible = (sends.data ?? []).filter((send) => !send.archived);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('bulkSends.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('bulkSends.newSend')}
        </Button>
      </Group>
      {sends.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('bulkSends.loadingList')} />
        </Center>
      ) : sends.isError ? (
        <LoadFailure
          framed
          message={t('bulkSends.listFailed')}
          onRetry={() => void sends.refetch()}
          retrying={sends.isFetching}
        />
      ) : visible.length === 0 ? (
        <EmptyState onCreate={() => setCreating(true)} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {visible.map((send) => (
            <BulkSendRow key={send.key} send={send} onArchive={() => setArchiving(send)} />
          ))}
        </Stack>
      )}
      <NewBulkSendModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={archiving !== null}
        title={t('bulkSends.list.archiveTitle')}
        message={t('bulkSends.list.archiveMessage', { name: archiving?.description ?? '' })}
        confirmLabel={t('bulkSends.list.archive')}
        loading={archive.isPending}
        onConfirm={() => archiving && archive.mutate(archiving)}
        onCancel={() => setArchiving(null)}
      />
    </Stack>
  );
};

const BulkSendRow = ({ send, onArchive }: { send: BulkSend; onArchive: () => void }) => {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={6} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={`/bulk_sends/${send.key}`}
              fw={600}
              style={{ wordBreak: 'break-word' }}
            >
              {send.description || t('bulkSends.untitled')}
            </Anchor>
            <BulkSendStatusBadge status={send.status} />
          </Group>
          <Group gap="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t(`bulkSends.types.${send.bulk_send_type}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('bulkSends.list.created', {
                created: send.created,
                total: send.number_of_documents,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {send.most_recent_run_date
                ? t('bulkSends.list.lastRun', {
                    date: formatUpdateDate(
                      send.most_recent_run_date,
                      new Date(),
                      LOCALE_FORMAT_TAGS[currentLocale()],
                    ),
                  })
                : t('bulkSends.list.notRun')}
            </Text>
          </Group>
        </Stack>
        <Tooltip label={t('bulkSends.list.archive')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onArchive}
            aria-label={
              send.description
                ? t('bulkSends.list.archiveNamed', { name: send.description })
                : t('bulkSends.list.archiveUnnamed')
            }
          >
            <IconArchive size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
};

const EmptyState = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
        <IconSend size={36} color="var(--mantine-color-quire-6)" aria-hidden="true" />
        <Title order={2} fz={18}>
          {t('bulkSends.list.emptyTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bulkSends.list.emptyText')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate} mt="xs">
          {t('bulkSends.newSend')}
        </Button>
      </Stack>
    </Paper>
  );
};
