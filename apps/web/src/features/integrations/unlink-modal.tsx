import { INTEGRATION_MESSAGES, type IntegrationConfigurationView } from '@quire/domain';
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
  const change = useChangeIntegration();
  return (
    <ConfirmDialog
      opened={integration !== null}
      title={`Unlink ${integration?.name ?? ''}?`}
      message={`Quire stops reading clients from ${integration?.domain ?? 'XPLAN'} and forgets its access. Documents already filled in keep their values. You can connect again later.`}
      confirmLabel="Unlink"
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
