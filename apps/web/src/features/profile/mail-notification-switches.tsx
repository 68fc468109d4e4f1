import { Group, Loader, Stack, Switch, Text } from '@mantine/core';
import {
  MAIL_NOTIFICATION_KINDS,
  MAIL_NOTIFICATION_MESSAGES,
  MAIL_NOTIFICATION_TEXT,
  type MailNotificationKind,
} from '@quire/domain';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { useCurrentUser } from '../../app/session/use-current-user.ts';
import { FormError } from '../../components/form-error.tsx';
import { useSaveMailNotification, type MailNotificationChange } from './use-mail-notifications.ts';

const whenText = (kind: MailNotificationKind) => {
  const label = MAIL_NOTIFICATION_TEXT[kind].label;
  return `when ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
};

/** What the confirmation says once a switch was saved: what the user will (not) receive now. */
export const savedText = ({ kind, on }: MailNotificationChange) =>
  `${MAIL_NOTIFICATION_MESSAGES.saved}: ${on ? 'you will get an email' : 'no more emails'} ${whenText(kind)}.`;

/**
 * One switch per mail a user may receive about the documents they sent, each saved as it is
 * flipped. Used in the user menu's dialog today and meant for the profile screen.
 */
export const MailNotificationSwitches = () => {
  const current = useCurrentUser();
  const save = useSaveMailNotification();
  const [saved, setSaved] = useState<MailNotificationChange | null>(null);
  const idPrefix = useId();

  if (current.isPending)
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label="Loading your email notifications" />
      </Group>
    );
  if (current.isError) return <FormError message={errorMessageOf(current.error)} />;
  const settings = current.data.user.mail_notifications;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Choose which emails you get about the documents you send. The bell in the top bar keeps
        showing everything.
      </Text>
      {MAIL_NOTIFICATION_KINDS.map((kind) => (
        <Stack key={kind} gap={2}>
          <Switch
            size="md"
            checked={settings[kind]}
            label={MAIL_NOTIFICATION_TEXT[kind].label}
            aria-describedby={`${idPrefix}-${kind}`}
            onChange={(event) => {
              const change = { kind, on: event.currentTarget.checked };
              setSaved(null);
              save.mutate(change, { onSuccess: () => setSaved(change) });
            }}
          />
          {/* Beside the label rather than in it: the switch is named by its label alone. */}
          <Text id={`${idPrefix}-${kind}`} size="sm" c="dimmed" pl={54}>
            {MAIL_NOTIFICATION_TEXT[kind].description}
          </Text>
        </Stack>
      ))}
      <FormError message={save.isError ? errorMessageOf(save.error) : null} />
      <Text size="sm" c="teal.8" role="status" aria-live="polite" mih={22}>
        {saved && (
          <Group gap={6} component="span" wrap="nowrap" align="flex-start">
            <IconCheck size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <span>{savedText(saved)}</span>
          </Group>
        )}
      </Text>
    </Stack>
  );
};
