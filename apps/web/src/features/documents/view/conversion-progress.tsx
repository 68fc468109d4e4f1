import { Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import type { PackChild } from '../documents-api.ts';

/** Shown instead of the pages while a child's PDF is turned into page images. */
export const ConversionProgress = ({ child }: { child: PackChild }) => {
  const percent = Math.max(0, Math.min(100, Math.round(child.upload_progress)));
  const started = child.conversion_state === 'converting';
  return (
    <Paper withBorder radius="lg" p="xl" maw={520} mx="auto" w="100%">
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden />
        <Text fw={600}>{started ? 'Preparing your pages' : 'Waiting to prepare your pages'}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {child.document_name} is being converted. The pages appear here as soon as they are ready.
        </Text>
        <Progress
          value={started ? percent : 0}
          aria-label={`Converting ${child.document_name}`}
          w="100%"
          size="md"
          animated
        />
        <Text size="xs" c="dimmed">
          {started ? `${percent}%` : 'Queued'}
        </Text>
      </Stack>
    </Paper>
  );
};
