import { Alert, Anchor, Button, Group, Paper, Select, Text } from '@mantine/core';
import type { BrandingTheme } from '@quire/domain';
import type { TFunction } from 'i18next';
import { IconAlertTriangle, IconPalette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchAccountThemes } from './settings-api.ts';

/** The select's value for "no theme of its own": the pack follows the workspace's default. */
const DEFAULT_VALUE = '';

/** Under the workspace's key, so that whatever refreshes the workspace refreshes its themes. */
const themesKey = (accountKey: string) => ['accounts', accountKey, 'branding'] as const;

/** The first option: what a pack without a theme of its own is dressed in. */
export const defaultThemeLabel = (t: TFunction, themes: readonly BrandingTheme[]): string => {
  const fallback = themes.find((theme) => theme.default_theme);
  return fallback
    ? t('editor.settings.workspaceDefault', { name: fallback.name })
    : t('editor.settings.quireDefault');
};

type BrandingThemeSettingProps = {
  accountKey: string;
  brandingKey: string | null;
  disabled: boolean;
  /** Members with can_update_branding get a link to the workspace's themes. */
  canManage: boolean;
  onChange: (brandingKey: string | null) => void;
};

/**
 * The pack's branding theme (spec §3 branding_key): the colours and heading images of every mail
 * about it and of the signer's pages. A theme deleted since it was chosen is said so: the server
 * dresses the pack in the workspace default meanwhile.
 */
export const BrandingThemeSetting = ({
  accountKey,
  brandingKey,
  disabled,
  canManage,
  onChange,
}: BrandingThemeSettingProps) => {
  const { t } = useTranslation();
  const themes = useQuery({
    queryKey: themesKey(accountKey),
    queryFn: ({ signal }) => fetchAccountThemes(accountKey, signal),
  });
  const list = themes.data ?? [];
  const known = brandingKey === null || list.some((theme) => theme.key === brandingKey);
  const data = [
    {
      value: DEFAULT_VALUE,
      label: themes.isPending ? t('editor.settings.loadingThemes') : defaultThemeLabel(t, list),
    },
    ...list.map((theme) => ({ value: theme.key, label: theme.name })),
  ];
  const description =
    themes.isSuccess && list.length === 0
      ? t('editor.settings.noThemes')
      : t('editor.settings.themeHint');

  return (
    <Paper withBorder radius="md" p="sm">
      <Select
        label={t('editor.settings.theme')}
        description={description}
        leftSection={<IconPalette size={16} />}
        data={data}
        value={known ? (brandingKey ?? DEFAULT_VALUE) : DEFAULT_VALUE}
        allowDeselect={false}
        disabled={disabled || !themes.isSuccess}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          if (next === null) return;
          onChange(next === DEFAULT_VALUE ? null : next);
        }}
      />
      {themes.isSuccess && !known && (
        <Text size="xs" c="orange.9" mt={6}>
          {t('editor.settings.themeDeleted')}
        </Text>
      )}
      {themes.isError && (
        <Alert
          mt="xs"
          p="xs"
          variant="light"
          color="orange"
          icon={<IconAlertTriangle size={16} />}
          role="alert"
        >
          <Group justify="space-between" gap="xs">
            <Text size="xs">{t('editor.settings.themesFailed')}</Text>
            <Button size="compact-xs" variant="default" onClick={() => void themes.refetch()}>
              {t('editor.tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
      {canManage && (
        <Anchor
          component={Link}
          to={`/team/${encodeURIComponent(accountKey)}/branding/`}
          size="xs"
          mt={6}
          display="inline-block"
        >
          {t('editor.settings.manageThemes')}
        </Anchor>
      )}
    </Paper>
  );
};
