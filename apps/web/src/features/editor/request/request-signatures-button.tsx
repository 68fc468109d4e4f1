import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import type { PackDto } from '../../documents/documents-api.ts';
import { useStatusChange } from './use-status-change.ts';

/**
 * "Request signatures" for a pack in setup (§4): waits for pending saves, shows the first §5
 * blocking check that fails, else sends and goes back to the list with the spec's message.
 */
export const RequestSignaturesButton = ({ pack }: { pack: PackDto }) => {
  const status = useStatusChange(pack);
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const offered =
    pack.status === 'setup' &&
    pack.document_type === 'document' &&
    !pack.is_deleted &&
    status.can.requestSignatures;
  if (!offered) return null;
  return (
    <Button
      leftSection={<IconSend size={16} />}
      onClick={() => void status.requestSignatures()}
      loading={status.busy === 'awaiting_signatures'}
      aria-label="Request signatures"
      size="sm"
    >
      {narrow ? 'Send' : 'Request signatures'}
    </Button>
  );
};
