import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { Signatory } from '@quire/domain';
import { useState } from 'react';
import { showSuccess } from '../../../app/notices.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { manageApi } from './manage-api.ts';
import { useTranslation } from 'react-i18next';

type ExcludeSignerModalProps = {
  pack: PackDto;
  signer: Signatory | null;
  onClose: () => void;
  onExcluded: () => void;
};

/**
 * §2 exclude signer modal (§4: only while the pack awaits signatures): the signer is no longer
 * asked to sign, and the pack completes if nobody else is left. The checkbox keeps their viewing
 * notifications (exclude_signatory's excluded_signers_can_receive_viewing_notifications).
 */
export const ExcludeSignerModal = ({
  pack,
  signer,
  onClose,
  onExcluded,
}: ExcludeSignerModalProps) => {
  const { t } = useTranslation();
  const [keepViewing, setKeepViewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = signer?.name || signer?.email || t('manage.exclude.thisSigner');

  const exclude = async () => {
    if (!signer) return;
    setBusy(true);
    try {
      const answer = await manageApi.exclude(pack.key, signer.uuid, keepViewing);
      showSuccess(answer.message);
      setKeepViewing(false);
      onExcluded();
    } catch {
      // The api client has shown the server's message; the modal stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={signer !== null}
      onClose={onClose}
      title={t('manage.exclude.title')}
      centered
      size="md"
    >
      <Stack gap="md">
        <Text size="sm">{t('manage.exclude.text', { name, pack: pack.document_name })}</Text>
        <Checkbox
          label={t('manage.exclude.keepViewing')}
          checked={keepViewing}
          onChange={(event) => setKeepViewing(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('manage.cancel')}
          </Button>
          <Button color="red" onClick={() => void exclude()} loading={busy}>
            {t('manage.exclude.title')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
