import { Button, Text } from '@mantine/core';
import {
  BULK_SEND_REMINDER_AFTER_MS,
  BULK_SEND_REMINDER_LOCKOUT_MS,
  type BulkSend,
} from '@quire/domain';
import { IconBellRinging } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../../app/notices.ts';
import { bulkSendsApi } from '../bulk-sends-api.ts';

/** §4: reminders exist for create_and_send, once the last run is more than 2 days old. */
export const remindersMayShow = (send: BulkSend, now: number): boolean =>
  send.bulk_send_type === 'create_and_send' &&
  send.most_recent_run_date !== null &&
  now - new Date(send.most_recent_run_date).getTime() > BULK_SEND_REMINDER_AFTER_MS;

/**
 * "Remind signers": hidden while an enqueue is running and outside the §4 rule; after one it
 * stays locked for 60 s (§9), as the server also refuses.
 */
export const ReminderButton = ({ send }: { send: BulkSend }) => {
  const { t } = useTranslation();
  const [lockedUntil, setLockedUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const enqueue = useMutation({
    mutationFn: () => bulkSendsApi.enqueueReminders(send.key),
    onSuccess: (message) => {
      showSuccess(message);
      setNow(Date.now());
      setLockedUntil(Date.now() + BULK_SEND_REMINDER_LOCKOUT_MS);
    },
    onError: (error) => showDanger(failureMessage(error, t('bulkSends.status.remindFailed'))),
  });

  useEffect(() => {
    if (lockedUntil <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), lockedUntil - now);
    return () => window.clearTimeout(timer);
  }, [lockedUntil, now]);

  if (enqueue.isPending || !remindersMayShow(send, now)) return null;
  const locked = lockedUntil > now;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBellRinging size={16} />}
        onClick={() => enqueue.mutate()}
        disabled={locked}
      >
        {t('bulkSends.status.remind')}
      </Button>
      {locked && (
        <Text size="xs" c="dimmed" role="status">
          {t('bulkSends.status.remindLocked')}
        </Text>
      )}
    </>
  );
};
