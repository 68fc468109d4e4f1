import { Button, Group, Modal } from '@mantine/core';
import { MailNotificationSwitches } from './mail-notification-switches.tsx';
import { useTranslation } from 'react-i18next';

type MailNotificationsModalProps = { opened: boolean; onClose: () => void };

/** "Email notifications" from the user menu: the switches in a dialog, saved as they change. */
export const MailNotificationsModal = ({ opened, onClose }: MailNotificationsModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.mailNotifications.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('profile.mailNotifications.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <MailNotificationSwitches />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('profile.mailNotifications.done')}</Button>
      </Group>
    </Modal>
  );
};
