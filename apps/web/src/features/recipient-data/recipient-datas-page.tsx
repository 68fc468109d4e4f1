import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BULK_SEND_MESSAGES, type RecipientData } from '@quire/domain';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ArchivableList } from '../../components/archivable-list.tsx';
import { usePermission, useSelectedMembership } from '../../app/session/use-permissions.ts';
import { NoAccessView } from '../../components/no-access-view.tsx';
import { ClientListNameModal } from './client-list-name-modal.tsx';
import { useRecipientDatas } from './recipient-data-api.ts';

const rowsLabel = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

/** #recipient_datas: the workspace's client lists, what a bulk send draws its recipients from. */
export const RecipientDatasPage = () => {
  const allowed = usePermission('user_profile_permissions.can_view_data_sources');
  const membership = useSelectedMembership();
  const lists = useRecipientDatas();
  const [creating, setCreating] = useState(false);

  if (!allowed)
    return (
      <NoAccessView
        title="Client lists"
        subject="client lists"
        workspaceName={membership?.account_name}
      />
    );

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Client lists
          </Title>
          <Text c="dimmed" size="sm">
            Upload a CSV of the people you send to. A bulk send makes one document for each row you
            select, with the row’s names, emails and values filled in.
          </Text>
        </Stack>
        {/* With no lists yet the empty state offers the one button. */}
        {!!lists.data?.length && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New client list
          </Button>
        )}
      </Group>

      <ArchivableList
        query={lists}
        toItem={(list: RecipientData) => ({
          key: list.key,
          to: `/recipient_datas/${encodeURIComponent(list.key)}`,
          title: list.description,
          detail:
            list.field_names.length === 0
              ? 'No CSV uploaded yet'
              : `${rowsLabel(list.number_of_rows)} · ${list.field_names.join(', ')}`,
          archived: list.archived,
        })}
        noun="client lists"
        fetchFailed={BULK_SEND_MESSAGES.recipientDataFetchFailed}
        empty={<EmptyLists onCreate={() => setCreating(true)} />}
      />
      <ClientListNameModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
};

const EmptyLists = ({ onCreate }: { onCreate: () => void }) => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconAddressBook size={26} />
      </ThemeIcon>
      <Text fw={600}>No client lists yet</Text>
      <Text size="sm" c="dimmed" maw={440}>
        Create a list, then upload a CSV exported from your spreadsheet or CRM: the first row names
        the columns (Name, Email, Mobile…), each other row is one client.
      </Text>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        New client list
      </Button>
    </Stack>
  </Paper>
);
