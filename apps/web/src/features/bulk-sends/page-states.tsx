import { useTranslation } from 'react-i18next';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';
import { NoAccessView } from '../../components/no-access-view.tsx';

/** §6 can_view_bulk_sends off: say so rather than show an empty list. */
export const NoBulkSendAccess = () => {
  const { t } = useTranslation();
  return (
    <NoAccessView
      title={t('bulkSends.title')}
      subject={t('bulkSends.noAccessSubject')}
      workspaceName={useSelectedMembership()?.account_name}
    />
  );
};
