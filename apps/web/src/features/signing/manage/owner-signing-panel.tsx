import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Signatory } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { SigningDeadlineLine } from '../../editor/extras/deadline/signing-deadline-line.tsx';
import { EditSignerDetailsModal } from './edit-signer-details-modal.tsx';
import { ExcludeSignerModal } from './exclude-signer-modal.tsx';
import { manageApi, signInPerson } from './manage-api.ts';
import { MarkCompleteButton } from './mark-complete-button.tsx';
import { SignerProgressRow, type SignerAction } from './signer-progress-row.tsx';
import { signersInOrder } from './signer-progress.ts';
import { SigningLinkModal } from './signing-link-modal.tsx';
import { useOwnerAccess } from './use-owner-access.ts';
import { useTranslation } from 'react-i18next';

type OwnerSigningPanelProps = { pack: PackDto; onChanged: () => void };

/**
 * The owner's side of signing (§2 modals, §4, §6): for team members while the pack awaits
 * signatures or was rejected, each signer's progress and whose turn it is, with resend, signing
 * link, in-person signing and exclusion per signer, and "mark as complete" for the pack.
 */
export const OwnerSigningPanel = ({ pack, onChanged }: OwnerSigningPanelProps) => {
  const { t } = useTranslation();
  const access = useOwnerAccess(pack);
  const queryClient = useQueryClient();
  const [linkFor, setLinkFor] = useState<Signatory | null>(null);
  const [excluding, setExcluding] = useState<Signatory | null>(null);
  const [editing, setEditing] = useState<Signatory | null>(null);
  if (!access.manage) return null;

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
    onChanged();
  };

  const act = (action: SignerAction, signer: Signatory) => {
    switch (action) {
      case 'resend':
        void manageApi.resend(pack.key, signer.uuid).then(
          (answer) => {
            showSuccess(answer.message);
            changed();
          },
          // The api client has shown the server's message.
          () => undefined,
        );
        return;
      case 'signing_link':
        return setLinkFor(signer);
      case 'sign_in_person':
        return void signInPerson(pack.key, signer.uuid).catch(() => undefined);
      case 'edit_details':
        return setEditing(signer);
      case 'exclude':
        return setExcluding(signer);
    }
  };

  const signers = signersInOrder(pack);
  const awaiting = pack.status === 'awaiting_signatures';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('manage.panel.title')}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('manage.panel.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {pack.sequential_signing ? t('manage.panel.sequential') : t('manage.panel.anyOrder')}
          </Text>
        </Stack>
        {awaiting && access.can.can_mark_document_as_complete && (
          <MarkCompleteButton pack={pack} onDone={changed} />
        )}
      </Group>
      {awaiting && <SigningDeadlineLine packKey={pack.key} deadline={pack.signing_expires_at} />}
      <Divider my="sm" />
      {signers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('manage.panel.noSigners')}
        </Text>
      ) : (
        <Stack gap={0}>
          {signers.map((signer) => (
            <SignerProgressRow
              key={signer.uuid}
              pack={pack}
              signer={signer}
              can={access.can}
              onAction={act}
            />
          ))}
        </Stack>
      )}
      <SigningLinkModal pack={pack} signer={linkFor} onClose={() => setLinkFor(null)} />
      <EditSignerDetailsModal
        pack={pack}
        signer={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          changed();
        }}
      />
      <ExcludeSignerModal
        pack={pack}
        signer={excluding}
        onClose={() => setExcluding(null)}
        onExcluded={() => {
          setExcluding(null);
          changed();
        }}
      />
    </Paper>
  );
};
