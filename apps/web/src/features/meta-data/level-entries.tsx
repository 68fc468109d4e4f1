import { ActionIcon, Group, Loader, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MetaDataEntry, MetaDataType } from '@quire/domain';
import { IconArchive, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure.tsx';
import { META_DATA_KEYS, updateEntry, useLevelEntries } from './meta-data-api.ts';

const FILTER_DEBOUNCE_MS = 300;

type Props = { setKey: string; level: MetaDataType; readOnly: boolean };

/** One level's values: filter by name, rename in place, archive (then no control offers it). */
export const LevelEntries = ({ setKey, level, readOnly }: Props) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  const entries = useLevelEntries(setKey, level.id, debounced);
  const list = entries.data?.meta_data ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('metaData.level.filterLabel', { level: level.name })}
        placeholder={t('metaData.level.filterPlaceholder', { level: level.name.toLowerCase() })}
        leftSection={<IconSearch size={16} />}
        rightSection={entries.isFetching ? <Loader size="xs" /> : null}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      {entries.isError ? (
        <LoadFailure
          message={t('metaData.fetchFailed')}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
        />
      ) : entries.isPending ? (
        <Loader size="sm" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {debounced ? t('metaData.level.noValuesForSelection') : t('metaData.level.empty')}
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={level.name}
        >
          {list.map((entry) => (
            <li key={entry.id}>
              <EntryRow setKey={setKey} entry={entry} readOnly={readOnly} />
            </li>
          ))}
        </Stack>
      )}
      {list.length >= 500 && (
        <Text size="xs" c="dimmed">
          {t('metaData.level.first500')}
        </Text>
      )}
    </Stack>
  );
};

const EntryRow = ({
  setKey,
  entry,
  readOnly,
}: {
  setKey: string;
  entry: MetaDataEntry;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.name);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: META_DATA_KEYS.all });
  const rename = async () => {
    const next = name.trim();
    if (!next || next === entry.name) return setName(entry.name);
    try {
      await updateEntry(setKey, entry.id, { name: next });
      await refresh();
    } catch {
      setName(entry.name);
    }
  };
  const codes = [entry.primary_id, entry.secondary_id].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          variant="unstyled"
          aria-label={t('metaData.level.nameOf', { name: entry.name })}
          value={name}
          readOnly={readOnly}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => void rename()}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
          style={{ flex: 1, minWidth: 0 }}
        />
        {codes && (
          <Text size="xs" c="dimmed" ff="monospace" style={{ flex: 'none' }}>
            {codes}
          </Text>
        )}
        {!readOnly && (
          <Tooltip label={t('metaData.level.archive')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('metaData.level.archiveNamed', { name: entry.name })}
              onClick={() => void updateEntry(setKey, entry.id, { archived: true }).then(refresh)}
            >
              <IconArchive size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
};
