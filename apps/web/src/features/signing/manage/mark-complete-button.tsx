import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showSuccess } from '../../../app/notices.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { manageApi } from './manage-api.ts';

export const MARK_COMPLETE_CONFIRM =
  'Mark this document as complete? Signers who have not signed yet will be excluded, and the document will be sealed as it is now.';

/** §2 mark as complete (can_mark_document_as_complete), behind a confirmation. */
export const MarkCompleteButton = ({ pack, onDone }: { pack: PackDto; onDone: () => void }) => {
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
        Mark as complete
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Mark as complete"
        message={MARK_COMPLETE_CONFIRM}
        confirmLabel="Mark as complete"
        loading={busy}
        onConfirm={() => void markComplete()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
