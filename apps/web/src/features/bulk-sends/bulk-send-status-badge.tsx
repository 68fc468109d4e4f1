import { Badge } from '@mantine/core';
import type { BulkSendStatus } from '@quire/domain';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<BulkSendStatus, string> = {
  setup: 'gray',
  active: 'teal',
  paused: 'orange',
};

export const BulkSendStatusBadge = ({ status }: { status: BulkSendStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOURS[status]} radius="sm">
      {t(`bulkSends.states.${status}`)}
    </Badge>
  );
};
