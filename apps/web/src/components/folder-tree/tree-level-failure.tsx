import { Button, Group, Text } from '@mantine/core';
import { TREE_MESSAGES } from '@quire/domain';
import { IconRefresh } from '@tabler/icons-react';

/** §8: a level of the tree that failed to load says so and offers to reload it. */
export const TreeLevelFailure = ({
  onReload,
  reloading,
}: {
  onReload: () => void;
  reloading: boolean;
}) => (
  <Group gap="xs" py={4} px="xs" wrap="nowrap" role="alert">
    <Text size="sm" c="red.8">
      {TREE_MESSAGES.fetchFailed}
    </Text>
    <Button
      size="compact-xs"
      variant="default"
      leftSection={<IconRefresh size={12} />}
      onClick={onReload}
      loading={reloading}
    >
      Reload
    </Button>
  </Group>
);
