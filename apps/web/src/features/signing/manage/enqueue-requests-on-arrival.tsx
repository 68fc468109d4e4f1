import { Loader, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../../app/notices.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { manageApi } from './manage-api.ts';
import { useOwnerAccess } from './use-owner-access.ts';
import { useTranslation } from 'react-i18next';

/**
 * §2 #documents/{id}/enqueue_signature_requests: arriving there queues the pack's signature
 * requests (§7 enqueue_document_mails) once, says so, and leaves for the plain document view so a
 * reload does not queue again. Shows nothing to someone who may not request signatures.
 */
export const EnqueueRequestsOnArrival = ({
  pack,
  variant,
}: {
  pack: PackDto;
  variant: string | undefined;
}) => {
  const { t } = useTranslation();
  const access = useOwnerAccess(pack);
  const navigate = useNavigate();
  const asked = useRef(false);
  const [busy, setBusy] = useState(false);
  const due =
    variant === 'enqueue_signature_requests' &&
    access.manage &&
    access.can.can_request_signatures &&
    pack.status === 'awaiting_signatures';

  useEffect(() => {
    if (!due || asked.current) return;
    asked.current = true;
    setBusy(true);
    manageApi
      .enqueueMails(pack.key)
      .then((answer) => showSuccess(answer.message))
      // The api client has shown the server's message.
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        void navigate(`/documents/${encodeURIComponent(pack.key)}`, { replace: true });
      });
  }, [due, pack.key, navigate]);

  if (!busy) return null;
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t('manage.queuing')}
      </Text>
    </Group>
  );
};
