import type { MetaDataSet } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NameModal } from '../../components/name-modal.tsx';
import { META_DATA_KEYS, saveSet } from './meta-data-api.ts';

type Props = { opened: boolean; onClose: () => void; set?: MetaDataSet };

/** Names a metadata set: a new one (then opened for its CSV), or a rename of `set`. */
export const SetNameModal = ({ opened, onClose, set }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title={set ? t('metaData.name.renameTitle') : t('metaData.name.newTitle')}
      description={t('metaData.name.description')}
      submitLabel={set ? t('metaData.name.save') : t('metaData.name.create')}
      initialName={set?.name ?? ''}
      onSave={async (name) => {
        const saved = await saveSet(set ? { key: set.id, name } : { name });
        await queryClient.invalidateQueries({ queryKey: META_DATA_KEYS.all });
        if (!set) void navigate(`/meta_data_sets/${encodeURIComponent(saved.meta_data_set.id)}`);
      }}
    />
  );
};
