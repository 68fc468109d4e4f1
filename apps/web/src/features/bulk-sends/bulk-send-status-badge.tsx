import { Badge } from '@mantine/core';
import type { BulkSendStatus } from '@quire/domain';

const LOOK: Record<BulkSendStatus, { label: string; color: string }> = {
  setup: { label: 'Setup', color: 'gray' },
  active: { label: 'Active', color: 'teal' },
  paused: { label: 'Paused', color: 'orange' },
};

export const BulkSendStatusBadge = ({ status }: { status: BulkSendStatus }) => (
  <Badge variant="light" color={LOOK[status].color} radius="sm">
    {LOOK[status].label}
  </Badge>
);
