import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { BrandingTheme } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { IconArrowLeft, IconPalette, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useThemes } from './branding-api.ts';
import classes from './branding.module.css';
import { ThemeImageThumb } from './theme-image-thumb.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';
import { useBrandingRights } from './use-branding-rights.ts';

const editorPath = (accountKey: string, themeKey: string) =>
  `/team/${encodeURIComponent(accountKey)}/branding/${encodeURIComponent(themeKey)}`;

/** #team/{account_key}/branding/: the workspace's themes; members without the right only look. */
export const ThemesListPage = () => {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const themes = useThemes(key);
  const rights = useBrandingRights(key);

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={`/team/${encodeURIComponent(key)}`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('branding.workspace')}
        </Group>
      </Anchor>
      <PageHeading
        title={t('branding.title')}
        intro={t('branding.intro')}
        action={
          rights.canEdit &&
          !!themes.data?.length && (
            <Button
              component={Link}
              to={editorPath(key, 'new')}
              leftSection={<IconPlus size={16} />}
            >
              {t('branding.newTheme')}
            </Button>
          )
        }
      />

      {themes.isPending ? (
        <Stack gap="sm">
          <Skeleton height={84} radius="lg" />
          <Skeleton height={84} radius="lg" />
        </Stack>
      ) : themes.isError ? (
        <Alert color="red" variant="light" title={t('branding.fetchFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessageOf(themes.error)}</Text>
            <Button variant="light" size="xs" onClick={() => void themes.refetch()}>
              {t('branding.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : themes.data.length === 0 ? (
        <EmptyThemes accountKey={key} canEdit={rights.canEdit} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {themes.data.map((theme) => (
            <li key={theme.key}>
              <ThemeRow theme={theme} to={rights.canEdit ? editorPath(key, theme.key) : null} />
            </li>
          ))}
        </Stack>
      )}
      {rights.known && !rights.canEdit && (
        <Text size="xs" c="dimmed">
          {t('branding.readOnly')}
        </Text>
      )}
    </Stack>
  );
};

const ThemeRow = ({ theme, to }: { theme: BrandingTheme; to: string | null }) => {
  const { t } = useTranslation();
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" miw={0}>
        <ThemeImageThumb url={theme.email_heading_image_url ?? theme.page_heading_image_url} />
        <Stack gap={6} miw={0}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={600} truncate>
              {theme.name}
            </Text>
            {theme.default_theme && (
              <Badge color="teal" variant="light" radius="sm">
                {t('branding.default')}
              </Badge>
            )}
          </Group>
          <ThemeSwatches theme={theme} />
        </Stack>
      </Group>
      {to && (
        <Text size="sm" c="blue" fw={500} visibleFrom="sm">
          {t('branding.edit')}
        </Text>
      )}
    </Group>
  );
  return to ? (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component={Link}
      to={to}
      aria-label={t(theme.default_theme ? 'branding.editDefaultTheme' : 'branding.editTheme', {
        name: theme.name,
      })}
      className={`${classes.card} ${classes.link}`}
    >
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      {body}
    </Paper>
  );
};

const EmptyThemes = ({ accountKey, canEdit }: { accountKey: string; canEdit: boolean }) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconPalette size={26} />}
      title={t('branding.none')}
      text={canEdit ? t('branding.noneCanEdit') : t('branding.noneReadOnly')}
      textMaw={420}
      action={
        canEdit && (
          <Button
            component={Link}
            to={editorPath(accountKey, 'new')}
            leftSection={<IconPlus size={16} />}
            mt="xs"
          >
            {t('branding.newTheme')}
          </Button>
        )
      }
    />
  );
};
