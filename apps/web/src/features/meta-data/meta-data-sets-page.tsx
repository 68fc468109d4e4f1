import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { META_DATA_MESSAGES, type MetaDataSet } from '@quire/domain';
import { IconHierarchy2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePermission, useSelectedMembership } from '../../app/session/use-permissions.ts';
import { ArchivableList } from '../../components/archivable-list.tsx';
import { NoAccessView } from '../../components/no-access-view.tsx';
import { useMetaDataSets } from './meta-data-api.ts';
import { SetNameModal } from './set-name-modal.tsx';

const valuesLabel = (set: MetaDataSet) => {
  if (set.types.length === 0) return 'No values imported yet';
  return set.types.map((t) => `${t.name} (${t.entry_count.toLocaleString()})`).join(' → ');
};

/** #meta_data_sets: the workspace's metadata sets, what custom controls offer signers. */
export const MetaDataSetsPage = () => {
  const allowed = usePermission('user_profile_permissions.can_view_data_sources');
  const membership = useSelectedMembership();
  const sets = useMetaDataSets();
  const [creating, setCreating] = useState(false);

  if (!allowed)
    return (
      <NoAccessView
        title="Metadata sets"
        subject="metadata sets"
        workspaceName={membership?.account_name}
      />
    );

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Metadata sets
          </Title>
          <Text c="dimmed" size="sm">
            Linked lists of values, such as provinces and their cities. A choice field in the editor
            can take its options from a set, and a child field offers only the values under what its
            parent field holds.
          </Text>
        </Stack>
        {!!sets.data?.length && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New metadata set
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
        noun="metadata sets"
        fetchFailed={META_DATA_MESSAGES.fetchFailed}
        empty={<EmptySets onCreate={() => setCreating(true)} />}
      />
      <SetNameModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
};

const EmptySets = ({ onCreate }: { onCreate: () => void }) => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconHierarchy2 size={26} />
      </ThemeIcon>
      <Text fw={600}>No metadata sets yet</Text>
      <Text size="sm" c="dimmed" maw={460}>
        Create a set, then import a CSV whose columns are its levels from left to right (Province,
        City…). Each row is one path of values; columns named “City primary id” or “City secondary
        id” carry your own codes.
      </Text>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        New metadata set
      </Button>
    </Stack>
  </Paper>
);
