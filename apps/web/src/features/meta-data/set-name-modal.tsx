import type { MetaDataSet } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NameModal } from '../../components/name-modal.tsx';
import { META_DATA_KEYS, saveSet } from './meta-data-api.ts';

type Props = { opened: boolean; onClose: () => void; set?: MetaDataSet };

/** Names a metadata set: a new one (then opened for its CSV), or a rename of `set`. */
export const SetNameModal = ({ opened, onClose, set }: Props) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title={set ? 'Rename metadata set' : 'New metadata set'}
      description="What the values are, e.g. 'Provinces and cities'"
      submitLabel={set ? 'Save' : 'Create set'}
      initialName={set?.name ?? ''}
      onSave={async (name) => {
        const saved = await saveSet(set ? { key: set.id, name } : { name });
        await queryClient.invalidateQueries({ queryKey: META_DATA_KEYS.all });
        if (!set) void navigate(`/meta_data_sets/${encodeURIComponent(saved.meta_data_set.id)}`);
      }}
    />
  );
};
