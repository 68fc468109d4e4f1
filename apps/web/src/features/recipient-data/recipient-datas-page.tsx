import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { RecipientData } from '@quire/domain';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchivableList } from '../../components/archivable-list.tsx';
import { usePermission, useSelectedMembership } from '../../app/session/use-permissions.ts';
import { NoAccessView } from '../../components/no-access-view.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { ClientListNameModal } from './client-list-name-modal.tsx';
import { useRecipientDatas } from './recipient-data-api.ts';

/** #recipient_datas: the workspace's client lists, what a bulk send draws its recipients from. */
export const RecipientDatasPage = () => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const allowed = usePermission('user_profile_permissions.can_view_data_sources');
  const membership = useSelectedMembership();
  const lists = useRecipientDatas();
  const [creating, setCreating] = useState(false);

  if (!allowed)
    return (
      <NoAccessView
        title={t('recipientData.title')}
        subject={t('recipientData.noAccessSubject')}
        workspaceName={membership?.account_name}
      />
    );

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('recipientData.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('recipientData.intro')}
          </Text>
        </Stack>
        {/* With no lists yet the empty state offers the one button. */}
        {!!lists.data?.length && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('recipientData.newList')}
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
              ? t('recipientData.noCsv')
              : t('recipientData.detail', {
                  rows: t('recipientData.rows', {
                    count: list.number_of_rows,
                    shown: number(list.number_of_rows),
                  }),
                  columns: list.field_names.join(', '),
                }),
          archived: list.archived,
        })}
        noun={t('recipientData.listNoun')}
        fetchFailed={t('recipientData.fetchFailed')}
        empty={<EmptyLists onCreate={() => setCreating(true)} />}
      />
      <ClientListNameModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
};

const EmptyLists = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconAddressBook size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('recipientData.emptyTitle')}</Text>
        <Text size="sm" c="dimmed" maw={440}>
          {t('recipientData.emptyText')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t('recipientData.newList')}
        </Button>
      </Stack>
    </Paper>
  );
};
