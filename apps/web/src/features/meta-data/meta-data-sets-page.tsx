import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MetaDataSet } from '@quire/domain';
import { IconHierarchy2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission, useSelectedMembership } from '../../app/session/use-permissions.ts';
import { ArchivableList } from '../../components/archivable-list.tsx';
import { NoAccessView } from '../../components/no-access-view.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { useMetaDataSets } from './meta-data-api.ts';
import { SetNameModal } from './set-name-modal.tsx';

/** #meta_data_sets: the workspace's metadata sets, what custom controls offer signers. */
export const MetaDataSetsPage = () => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const valuesLabel = (set: MetaDataSet) =>
    set.types.length === 0
      ? t('metaData.noValues')
      : set.types
          .map((level) =>
            t('metaData.levelCount', { name: level.name, shown: number(level.entry_count) }),
          )
          .join(' → ');
  const allowed = usePermission('user_profile_permissions.can_view_data_sources');
  const membership = useSelectedMembership();
  const sets = useMetaDataSets();
  const [creating, setCreating] = useState(false);

  if (!allowed)
    return (
      <NoAccessView
        title={t('metaData.title')}
        subject={t('metaData.noAccessSubject')}
        workspaceName={membership?.account_name}
      />
    );

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('metaData.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('metaData.intro')}
          </Text>
        </Stack>
        {!!sets.data?.length && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('metaData.newSet')}
          </Button>
        )}
      </Group>

      <ArchivableList
        query={sets}
        toItem={(set: MetaDataSet) => ({
          key: set.id,
          to: `/meta_data_sets/${encodeURIComponent(set.id)}`,
          title: set.name,
          detail: valuesLabel(set),
          archived: set.archived,
        })}
        noun={t('metaData.listNoun')}
        fetchFailed={t('metaData.fetchFailed')}
        empty={<EmptySets onCreate={() => setCreating(true)} />}
      />
      <SetNameModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
};

const EmptySets = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconHierarchy2 size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('metaData.emptyTitle')}</Text>
        <Text size="sm" c="dimmed" maw={460}>
          {t('metaData.emptyText')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t('metaData.newSet')}
        </Button>
      </Stack>
    </Paper>
  );
};
