import { Select } from '@mantine/core';
import type { UserAccount } from '@quire/domain';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Spec §2: the picker is only there when there is something to pick. */
export const shouldShowWorkspacePicker = (accounts: readonly UserAccount[] | undefined): boolean =>
  (accounts?.length ?? 0) > 1;

type WorkspacePickerProps = {
  accounts: readonly UserAccount[] | undefined;
  selectedKey: string | null;
};

/**
 * Switching goes through #documents?user_account={key}, which stores the choice, marks that
 * account's notifications read and reloads the list (spec §2).
 */
export const WorkspacePicker = ({ accounts, selectedKey }: WorkspacePickerProps) => {
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (!accounts || !shouldShowWorkspacePicker(accounts)) return null;

  return (
    <Select
      aria-label={t('app.shell.workspace')}
      data={accounts.map((account) => ({ value: account.key, label: account.account_name }))}
      value={selectedKey}
      onChange={(key) => {
        if (key && key !== selectedKey) {
          navigate({ pathname: '/documents', search: `?user_account=${encodeURIComponent(key)}` });
        }
      }}
      allowDeselect={false}
      leftSection={<IconBuildingCommunity size={16} />}
      w={{ base: 200, sm: 240 }}
      size="sm"
      comboboxProps={{ width: 260, position: 'bottom-start' }}
    />
  );
};
