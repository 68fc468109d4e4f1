import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { SIGNING_TERMS } from '@quire/domain';
import { useState } from 'react';
import { useBrandButton } from '../../components/pack-brand.tsx';

type Props = {
  opened: boolean;
  senderName: string;
  packName: string;
  busy: boolean;
  onAccept: () => void;
  onLeave: () => void;
};

/**
 * Before the first field: the consent to sign electronically, accepted by its checkbox (§5 'I
 * accept'); the server records it once (user_accepted_terms), and its caller shows this only to
 * a signer whose terms_accepted_at is still empty.
 */
export const SigningTermsModal = ({
  opened,
  senderName,
  packName,
  busy,
  onAccept,
  onLeave,
}: Props) => {
  const [checked, setChecked] = useState(false);
  const primary = useBrandButton();
  return (
    <Modal
      opened={opened}
      onClose={onLeave}
      withCloseButton={false}
      closeOnClickOutside={false}
      title="Review and sign"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {senderName ? `${senderName} sent you ` : 'You have '}
          <b>{packName}</b> to review and sign.
        </Text>
        <Text size="sm" c="dimmed">
          {SIGNING_TERMS.text}
        </Text>
        <Checkbox
          label={SIGNING_TERMS.checkbox}
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onLeave}>
            Not now
          </Button>
          <Button disabled={!checked} loading={busy} onClick={onAccept} {...primary}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
