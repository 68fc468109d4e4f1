import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconSend, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NOT_PERMITTED } from '../../../app/session/not-permitted.ts';
import { NotPermittedButton } from '../../../components/not-permitted-button.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { ReviewAndSendModal } from './review-and-send-modal.tsx';
import { useStatusChange } from './use-status-change.ts';

/**
 * "Request signatures" for a pack in setup (§4): waits for pending saves, shows the first §5
 * blocking check that fails (and marks what it is about), else opens the review-and-send step.
 */
export const RequestSignaturesButton = ({ pack }: { pack: PackDto }) => {
  const status = useStatusChange(pack);
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const inPerson = status.can.signInPerson;
  const offered = pack.status === 'setup' && pack.document_type === 'document' && !pack.is_deleted;
  if (!offered) return null;
  // The document's main action stays in view, disabled, so a restricted member knows why.
  if (!status.can.requestSignatures) {
    return (
      <NotPermittedButton
        label={narrow ? t('editor.request.send') : t('editor.request.request')}
        reason={NOT_PERMITTED.requestSignatures}
        leftSection={<IconSend size={16} />}
        size="sm"
      />
    );
  }
  const send = (
    <Button
      leftSection={<IconSend size={16} />}
      onClick={() => void status.requestSignatures()}
      loading={status.busy === 'awaiting_signatures'}
      aria-label={t('editor.request.request')}
      size="sm"
      data-tour="editor-send"
    >
      {narrow ? t('editor.request.send') : t('editor.request.request')}
    </Button>
  );
  const reviewing = status.review && (
    <ReviewAndSendModal
      pack={pack}
      inPerson={Boolean(status.review.inPerson)}
      dialingCode={status.can.dialingCode}
      sending={status.busy === 'awaiting_signatures'}
      onSend={status.send}
      onBack={status.backToEditing}
    />
  );
  if (!inPerson)
    return (
      <>
        {send}
        {reviewing}
      </>
    );
  return (
    <Group gap={1} wrap="nowrap">
      {send}
      {reviewing}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={36}
            aria-label={t('editor.request.moreWays')}
            disabled={status.busy !== null}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconUsers size={16} />}
            onClick={() => void status.requestSignatures({ inPerson: true })}
          >
            {t('editor.request.inPerson')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};
