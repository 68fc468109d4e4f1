import { Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PackChild } from '../documents-api.ts';

/** Shown instead of the pages while a child's PDF is turned into page images. */
export const ConversionProgress = ({ child }: { child: PackChild }) => {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, Math.round(child.upload_progress)));
  const started = child.conversion_state === 'converting';
  return (
    <Paper withBorder radius="lg" p="xl" maw={520} mx="auto" w="100%">
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden />
        <Text fw={600}>
          {started
            ? t('documentsView.conversion.preparing')
            : t('documentsView.conversion.waiting')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('documentsView.conversion.text', { name: child.document_name })}
        </Text>
        <Progress
          value={started ? percent : 0}
          aria-label={t('documentsView.conversion.converting', { name: child.document_name })}
          w="100%"
          size="md"
          animated
        />
        <Text size="xs" c="dimmed">
          {started ? `${percent}%` : t('documentsView.conversion.queued')}
        </Text>
      </Stack>
    </Paper>
  );
};
