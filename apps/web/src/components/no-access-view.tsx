import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

type NoAccessViewProps = {
  /** The screen's own heading ('Bulk sends'), so the user knows where they are. */
  title: string;
  /** What the screen holds, as the sentence names it ('bulk sends'). */
  subject: string;
  /** The selected workspace's name, when known. */
  workspaceName?: string | null;
  /** A permission flag governs it (an admin can turn it on), or it is for admins only. */
  reason?: 'flag' | 'admin';
};

/**
 * Spec §2's no-access view: a member whose workspace permissions do not cover a screen sees
 * which screen it is, why it is closed to them and whom to ask, and a way back, rather than an
 * empty list or the server's refusal. The server refuses the screen's calls anyway.
 */
export const NoAccessView = ({
  title,
  subject,
  workspaceName = null,
  reason = 'flag',
}: NoAccessViewProps) => {
  const { t } = useTranslation();
  const scope = workspaceName ? 'in' : 'plain';
  const why = t(`components.noAccess.${reason}.${scope}`, { subject, workspace: workspaceName });
  const ask = t(`components.noAccess.${reason}.ask`);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="lg">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text size="sm">{why}</Text>
        <Text size="sm" c="dimmed">
          {ask}
        </Text>
        <Button component={Link} to="/documents" variant="light" mt="xs">
          {t('components.noAccess.back')}
        </Button>
      </Stack>
    </Paper>
  );
};
