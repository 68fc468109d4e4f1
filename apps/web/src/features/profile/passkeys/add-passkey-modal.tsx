import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PASSKEY_NAME_MAX, passkeyNameSchema, suggestedPasskeyName } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { showSuccess } from '../../../app/notices.ts';
import { webauthnFailureMessage } from '../../../app/webauthn-failure.ts';
import { FormError } from '../../../components/form-error.tsx';
import { useAddPasskey } from './use-passkeys.ts';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../i18n/server-text.ts';

/** Names the new passkey first, so the list tells "iPhone" from "YubiKey" later. */
export const AddPasskeyModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [name, setName] = useState(() => suggestedPasskeyName(navigator.userAgent));
  const [nameError, setNameError] = useState<string | null>(null);
  const add = useAddPasskey();

  const close = () => {
    add.reset();
    // The next passkey is most likely another device: start again from this browser's name.
    setName(suggestedPasskeyName(navigator.userAgent));
    setNameError(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(issueText(parsed.error));
    add.mutate(parsed.data, {
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
          <TextInput
            label={t('profile.passkeys.name')}
            description={t('profile.passkeys.nameHint')}
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              {t('profile.passkeys.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('profile.passkeys.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
