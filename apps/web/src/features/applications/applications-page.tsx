import { Anchor, Button, Modal, Skeleton, Stack } from '@mantine/core';
import { PUBLIC_API_BASE, type ApplicationView } from '@quire/domain';
import { IconApps, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
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
  const { t } = useTranslation();
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
      showDanger(failureMessage(failure, t('applications.failed')));
    };
    if (pending.action === 'refresh')
      refresh.mutate(key, {
        onSuccess: (answer) => {
          done();
          setRefreshed(answer);
          showSuccess(t('applications.updated'));
        },
        onError: failed,
      });
    else
      remove.mutate(key, {
        onSuccess: () => {
          done();
          showSuccess(t('applications.deleted'));
        },
        onError: failed,
      });
  };

  const list = applications.data ?? [];
  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {t('applications.newApplication')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={880}>
      <PageHeading
        title={t('applications.title')}
        intro={
          <Trans
            i18nKey="applications.intro"
            components={{
              docs: <Anchor href={`${PUBLIC_API_BASE}/docs`} target="_blank" rel="noreferrer" />,
            }}
          />
        }
        action={list.length > 0 && createButton}
      />

      {applications.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </Stack>
      ) : applications.isError ? (
        <LoadFailure
          framed
          message={t('applications.loadFailed')}
          detail={errorMessageOf(applications.error)}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          p="xl"
          icon={<IconApps size={26} />}
          title={t('applications.emptyTitle')}
          text={t('applications.emptyText')}
          textMaw={440}
          action={createButton}
        />
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
            ? t('applications.deleteConfirmTitle')
            : t('applications.refreshConfirmTitle')
        }
        message={
          pending?.action === 'delete'
            ? t('applications.deleteConfirmBody')
            : t('applications.refreshConfirmBody')
        }
        confirmLabel={
          pending?.action === 'delete'
            ? t('applications.deleteApplication')
            : t('applications.card.refresh')
        }
        danger
        loading={refresh.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <Modal
        opened={refreshed !== null}
        onClose={() => setRefreshed(null)}
        title={t('applications.newSecretTitle')}
        closeOnClickOutside={false}
        size="lg"
      >
        {refreshed && <SecretShownOnce created={refreshed} onDone={() => setRefreshed(null)} />}
      </Modal>
    </Stack>
  );
};
