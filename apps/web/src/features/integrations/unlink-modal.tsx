import { INTEGRATION_MESSAGES, type IntegrationConfigurationView } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { useChangeIntegration } from './integrations-api.ts';

/** Unlink modal (§2): deletes the configuration and, with it, Quire's access to the site. */
export const UnlinkModal = ({
  integration,
  onClose,
}: {
  integration: IntegrationConfigurationView | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const change = useChangeIntegration();
  return (
    <ConfirmDialog
      opened={integration !== null}
      title={t('integrations.unlink.title', { name: integration?.name ?? '' })}
      message={t('integrations.unlink.message', { site: integration?.domain ?? 'XPLAN' })}
      confirmLabel={t('integrations.unlink.confirm')}
      danger
      loading={change.isPending}
      onCancel={onClose}
      onConfirm={() =>
        change.mutate(
          { integration_configuration_id: integration!.key, delete: true },
          {
            onSuccess: (answer) => {
              showSuccess(answer.message);
              onClose();
            },
            onError: (failure) =>
              showDanger(failureMessage(failure, INTEGRATION_MESSAGES.updateFailed)),
          },
        )
      }
    />
  );
};
