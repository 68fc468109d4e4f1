import type { RecipientData } from '@quire/domain';
import { IconAddressBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ArchivableListPage } from '../../components/archivable-list-page.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { ClientListNameModal } from './client-list-name-modal.tsx';
import { useRecipientDatas } from './recipient-data-api.ts';

/** #recipient_datas: the workspace's client lists, what a bulk send draws its recipients from. */
export const RecipientDatasPage = () => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const lists = useRecipientDatas();

  return (
    <ArchivableListPage
      texts={{
        title: t('recipientData.title'),
        intro: t('recipientData.intro'),
        noAccessSubject: t('recipientData.noAccessSubject'),
        create: t('recipientData.newList'),
        noun: t('recipientData.listNoun'),
        fetchFailed: t('recipientData.fetchFailed'),
        emptyTitle: t('recipientData.emptyTitle'),
        emptyText: t('recipientData.emptyText'),
      }}
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
      emptyIcon={<IconAddressBook size={26} />}
      emptyTextMaw={440}
      createModal={(opened, onClose) => <ClientListNameModal opened={opened} onClose={onClose} />}
    />
  );
};
