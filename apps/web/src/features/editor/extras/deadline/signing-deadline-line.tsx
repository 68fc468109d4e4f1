import { Button, Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { usePermission } from '../../../../app/session/use-permissions.ts';
import { SigningDeadlineModal, describeDeadline } from './signing-deadline-modal.tsx';

/**
 * The signing deadline while a pack awaits signatures, on the owner's signing panel: an owner
 * extends it (or removes it, or sets one) after sending without going back to setup.
 */
export const SigningDeadlineLine = ({
  packKey,
  deadline,
}: {
  packKey: string;
  deadline: string | null;
}) => {
  const [open, setOpen] = useState(false);
  const canChange = usePermission('document_permissions.can_change_notification_rules');
  if (!deadline && !canChange) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <IconClockHour4 size={16} aria-hidden />
      <Text size="sm">
        Signing deadline: <b>{describeDeadline(deadline)}</b>
      </Text>
      {canChange && (
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
          {deadline ? 'Change' : 'Set'}
        </Button>
      )}
      <SigningDeadlineModal
        packKey={packKey}
        current={deadline}
        opened={open}
        onClose={() => setOpen(false)}
        readOnly={!canChange}
      />
    </Group>
  );
};
