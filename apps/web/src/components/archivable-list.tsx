import { Badge, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../app/api-client.ts';
import { LoadFailure } from './load-failure.tsx';
import { useTranslation } from 'react-i18next';

/** One row of an archivable list: a link to the thing's own page. */
export type ArchivableItem = {
  key: string;
  to: string;
  title: string;
  detail: string;
  archived: boolean;
};

export type ListQuery<T> = Pick<
  UseQueryResult<T[]>,
  'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching'
>;

/**
 * A screen's list of things a workspace keeps and can archive (client lists, metadata sets): the
 * Active / Archived (n) switch once something is archived, loading, a failure with retry, the
 * screen's own empty state, and one linked row each.
 */
export const ArchivableList = <T,>({
  query,
  toItem,
  noun,
  fetchFailed,
  empty,
}: {
  query: ListQuery<T>;
  toItem: (thing: T) => ArchivableItem;
  /** Plural, lower case: 'client lists'. */
  noun: string;
  fetchFailed: string;
  empty: ReactNode;
}) => {
  const { t } = useTranslation();
  const [view, setView] = useState<'active' | 'archived'>('active');
  const items = query.data?.map(toItem) ?? [];
  const shown = items.filter((i) => i.archived === (view === 'archived'));
  const archivedCount = items.filter((i) => i.archived).length;
  return (
    <>
      {archivedCount > 0 && (
        <SegmentedControl
          w="fit-content"
          value={view}
          onChange={(v) => setView(v as 'active' | 'archived')}
          data={[
            { value: 'active', label: t('components.archivable.active') },
            {
              value: 'archived',
              label: t('components.archivable.archivedCount', { count: archivedCount }),
            },
          ]}
          aria-label={t('components.archivable.which', { noun })}
        />
      )}
      {query.isPending ? (
        <Stack gap="sm">
          <Skeleton height={72} radius="lg" />
          <Skeleton height={72} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <LoadFailure
          framed
          message={fetchFailed}
          detail={errorMessageOf(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : shown.length === 0 ? (
        view === 'active' ? (
          empty
        ) : (
          <Text c="dimmed">{t('components.archivable.noneArchived', { noun })}</Text>
        )
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((item) => (
            <li key={item.key}>
              <ArchivableRow item={item} />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
};

const ArchivableRow = ({ item }: { item: ArchivableItem }) => {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component={Link}
      to={item.to}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={600} truncate>
              {item.title}
            </Text>
            {item.archived && (
              <Badge color="gray" variant="light" radius="sm">
                {t('components.archivable.archived')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {item.detail}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden="true" style={{ flex: 'none' }} />
      </Group>
    </Paper>
  );
};
