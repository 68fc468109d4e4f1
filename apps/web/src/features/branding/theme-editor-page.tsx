import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BRANDING_KEYS, postTheme, useTheme } from './branding-api.ts';
import { ThemeEditor } from './theme-editor.tsx';
import { failureMessage } from '../../app/failure-message.ts';
import { useBrandingRights } from './use-branding-rights.ts';

const NEW_THEME = 'new';

/** #team/{account_key}/branding/{key}: 'new' creates a theme, then edits it under its key. */
export const ThemeEditorPage = () => {
  const { t } = useTranslation();
  const { key = '', themeKey = '' } = useParams();
  return (
    <Stack gap="lg" maw={1280}>
      <Anchor
        component={Link}
        to={`/team/${encodeURIComponent(key)}/branding`}
        size="sm"
        w="fit-content"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('branding.allThemes')}
        </Group>
      </Anchor>
      {themeKey === NEW_THEME ? (
        <CreateTheme accountKey={key} />
      ) : (
        <LoadedTheme key={themeKey} accountKey={key} themeKey={themeKey} />
      )}
    </Stack>
  );
};

const Loading = () => (
  <Stack gap="md">
    <Skeleton height={32} width="40%" />
    <Skeleton height={420} radius="lg" />
  </Stack>
);

const Failure = ({ title, message }: { title: string; message: string }) => (
  <Alert color="red" variant="light" title={title}>
    <Text size="sm">{message}</Text>
  </Alert>
);

/** Creates the theme once (the ref survives React's double effects), then swaps the URL. */
const CreateTheme = ({ accountKey }: { accountKey: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    postTheme(accountKey, NEW_THEME, {}).then(
      (answer) => {
        const theme = answer.account_branding_theme;
        queryClient.setQueryData(BRANDING_KEYS.theme(accountKey, theme.key), {
          account_branding_theme: theme,
        });
        void queryClient.invalidateQueries({ queryKey: BRANDING_KEYS.themes(accountKey) });
        void navigate(
          `/team/${encodeURIComponent(accountKey)}/branding/${encodeURIComponent(theme.key)}`,
          { replace: true },
        );
      },
      (error: unknown) => setFailure(failureMessage(error, t('branding.createFailed'))),
    );
  }, [accountKey, navigate, queryClient, t]);

  if (failure === null) return <Loading />;
  return (
    <Failure
      title={t('branding.createFailed')}
      message={failure === t('branding.createFailed') ? t('branding.tryLater') : failure}
    />
  );
};

const LoadedTheme = ({ accountKey, themeKey }: { accountKey: string; themeKey: string }) => {
  const { t } = useTranslation();
  const theme = useTheme(accountKey, themeKey, true);
  const rights = useBrandingRights(accountKey);
  if (theme.isPending || !rights.known) return <Loading />;
  if (theme.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Failure
          title={t('branding.fetchFailed')}
          message={failureMessage(theme.error, t('branding.tryLater'))}
        />
        <Button variant="light" size="xs" onClick={() => void theme.refetch()}>
          {t('branding.tryAgain')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
        {theme.data.name}
      </Title>
      <ThemeEditor theme={theme.data} rights={rights} />
    </Stack>
  );
};
