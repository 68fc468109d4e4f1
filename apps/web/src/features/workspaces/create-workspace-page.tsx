import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../app/notices.ts';
import { usePermission } from '../../app/session/use-permissions.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { WorkspaceNameForm } from './workspace-name-form.tsx';
import { useSaveAccount } from './workspace-queries.ts';
import { useTranslation } from 'react-i18next';

/** #team/new: POST /app/accounts/ creates a team workspace with the caller as its admin. */
export const CreateWorkspacePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useSaveAccount(null);
  const mayCreate = usePermission('can_create_teams');

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('workspaces.setupHeading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('workspaces.createIntro')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {mayCreate ? (
          <WorkspaceNameForm
            submitLabel={t('workspaces.create')}
            pending={create.isPending}
            failure={
              create.isError ? failureMessage(create.error, t('workspaces.createFailed')) : null
            }
            onSubmit={(name) =>
              create.mutate(name, {
                onSuccess: (answer) => {
                  showSuccess(answer.message ?? t('workspaces.created'));
                  navigate(`/team/${answer.data.account.key}`, { replace: true });
                },
              })
            }
          />
        ) : (
          <Alert color="gray" variant="light">
            {t('workspaces.mayNotCreate')}
          </Alert>
        )}
      </Paper>
    </Stack>
  );
};
