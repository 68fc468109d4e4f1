import { Badge, Divider, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  THEME_COLOUR_NAMES,
  signatureRequestPreviewQuery,
  themeNameSchema,
  type BrandingTheme,
  type SaveBrandingTheme,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { useShellContext } from '../../app/shell/shell-context.ts';
import { BRANDING_KEYS, postTheme } from './branding-api.ts';
import classes from './branding.module.css';
import { DeleteThemeButton } from './delete-theme-button.tsx';
import { MailPreview } from './mail-preview.tsx';
import { SaveStatusText } from './save-status-text.tsx';
import { ThemeColourField } from './theme-colour-field.tsx';
import { failureMessage } from '../../app/failure-message.ts';
import { ThemeImageField } from './theme-image-field.tsx';
import type { BrandingRights } from './use-branding-rights.ts';
import { useThemeAutosave } from './use-theme-autosave.ts';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n/server-text.ts';

/** The editor of one theme beside the live preview of the mail it dresses (stacked on phones). */
export const ThemeEditor = ({
  theme,
  rights,
}: {
  theme: BrandingTheme;
  rights: BrandingRights;
}) => {
  const { t } = useTranslation();
  const { currentUser } = useShellContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(theme);
  const [name, setName] = useState(theme.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const listPath = `/team/${encodeURIComponent(theme.account_key)}/branding`;
  const readOnly = !rights.canEdit;

  const autosave = useThemeAutosave(theme.account_key, theme.key, (saved) => {
    queryClient.setQueryData(BRANDING_KEYS.theme(theme.account_key, theme.key), {
      account_branding_theme: saved,
    });
    void queryClient.invalidateQueries({ queryKey: BRANDING_KEYS.themes(theme.account_key) });
  });

  const change = (patch: Partial<BrandingTheme>, data: SaveBrandingTheme) => {
    setDraft((current) => ({ ...current, ...patch }));
    autosave.change(data);
  };

  const rename = (value: string) => {
    setName(value);
    const parsed = themeNameSchema.safeParse(value);
    setNameError(parsed.success ? null : issueText(parsed.error));
    if (parsed.success) change({ name: parsed.data }, { name: parsed.data });
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await postTheme(theme.account_key, theme.key, { delete: true });
      await queryClient.invalidateQueries({ queryKey: BRANDING_KEYS.themes(theme.account_key) });
      showSuccess(t('branding.deleted'));
      void navigate(listPath, { replace: true });
    } catch (error) {
      setDeleting(false);
      showDanger(failureMessage(error, t('branding.failed')));
    }
  };

  const previewQuery = signatureRequestPreviewQuery(draft, {
    to_name: t('branding.editor.sampleSigner'),
    from_name: currentUser.user.full_name,
  });

  return (
    <div className={classes.editorLayout}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              {draft.default_theme && (
                <Badge color="teal" variant="light" radius="sm">
                  {t('branding.default')}
                </Badge>
              )}
            </Group>
            {!readOnly && (
              <SaveStatusText
                status={autosave.status}
                error={autosave.error}
                onRetry={autosave.retry}
              />
            )}
          </Group>
          <TextInput
            label={t('branding.editor.name')}
            value={name}
            onChange={(event) => rename(event.currentTarget.value)}
            error={nameError}
            disabled={readOnly}
            maxLength={100}
          />
          {rights.canSetDefault && (
            <Switch
              label={t('branding.editor.useAsDefault')}
              description={t('branding.editor.useAsDefaultHint')}
              checked={draft.default_theme}
              disabled={readOnly}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                change({ default_theme: checked }, { default_theme: checked });
              }}
            />
          )}
          <Divider label={t('branding.editor.emailColours')} labelPosition="left" />
          {THEME_COLOUR_NAMES.map((colour) => (
            <ThemeColourField
              key={colour}
              name={colour}
              value={draft[colour]}
              disabled={readOnly}
              onCommit={(value) => change({ [colour]: value }, { [colour]: value })}
            />
          ))}
          <Divider label={t('branding.editor.headingImages')} labelPosition="left" />
          <ThemeImageField
            label={t('branding.editor.emailImage')}
            description={t('branding.editor.emailImageHint')}
            accountKey={theme.account_key}
            url={draft.email_heading_image_url}
            disabled={readOnly}
            onChange={(image) =>
              change(
                {
                  email_heading_image_file_key: image?.file_key ?? null,
                  email_heading_image_blob: image?.file_key ?? null,
                  email_heading_image_url: image?.blob_url ?? null,
                },
                { email_heading_image_file_key: image?.file_key ?? null },
              )
            }
          />
          <ThemeImageField
            label={t('branding.editor.pageImage')}
            description={t('branding.editor.pageImageHint')}
            accountKey={theme.account_key}
            url={draft.page_heading_image_url}
            disabled={readOnly}
            onChange={(image) =>
              change(
                {
                  page_heading_image_blob: image?.file_key ?? null,
                  page_heading_image_url: image?.blob_url ?? null,
                },
                { page_heading_image_blob: image?.file_key ?? null },
              )
            }
          />
          {!readOnly && (
            <>
              <Divider />
              {draft.default_theme && !rights.canSetDefault ? (
                <Text size="xs" c="dimmed">
                  {t('branding.editor.defaultLocked')}
                </Text>
              ) : (
                <DeleteThemeButton
                  name={draft.name}
                  isDefault={draft.default_theme}
                  pending={deleting}
                  onConfirm={() => void remove()}
                />
              )}
            </>
          )}
        </Stack>
      </Paper>
      <div className={classes.previewColumn}>
        <MailPreview query={previewQuery} />
      </div>
    </div>
  );
};
