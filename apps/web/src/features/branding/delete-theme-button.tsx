import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
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
        {t('branding.delete.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('branding.delete.title', { name })} centered>
        <Stack gap="md">
          <Text size="sm">
            {isDefault ? t('branding.delete.textDefault') : t('branding.delete.text')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('branding.delete.cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={onConfirm} data-autofocus>
              {t('branding.delete.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
