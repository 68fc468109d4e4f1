import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInstanceSettings } from '../../app/use-instance-settings.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The server only answers /mailbox to loopback requests, so the hint is only true there. */
export const isLoopbackHost = (hostname: string): boolean =>
  LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');

/**
 * Without SMTP_URL the server keeps its mails in an outbox readable at /mailbox, which is where a
 * local install's verification and reset links end up. With SMTP the page does not exist.
 */
export const LocalMailboxHint = () => {
  const { local_mailbox } = useInstanceSettings();
  const { t } = useTranslation();
  if (!local_mailbox || !isLoopbackHost(window.location.hostname)) return null;
  return (
    <Text size="xs" c="dimmed" ta="center">
      {t('auth.mailboxHint')}{' '}
      <Anchor href="/mailbox" size="xs" c="dimmed" underline="always">
        {t('auth.mailboxLink')}
      </Anchor>
    </Text>
  );
};
