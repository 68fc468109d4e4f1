import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FilterRule, RecipientData } from '@quire/domain';
import { IconArchive, IconArrowLeft, IconPencil, IconRestore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { ClientListNameModal } from './client-list-name-modal.tsx';
import { CsvUploadPanel } from './csv-upload-panel.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import {
  RECIPIENT_DATA_KEYS,
  saveRecipientData,
  useRecipientData,
  useRecipientRows,
} from './recipient-data-api.ts';
import { RowsTable } from './rows-table.tsx';

/** #recipient_datas/{key}: one client list, its CSV upload, filter and rows. */
export const RecipientDataPage = () => {
  const { key = '' } = useParams();
  const { t } = useTranslation();
  const list = useRecipientData(key);
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to="/recipient_datas" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('recipientData.list.back')}
        </Group>
      </Anchor>
      {list.isPending ? (
        <Skeleton height={40} width="60%" />
      ) : list.isError ? (
        <Alert color="red" variant="light" title={t('recipientData.fetchFailed')}>
          {errorMessageOf(list.error)}
        </Alert>
      ) : (
        <ListDetail list={list.data} />
      )}
    </Stack>
  );
};

const ListDetail = ({ list }: { list: RecipientData }) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [rules, setRules] = useState<FilterRule[]>([]);
  const [renaming, setRenaming] = useState(false);
  const rows = useRecipientRows(list.key, rules);
  const pages = rows.data?.pages ?? [];
  const matching = pages[0]?.number_of_matching_rows;
  const shown = pages.flatMap((p) => p.recipient_data_rows);

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {list.description}
            </Title>
            {list.archived && (
              <Badge color="gray" variant="light">
                {t('recipientData.list.archived')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {t('recipientData.rows', {
              count: list.number_of_rows,
              shown: number(list.number_of_rows),
            })}
            {list.field_names.length > 0 && ' · '}
            {list.field_names.length > 0 &&
              t('recipientData.list.columns', { count: list.field_names.length })}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-start">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={() => setRenaming(true)}
          >
            {t('recipientData.list.rename')}
          </Button>
          <ArchiveButton list={list} />
        </Group>
      </Group>
      <ClientListNameModal
        key={list.description}
        opened={renaming}
        onClose={() => setRenaming(false)}
        list={list}
      />

      <CsvUploadPanel list={list} />

      {list.field_names.length > 0 && (
        <>
          <FilterBuilder
            fieldNames={list.field_names}
            fieldTypes={list.field_types}
            applied={rules}
            onApply={setRules}
          />
          {rows.isError ? (
            <Alert color="red" variant="light" title={t('recipientData.fetchFailed')}>
              {errorMessageOf(rows.error)}
            </Alert>
          ) : (
            <Stack gap="xs">
              <Text size="sm" fw={500} aria-live="polite">
                {rules.length > 0 && matching !== undefined
                  ? t('recipientData.list.matching', {
                      matching: number(matching),
                      total: number(list.number_of_rows),
                    })
                  : t('recipientData.rows', {
                      count: list.number_of_rows,
                      shown: number(list.number_of_rows),
                    })}
              </Text>
              <RowsTable
                fieldNames={list.field_names}
                fieldTypes={list.field_types}
                rows={shown}
                loading={rows.isPending}
                hasMore={rows.hasNextPage}
                loadingMore={rows.isFetchingNextPage}
                onLoadMore={() => void rows.fetchNextPage()}
              />
            </Stack>
          )}
        </>
      )}
    </>
  );
};

const ArchiveButton = ({ list }: { list: RecipientData }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setSaving(true);
    setError(null);
    try {
      await saveRecipientData({ key: list.key, archived: !list.archived });
      await queryClient.invalidateQueries({ queryKey: RECIPIENT_DATA_KEYS.all });
    } catch (e) {
      setError(
        t('recipientData.failedBecause', {
          failed: t('recipientData.sourceSaveFailed'),
          reason: errorMessageOf(e),
        }),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        leftSection={list.archived ? <IconRestore size={16} /> : <IconArchive size={16} />}
        loading={saving}
        onClick={() => void toggle()}
      >
        {list.archived ? t('recipientData.list.restore') : t('recipientData.list.archive')}
      </Button>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
