import type { RecipientData } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const failed = list ? t('recipientData.sourceSaveFailed') : t('recipientData.saveFailed');
  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title={list ? t('recipientData.name.renameTitle') : t('recipientData.name.newTitle')}
      description={t('recipientData.name.description')}
      submitLabel={list ? t('recipientData.name.save') : t('recipientData.name.create')}
      initialName={list?.description ?? ''}
      onSave={async (description) => {
        const saved = await saveRecipientData(
          list ? { key: list.key, description } : { description },
        );
        await queryClient.invalidateQueries({ queryKey: RECIPIENT_DATA_KEYS.all });
        if (!list)
          void navigate(`/recipient_datas/${encodeURIComponent(saved.recipient_data.key)}`);
      }}
      failureOf={(e) => t('recipientData.failedBecause', { failed, reason: errorMessageOf(e) })}
    />
  );
};
