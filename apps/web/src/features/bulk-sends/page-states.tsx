import { Stack, Text, Title } from '@mantine/core';

/** §6 can_view_bulk_sends off: say so rather than show an empty list. */
export const NoBulkSendAccess = () => (
  <Stack align="center" gap="xs" ta="center" py="xl">
    <Title order={1} fz={22}>
      Bulk sends
    </Title>
    <Text c="dimmed" size="sm">
      Your workspace administrator hasn&rsquo;t given you access to bulk sends.
    </Text>
  </Stack>
);
