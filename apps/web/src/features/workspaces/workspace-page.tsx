import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { canUpdateAccount, hasPermission, type Account } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { IconArrowsExchange, IconHierarchy2, IconPalette } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { showSuccess } from '../../app/notices.ts';
import { useUserAccounts } from '../../app/session/use-current-user.ts';
import { useShellContext } from '../../app/shell/shell-context.ts';
import { MembersSection } from './members-section.tsx';
import { EmbedOriginsSection } from './embed-origins-section.tsx';
import { failureMessage } from '../../app/failure-message.ts';
import { WorkspaceNameForm } from './workspace-name-form.tsx';
import { useAccount, useAccountMembers, useSaveAccount } from './workspace-queries.ts';

/** #team/{key}: the workspace's name (admins may rename it) and its members. */
export const WorkspacePage = () => {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const account = useAccount(key);

  if (account.isPending) {
    return (
      <Stack gap="lg" maw={720}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }

  if (account.isError) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('workspaces.setupHeading')}
        </Title>
        <Alert color="red" variant="light" title={t('workspaces.fetchFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{account.error.message}</Text>
            <Button component={Link} to="/documents" variant="light" size="xs">
              {t('workspaces.backToDocuments')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  // Keyed by account so that moving to another workspace starts a fresh form.
  return <WorkspaceDetails key={account.data.key} account={account.data} />;
};

const WorkspaceDetails = ({ account }: { account: Account }) => {
  const { t } = useTranslation();
  const { currentUser, membership } = useShellContext();
  const workspaces = useUserAccounts();
  const members = useAccountMembers(account.key);
  const rename = useSaveAccount(account.key);
  const listed = workspaces.data?.find((ua) => ua.account_key === account.key);
  // The account loaded, so we are a member: a list without it was cached before we joined
  // (another tab, an API call, a mailed link). Fetch it again, picker included.
  const stale = workspaces.isSuccess && !listed;
  useEffect(() => {
    if (stale) void workspaces.refetch();
  }, [stale, workspaces]);
  const mine = listed ?? null;
  const isAdmin = mine !== null && canUpdateAccount(mine);
  const isSelected = mine !== null && membership?.key === mine.key;
  const noAccess = members.error instanceof ApiError && members.error.status === 403;

  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {t('workspaces.updateHeading', { name: account.name })}
            </Title>
            {account.is_personal_account && (
              <Badge variant="light" color="gray" radius="sm">
                {t('workspaces.personal')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {account.is_personal_account
              ? t('workspaces.personalIntro')
              : t('workspaces.teamIntro')}
          </Text>
        </Stack>
        {mine && !isSelected && (
          <Button
            component={Link}
            to={`/documents?user_account=${encodeURIComponent(mine.key)}`}
            variant="light"
            leftSection={<IconArrowsExchange size={16} />}
          >
            {t('workspaces.switchTo')}
          </Button>
        )}
        {mine && hasPermission(mine.permissions, 'can_update_branding') && (
          <Button
            component={Link}
            to={`/team/${encodeURIComponent(account.key)}/branding`}
            variant="default"
            leftSection={<IconPalette size={16} />}
          >
            {t('workspaces.branding')}
          </Button>
        )}
        {mine &&
          isSelected &&
          hasPermission(mine.permissions, 'user_profile_permissions.can_view_data_sources') && (
            <Button
              component={Link}
              to="/meta_data_sets"
              variant="default"
              leftSection={<IconHierarchy2 size={16} />}
            >
              {t('workspaces.metadataSets')}
            </Button>
          )}
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {workspaces.isPending || stale ? (
          <Skeleton height={60} />
        ) : isAdmin ? (
          <WorkspaceNameForm
            initialName={account.name}
            submitLabel={t('workspaces.save')}
            pending={rename.isPending}
            failure={rename.isError ? failureMessage(rename.error, t('workspaces.failed')) : null}
            onSubmit={(name) =>
              rename.mutate(name, {
                onSuccess: (answer) => showSuccess(answer.message ?? t('workspaces.updated')),
              })
            }
          />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('workspaces.name')}
            </Text>
            <Text>{account.name}</Text>
            <Text size="xs" c="dimmed">
              {t('workspaces.onlyAdmins')}
            </Text>
          </Stack>
        )}
      </Paper>

      {members.isError && !noAccess ? (
        <Alert color="red" variant="light" title={t('workspaces.fetchFailed')}>
          {members.error.message}
        </Alert>
      ) : (
        <MembersSection
          account={account}
          members={members.data}
          loading={members.isPending}
          noAccess={noAccess}
          currentUserKey={currentUser.user.key}
          mine={mine}
          otherWorkspaces={workspaces.data?.filter((ua) => ua.account_key !== account.key) ?? []}
        />
      )}

      <EmbedOriginsSection accountKey={account.key} />
    </Stack>
  );
};
