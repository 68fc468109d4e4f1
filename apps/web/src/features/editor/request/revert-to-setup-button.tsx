import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { useStatusChange } from './use-status-change.ts';

/** "Revert to setup" for a pack out for signing, behind the §4 confirmation. */
export const RevertToSetupButton = ({ pack }: { pack: PackDto }) => {
  const status = useStatusChange(pack);
  const { t } = useTranslation();
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
        aria-label={t('editor.request.revert')}
        size="sm"
      >
        {narrow ? t('editor.request.revertShort') : t('editor.request.revert')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('editor.request.revert')}
        message={t('editor.request.revertConfirm')}
        confirmLabel={t('editor.request.revert')}
        danger
        loading={status.busy === 'setup'}
        onConfirm={() => void status.revertToSetup().then((done) => done && setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
