import { useSelectedMembership } from '../../app/session/use-permissions.ts';
import { NoAccessView } from '../../components/no-access-view.tsx';

/** §6 can_view_bulk_sends off: say so rather than show an empty list. */
export const NoBulkSendAccess = () => (
  <NoAccessView
    title="Bulk sends"
    subject="bulk sends"
    workspaceName={useSelectedMembership()?.account_name}
  />
);
