import { BULK_SEND_MESSAGES, type RecipientData } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { NameModal } from '../../components/name-modal.tsx';
import { RECIPIENT_DATA_KEYS, saveRecipientData } from './recipient-data-api.ts';

type ClientListNameModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The list to rename; without one a new list is made and opened, ready for its CSV. */
  list?: RecipientData;
};

/** Names a client list: a new one, or a rename of `list`. */
export const ClientListNameModal = ({ opened, onClose, list }: ClientListNameModalProps) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const failed = list
    ? BULK_SEND_MESSAGES.clientSourceSaveFailed
    : BULK_SEND_MESSAGES.recipientDataSaveFailed;
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title={list ? 'Rename client list' : 'New client list'}
      description="What the list holds, e.g. 'Policy holders, renewals in March'"
      submitLabel={list ? 'Save' : 'Create'}
      initialName={list?.description ?? ''}
      onSave={async (description) => {
        const saved = await saveRecipientData(
          list ? { key: list.key, description } : { description },
        );
        await queryClient.invalidateQueries({ queryKey: RECIPIENT_DATA_KEYS.all });
        if (!list)
          void navigate(`/recipient_datas/${encodeURIComponent(saved.recipient_data.key)}`);
      }}
      failureOf={(e) => `${failed}: ${errorMessageOf(e)}`}
    />
  );
};
