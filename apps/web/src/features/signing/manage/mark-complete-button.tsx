import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showSuccess } from '../../../app/notices.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { manageApi } from './manage-api.ts';
import { useTranslation } from 'react-i18next';

/** §2 mark as complete (can_mark_document_as_complete), behind a confirmation. */
export const MarkCompleteButton = ({ pack, onDone }: { pack: PackDto; onDone: () => void }) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const markComplete = async () => {
    setBusy(true);
    try {
      const answer = await manageApi.markComplete(pack.key);
      showSuccess(answer.message);
      setAsking(false);
      onDone();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="light"
        color="teal"
        size="sm"
        leftSection={<IconCircleCheck size={16} />}
        onClick={() => setAsking(true)}
      >
        {t('manage.markComplete.action')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('manage.markComplete.action')}
        message={t('manage.markComplete.confirm')}
        confirmLabel={t('manage.markComplete.action')}
        loading={busy}
        onConfirm={() => void markComplete()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
