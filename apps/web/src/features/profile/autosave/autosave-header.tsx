import { Group, Stack, Text, Title } from '@mantine/core';
import { AutosaveStatus } from './autosave-status.tsx';
import type { Autosave } from './use-autosave.ts';

/** The title of a #profile section that saves itself, with where its autosave is beside it. */
export const AutosaveHeader = ({
  title,
  description,
  autosave,
}: {
  title: string;
  description: string;
  autosave: Pick<Autosave<object>, 'status' | 'error' | 'retry'>;
}) => (
  <Group justify="space-between" align="flex-start" gap="xs" style={{ rowGap: 4 }}>
    <Stack gap={2} style={{ flex: '1 1 16rem' }}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
    <AutosaveStatus autosave={autosave} />
  </Group>
);
