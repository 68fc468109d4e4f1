import { Modal } from '@mantine/core';
import type { IntegrationConfigurationView } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { ConnectIntegrationForm } from './connect-integration-form.tsx';
import { RenameIntegrationForm } from './rename-integration-form.tsx';

/**
 * Configure modal (§2): a new XPLAN connection (site, app ID and secret, then authorisation in
 * a new window), or a new name for an existing one.
 */
export const ConfigureModal = ({
  opened,
  editing,
  onClose,
}: {
  opened: boolean;
  editing: IntegrationConfigurationView | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        editing
          ? t('integrations.configure.titleEdit', { name: editing.name })
          : t('integrations.configure.titleNew')
      }
      size="lg"
    >
      {opened &&
        (editing ? (
          <RenameIntegrationForm editing={editing} onClose={onClose} />
        ) : (
          <ConnectIntegrationForm onClose={onClose} />
        ))}
    </Modal>
  );
};
