import { Button, Paper, Stack, Text, Title } from '@mantine/core';

/** What a bulk send screen shows when a load failed: the reason, and a way to try again. */
export const LoadFailure = ({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) => (
  <Paper withBorder radius="md" p="lg">
    <Stack align="center" gap="xs" ta="center">
      <Text c="red.8" size="sm" role="alert">
        {message}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Stack>
  </Paper>
);

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
