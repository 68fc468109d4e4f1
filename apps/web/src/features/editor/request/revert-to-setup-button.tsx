import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { STATUS_MESSAGES } from '@quire/domain';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { useStatusChange } from './use-status-change.ts';

/** "Revert to setup" for a pack out for signing, behind the §4 confirmation. */
export const RevertToSetupButton = ({ pack }: { pack: PackDto }) => {
  const status = useStatusChange(pack);
  const [asking, setAsking] = useState(false);
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const offered =
    (pack.status === 'awaiting_signatures' || pack.status === 'rejected') &&
    !pack.is_deleted &&
    status.can.revert;
  if (!offered) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={16} />}
        onClick={() => setAsking(true)}
        aria-label="Revert to setup"
        size="sm"
      >
        {narrow ? 'Revert' : 'Revert to setup'}
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Revert to setup"
        message={STATUS_MESSAGES.revertConfirm}
        confirmLabel="Revert to setup"
        danger
        loading={status.busy === 'setup'}
        onConfirm={() => void status.revertToSetup().then((done) => done && setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
