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
import type { BulkSend } from '@quire/domain';
import { IconArchive, IconPlus, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { usePermission } from '../../app/session/use-permissions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatUpdateDate } from '../../components/format-update-date.ts';
import { BulkSendStatusBadge } from './bulk-send-status-badge.tsx';
import { BULK_SEND_TYPE_LABELS, bulkSendsApi } from './bulk-sends-api.ts';
import { NewBulkSendModal } from './new-bulk-send-modal.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { NoBulkSendAccess } from './page-states.tsx';

/** Spec §2 #bulk_sends: the workspace's bulk sends, newest first, and "New bulk send". */
export const BulkSendsPage = () => {
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
      showSuccess('Bulk send archived.');
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bulkSends });
    },
    onError: (error) =>
      showDanger(failureMessage(error, 'An error occurred while archiving the bulk send.')),
  });

  if (!allowed) return <NoBulkSendAccess />;
  const visible = (sends.data ?? []).filter((send) => !send.archived);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Bulk sends
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New bulk send
        </Button>
      </Group>
      {sends.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading bulk sends" />
        </Center>
      ) : sends.isError ? (
        <LoadFailure
          framed
          message="We couldn't load your bulk sends."
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
        title="Archive bulk send"
        message={`Archive "${archiving?.description ?? ''}"? Documents it already created stay where they are.`}
        confirmLabel="Archive"
        loading={archive.isPending}
        onConfirm={() => archiving && archive.mutate(archiving)}
        onCancel={() => setArchiving(null)}
      />
    </Stack>
  );
};

const BulkSendRow = ({ send, onArchive }: { send: BulkSend; onArchive: () => void }) => (
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
            {send.description || 'Untitled bulk send'}
          </Anchor>
          <BulkSendStatusBadge status={send.status} />
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {BULK_SEND_TYPE_LABELS[send.bulk_send_type]}
          </Text>
          <Text size="sm" c="dimmed">
            {send.created} of {send.number_of_documents} created
          </Text>
          <Text size="sm" c="dimmed">
            {send.most_recent_run_date
              ? `Last run ${formatUpdateDate(send.most_recent_run_date)}`
              : 'Not run yet'}
          </Text>
        </Group>
      </Stack>
      <Tooltip label="Archive">
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onArchive}
          aria-label={`Archive ${send.description || 'bulk send'}`}
        >
          <IconArchive size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  </Paper>
);

const EmptyState = ({ onCreate }: { onCreate: () => void }) => (
  <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
    <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
      <IconSend size={36} color="var(--mantine-color-quire-6)" aria-hidden="true" />
      <Title order={2} fz={18}>
        No bulk sends yet
      </Title>
      <Text size="sm" c="dimmed">
        A bulk send makes one document per person on a client list: choose a list (and filter it),
        pick a template, say which column fills which field and signer, and Quire creates the
        documents — and, if you like, sends them for signing — while you follow its progress.
      </Text>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate} mt="xs">
        New bulk send
      </Button>
    </Stack>
  </Paper>
);
