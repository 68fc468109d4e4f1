import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list screen's heading: its title and a line of introduction, with the screen's one action
 * (a "New …" button) beside them on a wide screen and under them on a phone.
 */
export const PageHeading = ({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro: ReactNode;
  action?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-start" gap="sm">
    <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
    {action}
  </Group>
);
