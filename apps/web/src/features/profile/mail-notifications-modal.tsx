import { Button, Group, Modal } from '@mantine/core';
import { MailNotificationSwitches } from './mail-notification-switches.tsx';

type MailNotificationsModalProps = { opened: boolean; onClose: () => void };

/** "Email notifications" from the user menu: the switches in a dialog, saved as they change. */
export const MailNotificationsModal = ({ opened, onClose }: MailNotificationsModalProps) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title="Email notifications"
    centered
    size="md"
    closeButtonProps={{ 'aria-label': 'Close' }}
    styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
  >
    <MailNotificationSwitches />
    <Group justify="flex-end" mt="md">
      <Button onClick={onClose}>Done</Button>
    </Group>
  </Modal>
);
