import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconChevronLeft, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { CsvImportPanel } from './csv-import-panel.tsx';
import { LevelEntries } from './level-entries.tsx';
import { META_DATA_KEYS, saveSet, useMetaDataSet } from './meta-data-api.ts';
import { SetNameModal } from './set-name-modal.tsx';

/** #meta_data_sets/{key}: a set's levels and values, its CSV import, rename and archive. */
export const MetaDataSetPage = () => {
  const { key = '' } = useParams();
  const { t } = useTranslation();
  const { number } = useFormatters();
  const set = useMetaDataSet(key);
  const [renaming, setRenaming] = useState(false);
  const [tab, setTab] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const back = (
    <Anchor component={Link} to="/meta_data_sets" size="sm">
      <Group gap={4}>
        <IconChevronLeft size={16} /> {t('metaData.set.back')}
      </Group>
    </Anchor>
  );
  if (set.isPending)
    return (
      <Stack gap="lg" maw={880}>
        {back}
        <Skeleton height={32} width="50%" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  if (set.isError)
    return (
      <Stack gap="lg" maw={880}>
        {back}
        <LoadFailure
          framed
          message={t('metaData.fetchFailed')}
          detail={errorMessageOf(set.error)}
          onRetry={() => void set.refetch()}
          retrying={set.isFetching}
        />
      </Stack>
    );

  const data = set.data;
  const archive = async (archived: boolean) => {
    await saveSet({ key: data.id, archived });
    await queryClient.invalidateQueries({ queryKey: META_DATA_KEYS.all });
  };
  const current = tab ?? data.types[0]?.id ?? null;

  return (
    <Stack gap="lg" maw={880}>
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {data.name}
            </Title>
            {data.archived && (
              <Badge color="gray" variant="light">
                {t('metaData.set.archived')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {data.types.length
              ? t('metaData.set.levels', {
                  levels: data.types.map((level) => level.name).join(' → '),
                })
              : t('metaData.set.noLevels')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={() => setRenaming(true)}
          >
            {t('metaData.set.rename')}
          </Button>
          <Button
            variant="default"
            leftSection={data.archived ? <IconArrowBackUp size={16} /> : <IconArchive size={16} />}
            onClick={() => void archive(!data.archived)}
          >
            {data.archived ? t('metaData.set.restore') : t('metaData.set.archive')}
          </Button>
        </Group>
      </Group>

      <CsvImportPanel set={data} />

      {data.types.length > 0 && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Tabs value={current} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              {data.types.map((level) => (
                <Tabs.Tab key={level.id} value={level.id}>
                  {t('metaData.levelCount', {
                    name: level.name,
                    shown: number(level.entry_count),
                  })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.types.map((level) => (
              <Tabs.Panel key={level.id} value={level.id}>
                <LevelEntries setKey={data.id} level={level} readOnly={data.archived} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      )}
      <SetNameModal
        key={data.name}
        opened={renaming}
        onClose={() => setRenaming(false)}
        set={data}
      />
    </Stack>
  );
};
