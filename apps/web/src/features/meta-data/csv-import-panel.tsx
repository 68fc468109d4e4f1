import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { META_DATA_CSV_MAX_BYTES, type MetaDataSet } from '@quire/domain';
import { IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { showSuccess } from '../../app/notices.ts';
import { FormError } from '../../components/form-error.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { META_DATA_KEYS, importSetCsv } from './meta-data-api.ts';

/** Imports a CSV into a set: all of the file or, with the reason shown, none of it. */
export const CsvImportPanel = ({ set }: { set: MetaDataSet }) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > META_DATA_CSV_MAX_BYTES) return setError(t('metaData.import.tooLarge'));
    setBusy(true);
    try {
      const answer = await importSetCsv(set.id, await file.text());
      await queryClient.invalidateQueries({ queryKey: META_DATA_KEYS.all });
      const { entries, links } = answer.imported;
      showSuccess(
        t('metaData.import.done', {
          values: t('metaData.import.values', { count: entries, shown: number(entries) }),
          links: t('metaData.import.links', { count: links, shown: number(links) }),
          name: file.name,
        }),
      );
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const levels = set.types.map((t) => t.name);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={2} miw={0} style={{ flex: '1 1 280px' }}>
            <Text fw={600}>{t('metaData.import.title')}</Text>
            <Text size="sm" c="dimmed">
              {levels.length
                ? t('metaData.import.columns', { levels: levels.join(', '), level: levels[0] })
                : t('metaData.import.header')}
            </Text>
          </Stack>
          <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv">
            {(props) => (
              <Button
                {...props}
                loading={busy}
                disabled={set.archived}
                leftSection={<IconFileUpload size={16} />}
              >
                {t('metaData.import.button')}
              </Button>
            )}
          </FileButton>
        </Group>
        <FormError message={error} />
      </Stack>
    </Paper>
  );
};
