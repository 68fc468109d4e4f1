import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, teamPageHeading } from '@quire/domain';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../app/notices.ts';
import { usePermission } from '../../app/session/use-permissions.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { WorkspaceNameForm } from './workspace-name-form.tsx';
import { useSaveAccount } from './workspace-queries.ts';

/** #team/new: POST /app/accounts/ creates a team workspace with the caller as its admin. */
export const CreateWorkspacePage = () => {
  const navigate = useNavigate();
  const create = useSaveAccount(null);
  const mayCreate = usePermission('can_create_teams');

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {teamPageHeading(null)}
        </Title>
        <Text c="dimmed" size="sm">
          A workspace keeps documents, templates and branding together for a team. You will be its
          administrator and can add the people you work with.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {mayCreate ? (
          <WorkspaceNameForm
            submitLabel="Create workspace"
            pending={create.isPending}
            failure={
              create.isError ? failureMessage(create.error, MESSAGES.createWorkspaceFailed) : null
            }
            onSubmit={(name) =>
              create.mutate(name, {
                onSuccess: (answer) => {
                  showSuccess(answer.message ?? MESSAGES.workspaceCreated);
                  navigate(`/team/${answer.data.account.key}`, { replace: true });
                },
              })
            }
          />
        ) : (
          <Alert color="gray" variant="light">
            {MESSAGES.mayNotCreateTeams}
          </Alert>
        )}
      </Paper>
    </Stack>
  );
};
