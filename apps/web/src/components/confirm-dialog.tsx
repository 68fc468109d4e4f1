import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  danger?: boolean;
};

/** A yes/no question with the spec's wording; Escape and the close button count as "no". */
export const ConfirmDialog = ({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  loading = false,
  danger = false,
}: ConfirmDialogProps) => (
  <Modal opened={opened} onClose={onCancel} title={title} centered size="md">
    <Text size="sm">{message}</Text>
    <Group justify="flex-end" mt="lg" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        Cancel
      </Button>
      <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
        {confirmLabel}
      </Button>
    </Group>
  </Modal>
);
