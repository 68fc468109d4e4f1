import { Button, Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/session/use-permissions.ts';
import { useFormatters } from '../../../../i18n/use-formatters.ts';
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
  const { t } = useTranslation();
  const format = useFormatters();
  const canChange = usePermission('document_permissions.can_change_notification_rules');
  if (!deadline && !canChange) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <IconClockHour4 size={16} aria-hidden />
      <Text size="sm">
        <Trans
          i18nKey="editor.deadline.line"
          values={{ deadline: describeDeadline(t, format, deadline) }}
          components={{ b: <b /> }}
        />
      </Text>
      {canChange && (
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
          {deadline ? t('editor.deadline.change') : t('editor.deadline.set')}
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
