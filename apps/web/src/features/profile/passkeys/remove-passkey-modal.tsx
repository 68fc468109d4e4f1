import { Modal, Stack, Text } from '@mantine/core';
import type { PasskeyView } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { showSuccess } from '../../../app/notices.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useRemovePasskey } from './use-passkeys.ts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';

/** Removing a sign-in method takes the password (ADR 0029), asked here with the confirmation. */
export const RemovePasskeyModal = ({
  passkey,
  onClose,
}: {
  passkey: PasskeyView;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const remove = useRemovePasskey();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setPasswordError(t('profile.passkeys.passwordRequired'));
    remove.mutate(
      { credentialId: passkey.credential_id, password },
      {
        onSuccess: () => {
          showSuccess(t('profile.passkeys.removedNotice'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('profile.passkeys.removeTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('profile.passkeys.removeIntro', { name: passkey.name })}</Text>
          <FormError message={remove.isError ? errorMessageOf(remove.error) : null} />
          <PasswordField
            label={t('profile.passkeys.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
            error={passwordError}
            data-autofocus
          />
          <FormActions
            cancelLabel={t('profile.passkeys.cancel')}
            onCancel={onClose}
            cancelDisabled={remove.isPending}
            submitLabel={t('profile.passkeys.removeConfirm')}
            pending={remove.isPending}
            danger
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
