import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DOCUMENT_FLAG_GROUPS,
  hasPermission,
  settingPermission,
  type DocumentFlag,
  type PermissionPath,
} from '@quire/domain';
import { IconInfoCircle, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { NOT_PERMITTED } from '../../../app/session/not-permitted.ts';
import { usePermissions } from '../../../app/session/use-permissions.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { useSignerPermissions } from '../signers/use-signer-permissions.ts';
import { usePackFieldEntries } from '../use-pack-field-entries.ts';
import { BrandingThemeSetting } from './branding-theme-setting.tsx';
import { DateFormatSetting } from './date-format-setting.tsx';
import { DocumentExtrasModal } from './document-extras-modal.tsx';
import { FolderSetting } from './folder-setting.tsx';
import { flagGroupTitle, flagHelp, flagLabel, type FlagGroup } from './flag-labels.ts';
import { useDocumentSettings } from './use-document-settings.ts';
import { serverText } from '../../../i18n/server-text.ts';

const GROUPS = Object.entries(DOCUMENT_FLAG_GROUPS) as [FlagGroup, readonly DocumentFlag[]][];
const ADVANCED: PermissionPath = 'user_profile_permissions.can_view_advanced_settings';

/** The editor's Settings tab: every §3 flag, grouped as the spec groups them, autosaved. */
export const SettingsPanel = ({ pack: initial }: { pack: PackDto }) => {
  const settings = useDocumentSettings(initial);
  const { t } = useTranslation();
  const { pack } = settings;
  const can = useSignerPermissions(pack);
  const permissions = usePermissions();
  // Without can_view_advanced_settings the settings it governs are not shown at all (the server
  // refuses changing them); every other governed setting is shown, disabled, saying why.
  const groups = hasPermission(permissions, ADVANCED)
    ? GROUPS
    : GROUPS.map(
        ([group, flags]) =>
          [group, flags.filter((f) => settingPermission(f) !== ADVANCED)] as const,
      ).filter(([, flags]) => flags.length > 0);
  const [methodMessage, setMethodMessage] = useState<string | null>(null);
  const [confirmGroupsOff, setConfirmGroupsOff] = useState(false);
  const [extrasOpen, setExtrasOpen] = useState(false);
  const fieldEntries = usePackFieldEntries(pack.key, extrasOpen);

  /** Why a flag cannot be changed by this user (outside setup nothing can, said once above). */
  const disabledWhy = (flag: DocumentFlag): string | null => {
    const path = settingPermission(flag);
    return path && !hasPermission(permissions, path) ? NOT_PERMITTED.setting : null;
  };

  const toggle = (flag: DocumentFlag, value: boolean) => {
    if (flag === 'use_signer_groups' && !value && (pack.signer_groups ?? []).length > 0)
      return setConfirmGroupsOff(true);
    const message = settings.setFlag(flag, value);
    setMethodMessage(message);
    if (message) notifications.show({ color: NOTICE_COLORS.warning, message, autoClose: 5_000 });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs">
        <Group gap={8}>
          <Title order={2} fz="md">
            {t('editor.settings.title')}
          </Title>
          {settings.saving && <Loader size={12} aria-label={t('editor.settings.saving')} />}
        </Group>
      </Group>

      {!can.editable && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />} p="xs">
          <Text size="xs">{t('editor.settings.onlyInSetup')}</Text>
        </Alert>
      )}
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t('editor.settings.extras')}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {pack.subject || pack.message
                ? [pack.subject, pack.message].filter(Boolean).join(' — ')
                : t('editor.settings.standardWording')}
            </Text>
          </div>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconMail size={14} />}
            onClick={() => setExtrasOpen(true)}
            disabled={!can.editable}
            style={{ flexShrink: 0 }}
          >
            {t('editor.settings.edit')}
          </Button>
        </Group>
      </Paper>

      <FolderSetting pack={pack} />

      {pack.account_key && (
        <BrandingThemeSetting
          accountKey={pack.account_key}
          brandingKey={pack.branding_key}
          disabled={!can.editable}
          canManage={can.updateBranding}
          onChange={settings.setBrandingKey}
        />
      )}

      <DateFormatSetting
        value={pack.date_format}
        disabled={!can.editable}
        onChange={settings.setDateFormat}
      />

      {groups.map(([group, flags]) => (
        <Stack key={group} gap="sm" component="section" aria-labelledby={`settings-${group}`}>
          <Text id={`settings-${group}`} size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
            {flagGroupTitle(t, group)}
          </Text>
          {flags.map((flag) => {
            const why = disabledWhy(flag);
            return (
              <div key={flag}>
                <Switch
                  label={flagLabel(t, flag)}
                  aria-describedby={`help-${flag}`}
                  checked={pack[flag]}
                  disabled={!can.editable || why !== null}
                  title={why ?? undefined}
                  onChange={(event) => toggle(flag, event.currentTarget.checked)}
                />
                {/* Beside the switch, not in its label: screen readers name it by its label. */}
                <Text id={`help-${flag}`} size="xs" c="dimmed" pl={50} mt={2}>
                  {why ?? flagHelp(t, flag)}
                </Text>
              </div>
            );
          })}
          {group === 'signature_methods' && methodMessage && (
            <Alert variant="light" color="orange" icon={<IconInfoCircle size={16} />} p="xs">
              <Text size="xs">{serverText(methodMessage)}</Text>
            </Alert>
          )}
        </Stack>
      ))}

      <ConfirmDialog
        opened={confirmGroupsOff}
        title={t('editor.settings.groupsOffTitle')}
        message={t('editor.settings.groupsOffConfirm')}
        confirmLabel={t('editor.settings.groupsOff')}
        danger
        onConfirm={() => {
          setConfirmGroupsOff(false);
          settings.setFlag('use_signer_groups', false);
        }}
        onCancel={() => setConfirmGroupsOff(false)}
      />
      {extrasOpen && (
        <DocumentExtrasModal
          documentName={pack.document_name}
          subject={pack.subject}
          message={pack.message}
          onSave={settings.saveExtras}
          onClose={() => setExtrasOpen(false)}
          fieldEntries={fieldEntries}
        />
      )}
    </Stack>
  );
};
