import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { META_DATA_CSV_MAX_BYTES, META_DATA_MESSAGES, type MetaDataSet } from '@quire/domain';
import { IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { showSuccess } from '../../app/notices.ts';
import { FormError } from '../../components/form-error.tsx';
import { META_DATA_KEYS, importSetCsv } from './meta-data-api.ts';

const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;

/** Imports a CSV into a set: all of the file or, with the reason shown, none of it. */
export const CsvImportPanel = ({ set }: { set: MetaDataSet }) => {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > META_DATA_CSV_MAX_BYTES) return setError(META_DATA_MESSAGES.csvTooLarge);
    setBusy(true);
    try {
      const answer = await importSetCsv(set.id, await file.text());
      await queryClient.invalidateQueries({ queryKey: META_DATA_KEYS.all });
      showSuccess(
        `Imported ${plural(answer.imported.entries, 'value')} and ${plural(answer.imported.links, 'link')} from ${file.name}.`,
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
            <Text fw={600}>Import values from a CSV</Text>
            <Text size="sm" c="dimmed">
              {levels.length
                ? `Columns: ${levels.join(', ')} (left to right), optionally “<level> primary id” and “<level> secondary id”. Values already in the set are updated, not repeated.`
                : 'The header names the levels, parent to child from left to right (e.g. Province, City). Add “<level> primary id” or “<level> secondary id” columns for your own codes.'}
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
                Import CSV
              </Button>
            )}
          </FileButton>
        </Group>
        <FormError message={error} />
      </Stack>
    </Paper>
  );
};
