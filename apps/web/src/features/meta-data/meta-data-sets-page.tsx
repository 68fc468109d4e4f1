import type { MetaDataSet } from '@quire/domain';
import { IconHierarchy2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ArchivableListPage } from '../../components/archivable-list-page.tsx';
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
  const sets = useMetaDataSets();

  return (
    <ArchivableListPage
      texts={{
        title: t('metaData.title'),
        intro: t('metaData.intro'),
        noAccessSubject: t('metaData.noAccessSubject'),
        create: t('metaData.newSet'),
        noun: t('metaData.listNoun'),
        fetchFailed: t('metaData.fetchFailed'),
        emptyTitle: t('metaData.emptyTitle'),
        emptyText: t('metaData.emptyText'),
      }}
      query={sets}
      toItem={(set: MetaDataSet) => ({
        key: set.id,
        to: `/meta_data_sets/${encodeURIComponent(set.id)}`,
        title: set.name,
        detail: valuesLabel(set),
        archived: set.archived,
      })}
      emptyIcon={<IconHierarchy2 size={26} />}
      emptyTextMaw={460}
      createModal={(opened, onClose) => <SetNameModal opened={opened} onClose={onClose} />}
    />
  );
};
