import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PendingSigningRequest } from '@quire/domain';
import { IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { manageApi } from './manage-api.ts';
import { MANAGE_TIMING } from './manage-timing.ts';
import { useTranslation } from 'react-i18next';

/** A dismissal lasts for this tab's session, per list or per document. */
const dismissedKey = (documentKey: string | undefined) =>
  `quire.pending_requests.dismissed.${documentKey ?? 'list'}`;

const wasDismissed = (documentKey: string | undefined): boolean => {
  try {
    return sessionStorage.getItem(dismissedKey(documentKey)) === '1';
  } catch {
    return false;
  }
};

const rememberDismissed = (documentKey: string | undefined): void => {
  try {
    sessionStorage.setItem(dismissedKey(documentKey), '1');
  } catch {
    // Without storage the modal may simply be offered again on the next visit.
  }
};

type PendingRequestsModalProps = {
  /** On a document: asks only about it, and offers "Sign now" when it is the viewer's turn. */
  documentKey?: string;
  onSignNow?: (request: PendingSigningRequest) => void;
};

/**
 * §2 pending signing request modal (GET /app/tokens/get_pending_signing_requests). On the list:
 * 'You have N pending signing request(s)' with an 'Open' link per document. On a document whose
 * next signer is the viewer: 'You are the next signer on this document' with 'Sign now'. Offered
 * after the §9 wait; dismissed (closed, 'Later', or acted on) it stays away for this session.
 */
export const PendingRequestsModal = ({ documentKey, onSignNow }: PendingRequestsModalProps) => {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => wasDismissed(documentKey));
  const [due, setDue] = useState(false);
  const requests = useQuery({
    queryKey: ['signing', 'pending_requests', documentKey ?? null],
    queryFn: ({ signal }) => manageApi.pendingRequests(documentKey, signal),
    enabled: !dismissed,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const tokens = requests.data ?? [];
  const mine = documentKey ? tokens.filter((r) => r.document_key === documentKey) : tokens;
  const offer = !dismissed && mine.length > 0;

  useEffect(() => {
    if (!offer) return;
    const wait = documentKey ? MANAGE_TIMING.nextSignerWaitMs : MANAGE_TIMING.pendingRequestsWaitMs;
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [offer, documentKey]);

  const dismiss = () => {
    rememberDismissed(documentKey);
    setDismissed(true);
  };

  const heading = documentKey
    ? t('manage.pending.nextSigner')
    : t('manage.pending.heading', { n: mine.length });
  return (
    <Modal
      opened={offer && due}
      onClose={dismiss}
      title={heading}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('manage.close') }}
    >
      {documentKey ? (
        <Stack gap="md">
          <Text size="sm">
            {t('manage.pending.asked', {
              owner: mine[0]?.document_owner,
              pack: mine[0]?.document_name,
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              {t('manage.pending.later')}
            </Button>
            <Button
              leftSection={<IconSignature size={16} />}
              onClick={() => {
                dismiss();
                if (mine[0]) onSignNow?.(mine[0]);
              }}
            >
              {t('manage.signNow')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {mine.map((request) => (
            <Group key={request.signatory_uuid} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {request.document_name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {t('manage.pending.from', {
                    owner: request.document_owner,
                    ago: request.create_time_ago,
                  })}
                </Text>
              </Stack>
              <Anchor
                component={Link}
                to={`/documents/${encodeURIComponent(request.document_key)}`}
                onClick={dismiss}
                size="sm"
                fw={600}
              >
                {t('manage.pending.open')}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
};
