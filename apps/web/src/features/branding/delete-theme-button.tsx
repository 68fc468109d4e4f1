import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';

/** Deleting asks first: documents that used the theme fall back to the workspace default. */
export const DeleteThemeButton = ({
  name,
  isDefault,
  pending,
  onConfirm,
}: {
  name: string;
  isDefault: boolean;
  pending: boolean;
  onConfirm: () => void;
}) => {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={open}
        w="fit-content"
      >
        Delete theme
      </Button>
      <Modal opened={opened} onClose={close} title={`Delete “${name}”?`} centered>
        <Stack gap="md">
          <Text size="sm">
            Documents that use this theme will use the workspace’s default theme instead.
            {isDefault &&
              ' This is the default theme: after deleting it, mails use Quire’s own look until you choose another default.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
              Delete theme
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
