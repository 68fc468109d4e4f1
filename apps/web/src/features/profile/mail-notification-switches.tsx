import { Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { MAIL_NOTIFICATION_KINDS } from '@quire/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { useCurrentUser } from '../../app/session/use-current-user.ts';
import { FormError } from '../../components/form-error.tsx';
import { useSaveMailNotification, type MailNotificationChange } from './use-mail-notifications.ts';

/** What the confirmation says once a switch was saved: what the user will (not) receive now. */
export const savedText = (t: TFunction, { kind, on }: MailNotificationChange) =>
  t(on ? 'profile.mailNotifications.savedOn' : 'profile.mailNotifications.savedOff', {
    when: t(`profile.mailNotifications.when.${kind}`),
  });

/**
 * One switch per mail a user may receive about the documents they sent, each saved as it is
 * flipped. Used in the user menu's dialog today and meant for the profile screen.
 */
export const MailNotificationSwitches = () => {
  const { t } = useTranslation();
  const current = useCurrentUser();
  const save = useSaveMailNotification();
  const [saved, setSaved] = useState<MailNotificationChange | null>(null);
  const idPrefix = useId();

  if (current.isPending)
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t('profile.mailNotifications.loading')} />
      </Group>
    );
  if (current.isError) return <FormError message={errorMessageOf(current.error)} />;
  const settings = current.data.user.mail_notifications;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('profile.mailNotifications.intro')}
      </Text>
      {MAIL_NOTIFICATION_KINDS.map((kind) => (
        <Stack key={kind} gap={2}>
          <Switch
            size="md"
            checked={settings[kind]}
            label={t(`profile.mailNotifications.label.${kind}`)}
            aria-describedby={`${idPrefix}-${kind}`}
            onChange={(event) => {
              const change = { kind, on: event.currentTarget.checked };
              setSaved(null);
              save.mutate(change, { onSuccess: () => setSaved(change) });
            }}
          />
          {/* Beside the label rather than in it: the switch is named by its label alone. */}
          <Text id={`${idPrefix}-${kind}`} size="sm" c="dimmed" pl={54}>
            {t(`profile.mailNotifications.description.${kind}`)}
          </Text>
        </Stack>
      ))}
      <FormError message={save.isError ? errorMessageOf(save.error) : null} />
      <Text size="sm" c="teal.8" role="status" aria-live="polite" mih={22}>
        {saved && (
          <Group gap={6} component="span" wrap="nowrap" align="flex-start">
            <IconCheck size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <span>{savedText(t, saved)}</span>
          </Group>
        )}
      </Text>
    </Stack>
  );
};
