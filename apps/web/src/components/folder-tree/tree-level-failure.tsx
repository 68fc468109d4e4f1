import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** §8: a level of the tree that failed to load says so and offers to reload it. */
export const TreeLevelFailure = ({
  onReload,
  reloading,
}: {
  onReload: () => void;
  reloading: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" py={4} px="xs" wrap="nowrap" role="alert">
      <Text size="sm" c="red.8">
        {t('components.folders.fetchFailed')}
      </Text>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconRefresh size={12} />}
        onClick={onReload}
        loading={reloading}
      >
        {t('components.folders.reload')}
      </Button>
    </Group>
  );
};
