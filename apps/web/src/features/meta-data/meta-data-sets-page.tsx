import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { META_DATA_MESSAGES, type MetaDataSet } from '@quire/domain';
import { IconChevronRight, IconHierarchy2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { usePermission } from '../../app/session/use-permissions.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useMetaDataSets } from './meta-data-api.ts';
import { SetNameModal } from './set-name-modal.tsx';

const valuesLabel = (set: MetaDataSet) => {
  if (set.types.length === 0) return 'No values imported yet';
  return set.types.map((t) => `${t.name} (${t.entry_count.toLocaleString()})`).join(' → ');
};

/** #meta_data_sets: the workspace's metadata sets, what custom controls offer signers. */
export const MetaDataSetsPage = () => {
  const allowed = usePermission('user_profile_permissions.can_view_data_sources');
  const sets = useMetaDataSets();
  const [creating, setCreating] = useState(false);
  const [view, setView] = useState<'active' | 'archived'>('active');

  if (!allowed)
    return (
      <Alert color="gray" variant="light" title="Metadata sets" maw={880}>
        You do not have access to metadata sets in this workspace. Ask an admin for the right to
        view data sources.
      </Alert>
    );

  const shown = sets.data?.filter((s) => s.archived === (view === 'archived')) ?? [];
  const archivedCount = sets.data?.filter((s) => s.archived).length ?? 0;

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

      {archivedCount > 0 && (
        <SegmentedControl
          w="fit-content"
          value={view}
          onChange={(v) => setView(v as 'active' | 'archived')}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'archived', label: `Archived (${archivedCount})` },
          ]}
          aria-label="Which metadata sets"
        />
      )}

      {sets.isPending ? (
        <Stack gap="sm">
          <Skeleton height={72} radius="lg" />
          <Skeleton height={72} radius="lg" />
        </Stack>
      ) : sets.isError ? (
        <LoadFailure
          framed
          message={META_DATA_MESSAGES.fetchFailed}
          detail={errorMessageOf(sets.error)}
          onRetry={() => void sets.refetch()}
          retrying={sets.isFetching}
        />
      ) : shown.length === 0 ? (
        view === 'active' ? (
          <EmptySets onCreate={() => setCreating(true)} />
        ) : (
          <Text c="dimmed">No archived metadata sets.</Text>
        )
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((set) => (
            <li key={set.id}>
              <Paper
                withBorder
                radius="lg"
                p="md"
                component={Link}
                to={`/meta_data_sets/${encodeURIComponent(set.id)}`}
                style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={4} miw={0}>
                    <Group gap="xs" wrap="nowrap" miw={0}>
                      <Text fw={600} truncate>
                        {set.name}
                      </Text>
                      {set.archived && (
                        <Badge color="gray" variant="light" radius="sm">
                          Archived
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" truncate>
                      {valuesLabel(set)}
                    </Text>
                  </Stack>
                  <IconChevronRight size={18} aria-hidden="true" style={{ flex: 'none' }} />
                </Group>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
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
