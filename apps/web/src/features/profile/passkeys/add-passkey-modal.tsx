import { Modal, Stack, Text } from '@mantine/core';
import { suggestedPasskeyName } from '@quire/domain';
import type { FormEvent } from 'react';
import { showSuccess } from '../../../app/notices.ts';
import { webauthnFailureMessage } from '../../../app/webauthn-failure.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PasskeyNameInput, usePasskeyName } from './passkey-name-input.tsx';
import { useAddPasskey } from './use-passkeys.ts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';

/** Names the new passkey first, so the list tells "iPhone" from "YubiKey" later. */
export const AddPasskeyModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const name = usePasskeyName(() => suggestedPasskeyName(navigator.userAgent));
  const add = useAddPasskey();

  const close = () => {
    add.reset();
    // The next passkey is most likely another device: start again from this browser's name.
    name.change(suggestedPasskeyName(navigator.userAgent));
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = name.parse();
    if (parsed === null) return;
    add.mutate(parsed, {
      onSuccess: () => {
        showSuccess(t('profile.passkeys.addedNotice'));
        close();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('profile.passkeys.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('profile.passkeys.addIntro')}
          </Text>
          <FormError message={add.isError ? webauthnFailureMessage(add.error) : null} />
          <PasskeyNameInput state={name} description={t('profile.passkeys.nameHint')} />
          <FormActions
            cancelLabel={t('profile.passkeys.cancel')}
            onCancel={close}
            cancelDisabled={add.isPending}
            submitLabel={t('profile.passkeys.continue')}
            pending={add.isPending}
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
