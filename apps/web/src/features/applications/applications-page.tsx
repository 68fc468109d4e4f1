import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  APPLICATION_MESSAGES,
  MESSAGES,
  PUBLIC_API_BASE,
  type ApplicationView,
} from '@quire/domain';
import { IconApps, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { ApplicationCard } from './application-card.tsx';
import {
  useApplications,
  useDeleteApplication,
  useRefreshSecret,
  type WithSecret,
} from './applications-api.ts';
import { NewApplicationModal } from './new-application-modal.tsx';
import { SecretShownOnce } from './secret-shown-once.tsx';

type Pending = { action: 'refresh' | 'delete'; application: ApplicationView } | null;

/** #applications: the member's OAuth applications in this workspace (§2, §7). */
export const ApplicationsPage = () => {
  const applications = useApplications();
  const refresh = useRefreshSecret();
  const remove = useDeleteApplication();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [refreshed, setRefreshed] = useState<WithSecret | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { key } = pending.application;
    const done = () => setPending(null);
    const failed = (failure: unknown) => {
      done();
      showDanger(failureMessage(failure, MESSAGES.anErrorOccurred));
    };
    if (pending.action === 'refresh')
      refresh.mutate(key, {
        onSuccess: (answer) => {
          done();
          setRefreshed(answer);
          showSuccess(APPLICATION_MESSAGES.updated);
        },
        onError: failed,
      });
    else
      remove.mutate(key, {
        onSuccess: () => {
          done();
          showSuccess(APPLICATION_MESSAGES.deleted);
        },
        onError: failed,
      });
  };

  const list = applications.data ?? [];
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Applications
          </Title>
          <Text c="dimmed" size="sm">
            An application lets another system call the Quire API with OAuth 2.0 client credentials.
            It acts as you in this workspace, with your permissions.{' '}
            <Anchor href={`${PUBLIC_API_BASE}/docs`} target="_blank" rel="noreferrer">
              API reference
            </Anchor>
          </Text>
        </Stack>
        {list.length > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New application
          </Button>
        )}
      </Group>

      {applications.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </Stack>
      ) : applications.isError ? (
        <LoadFailure
          framed
          message="Applications could not be loaded."
          detail={errorMessageOf(applications.error)}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : list.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconApps size={26} />
            </ThemeIcon>
            <Text fw={600}>No applications yet</Text>
            <Text size="sm" c="dimmed" maw={440}>
              Create one to get a client ID and secret for your integration. The secret is shown
              once, when you create it.
            </Text>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New application
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          {list.map((application) => (
            <ApplicationCard
              key={application.key}
              application={application}
              onRefresh={() => setPending({ action: 'refresh', application })}
              onDelete={() => setPending({ action: 'delete', application })}
            />
          ))}
        </Stack>
      )}

      <NewApplicationModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={pending !== null}
        title={
          pending?.action === 'delete'
            ? APPLICATION_MESSAGES.deleteConfirmTitle
            : APPLICATION_MESSAGES.refreshConfirmTitle
        }
        message={
          pending?.action === 'delete'
            ? APPLICATION_MESSAGES.deleteConfirmBody
            : APPLICATION_MESSAGES.refreshConfirmBody
        }
        confirmLabel={pending?.action === 'delete' ? 'Delete application' : 'Refresh secret'}
        danger
        loading={refresh.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <Modal
        opened={refreshed !== null}
        onClose={() => setRefreshed(null)}
        title="Copy your new client secret"
        closeOnClickOutside={false}
        size="lg"
      >
        {refreshed && <SecretShownOnce created={refreshed} onDone={() => setRefreshed(null)} />}
      </Modal>
    </Stack>
  );
};
