import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { MESSAGES, type BrandingTheme } from '@quire/domain';
import { IconArrowLeft, IconPalette, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { useThemes } from './branding-api.ts';
import classes from './branding.module.css';
import { ThemeImageThumb } from './theme-image-thumb.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';
import { useBrandingRights } from './use-branding-rights.ts';

const editorPath = (accountKey: string, themeKey: string) =>
  `/team/${encodeURIComponent(accountKey)}/branding/${encodeURIComponent(themeKey)}`;

/** #team/{account_key}/branding/: the workspace's themes; members without the right only look. */
export const ThemesListPage = () => {
  const { key = '' } = useParams();
  const themes = useThemes(key);
  const rights = useBrandingRights(key);

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={`/team/${encodeURIComponent(key)}`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          Workspace
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Branding
          </Title>
          <Text c="dimmed" size="sm">
            Themes dress the mails your signers receive and the pages they sign on in your colours
            and logo. The default theme is used unless a document chooses another.
          </Text>
        </Stack>
        {rights.canEdit && !!themes.data?.length && (
          <Button component={Link} to={editorPath(key, 'new')} leftSection={<IconPlus size={16} />}>
            New theme
          </Button>
        )}
      </Group>

      {themes.isPending ? (
        <Stack gap="sm">
          <Skeleton height={84} radius="lg" />
          <Skeleton height={84} radius="lg" />
        </Stack>
      ) : themes.isError ? (
        <Alert color="red" variant="light" title={MESSAGES.fetchThemesFailed}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessageOf(themes.error)}</Text>
            <Button variant="light" size="xs" onClick={() => void themes.refetch()}>
              Try again
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
          You can see this workspace’s themes; ask an admin for the right to change branding.
        </Text>
      )}
    </Stack>
  );
};

const ThemeRow = ({ theme, to }: { theme: BrandingTheme; to: string | null }) => {
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
                Default
              </Badge>
            )}
          </Group>
          <ThemeSwatches theme={theme} />
        </Stack>
      </Group>
      {to && (
        <Text size="sm" c="blue" fw={500} visibleFrom="sm">
          Edit
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
      aria-label={`Edit theme ${theme.name}${theme.default_theme ? ' (default)' : ''}`}
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

const EmptyThemes = ({ accountKey, canEdit }: { accountKey: string; canEdit: boolean }) => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconPalette size={26} />
      </ThemeIcon>
      <Text fw={600}>No themes yet</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {canEdit
          ? 'Create a theme with your logo and colours, make it the default, and every signing request goes out looking like you.'
          : 'This workspace has no themes yet: its mails use Quire’s own look.'}
      </Text>
      {canEdit && (
        <Button
          component={Link}
          to={editorPath(accountKey, 'new')}
          leftSection={<IconPlus size={16} />}
          mt="xs"
        >
          New theme
        </Button>
      )}
    </Stack>
  </Paper>
);
