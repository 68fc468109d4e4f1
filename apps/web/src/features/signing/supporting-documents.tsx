import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { DocumentAppendix } from '@quire/domain';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client.ts';

/**
 * The pack's supporting documents meant for the signer (§6: the server lists only their
 * audience's), to open before signing. Nothing when there are none.
 */
export const SupportingDocuments = ({ packKey }: { packKey: string }) => {
  const { t } = useTranslation();
  const appendices = useQuery({
    queryKey: ['signing', 'appendices', packKey],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ document_appendices: DocumentAppendix[] }>(
          `/app/documents/${encodeURIComponent(packKey)}/appendices`,
          { signal, silent: true },
        )
      ).document_appendices,
  });
  const files = (appendices.data ?? []).filter((a) => a.blob_serving_url);
  if (files.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={t('signer.supporting.title')}
    >
      <Text fw={600} size="sm" mb={6}>
        {t('signer.supporting.title')}
      </Text>
      <Stack gap={4}>
        {files.map((file) => (
          <Group key={file.key} gap={6} wrap="nowrap">
            <IconPaperclip size={14} />
            <Anchor href={file.blob_serving_url!} size="sm" truncate>
              {file.description || file.filename}
            </Anchor>
            {file.required && (
              <Text size="xs" c="dimmed">
                {t('signer.supporting.pleaseRead')}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};
