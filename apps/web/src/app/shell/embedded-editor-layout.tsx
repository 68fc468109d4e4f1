import { Box, Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { QuireWordmark } from '../../components/quire-logo.tsx';
import { embeddedEditorPackKey } from '../embed/embed-editor-session.ts';
import { useEmbedUi } from '../embed/embed-ui.ts';
import { useCurrentUser, useUserAccounts } from '../session/use-current-user.ts';
import { membershipFor, type ShellContext } from './shell-context.ts';

/**
 * The whole app in a partner's frame for an embedded editor session (ADR 0041): no list, no
 * menus, no workspace switcher, only the pack the session was minted for. The header is Quire's
 * unless the partner hides it (quire:update_ui_configuration).
 */
export const EmbeddedEditorLayout = () => {
  const currentUser = useCurrentUser();
  const accounts = useUserAccounts(currentUser.isSuccess);
  const { header_visible } = useEmbedUi();
  const { t } = useTranslation();
  if (currentUser.isError || accounts.isError)
    return (
      <EditorNotice
        title={t('app.embedded.sessionEndedTitle')}
        text={t('app.embedded.sessionEnded')}
      />
    );
  if (!currentUser.data || !accounts.data)
    return <FullPageLoader label={t('app.embedded.opening')} />;
  const context: ShellContext = {
    currentUser: currentUser.data,
    membership: membershipFor(accounts.data, currentUser.data.user_account_key),
  };
  return (
    <Box mih="100dvh" bg="gray.0">
      {header_visible && (
        <Box
          component="header"
          bg="white"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group mih={48} px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
            <QuireWordmark compact />
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconPencil size={14} />
              <Text size="xs">
                {t('app.embedded.editingAs', { name: currentUser.data.user.full_name })}
              </Text>
            </Group>
          </Group>
        </Box>
      )}
      <Container
        component="main"
        size="lg"
        px={{ base: 'sm', sm: 'lg' }}
        py={{ base: 'sm', sm: 'md' }}
      >
        <Outlet context={context} />
      </Container>
    </Box>
  );
};

const EditorNotice = ({
  title,
  text,
  backToPack = false,
}: {
  title: string;
  text: string;
  backToPack?: boolean;
}) => {
  const { t } = useTranslation();
  const packKey = backToPack ? embeddedEditorPackKey() : null;
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        {packKey && (
          <Button component={Link} to={`/documents/${packKey}`} variant="light">
            {t('app.embedded.backToDocument')}
          </Button>
        )}
      </Stack>
    </Center>
  );
};

/** Any address but the pack's in the frame: nothing else is reachable with this session. */
export const EmbeddedEditorElsewhere = () => {
  const { t } = useTranslation();
  return (
    <EditorNotice
      title={t('app.embedded.elsewhereTitle')}
      text={t('app.embedded.onlyThisDocument')}
      backToPack
    />
  );
};
