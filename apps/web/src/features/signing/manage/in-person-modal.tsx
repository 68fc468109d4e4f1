import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PackDto } from '../../documents/documents-api.ts';
import { signInPerson } from './manage-api.ts';
import { MANAGE_TIMING } from './manage-timing.ts';
import { isTheirTurn, signersInOrder } from './signer-progress.ts';
import { useOwnerAccess } from './use-owner-access.ts';
import { useTranslation } from 'react-i18next';

type InPersonModalProps = { pack: PackDto; opened: boolean; onClose: () => void };

/**
 * §2 in-person signing modal: the signatories still to sign, each with "Sign now" when it is
 * their turn. Sign now hands this browser to that signer (assign_user_to_next_signatory), a full
 * navigation; the server checks can_sign_in_person and the turn again.
 */
export const InPersonModal = ({ pack, opened, onClose }: InPersonModalProps) => {
  const { t } = useTranslation();
  const waiting = signersInOrder(pack).filter((s) => s.status === 'awaiting_signatures');
  return (
    <Modal opened={opened} onClose={onClose} title={t('manage.inPerson.title')} centered size="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('manage.inPerson.intro')}
        </Text>
        {waiting.length === 0 ? (
          <Text size="sm">{t('manage.inPerson.nobody')}</Text>
        ) : (
          waiting.map((signer) => {
            const turn = isTheirTurn(pack, signer.uuid);
            const name = signer.name || signer.email || signer.role;
            return (
              <Group key={signer.uuid} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  {!turn && (
                    <Text size="xs" c="dimmed">
                      {t('manage.inPerson.waitingForEarlier')}
                    </Text>
                  )}
                </Stack>
                <Button
                  size="xs"
                  leftSection={<IconSignature size={14} />}
                  disabled={!turn}
                  style={{ flexShrink: 0 }}
                  onClick={() => void signInPerson(pack.key, signer.uuid).catch(() => undefined)}
                  aria-label={t('manage.inPerson.signNowAs', { name })}
                >
                  {t('manage.signNow')}
                </Button>
              </Group>
            );
          })
        )}
      </Stack>
    </Modal>
  );
};

/**
 * §2 #documents/{id}/open_in_person_modal: the in-person dialog opens about 2.5 s after the
 * document loads, when it awaits signatures (and the user may sign in person). Answers the
 * modal's state for `<InPersonModal opened onClose>`.
 */
export const useInPersonPrompt = (pack: PackDto | undefined, variant: string | undefined) => {
  const [opened, setOpened] = useState(false);
  const due = variant === 'open_in_person_modal' && pack?.status === 'awaiting_signatures';
  const packKey = pack?.key;
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => setOpened(true), MANAGE_TIMING.inPersonModalDelayMs);
    return () => clearTimeout(timer);
  }, [due, packKey]);
  return { opened: opened && due, open: () => setOpened(true), close: () => setOpened(false) };
};

/**
 * The route's in-person prompt in one piece: mount it on the document page with the route's
 * variant; it shows nothing to someone who may not sign in person for this pack.
 */
export const InPersonPrompt = ({
  pack,
  variant,
}: {
  pack: PackDto;
  variant: string | undefined;
}) => {
  const access = useOwnerAccess(pack);
  const prompt = useInPersonPrompt(pack, variant);
  if (!access.manage || !access.can.can_sign_in_person) return null;
  return <InPersonModal pack={pack} opened={prompt.opened} onClose={prompt.close} />;
};
