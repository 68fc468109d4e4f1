import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onLeave}
      withCloseButton={false}
      closeOnClickOutside={false}
      title={t('signing.terms.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans
            i18nKey={senderName ? 'signing.terms.sentBy' : 'signing.terms.sentNoSender'}
            values={{ sender: senderName, pack: packName }}
            components={{ b: <b /> }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          {t('signing.terms.text')}
        </Text>
        <Checkbox
          label={t('signing.terms.checkbox')}
          checked={checked}
          onChange={(e) => setChecked(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onLeave}>
            {t('signing.terms.notNow')}
          </Button>
          <Button disabled={!checked} loading={busy} onClick={onAccept} {...primary}>
            {t('signing.terms.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
