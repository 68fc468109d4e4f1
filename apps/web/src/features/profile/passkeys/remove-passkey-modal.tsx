import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PASSKEY_MESSAGES, type PasskeyView } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { showSuccess } from '../../../app/notices.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useRemovePasskey } from './use-passkeys.ts';

/** Removing a sign-in method takes the password (ADR 0029), asked here with the confirmation. */
export const RemovePasskeyModal = ({
  passkey,
  onClose,
}: {
  passkey: PasskeyView;
  onClose: () => void;
}) => {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const remove = useRemovePasskey();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setPasswordError('Please enter your password.');
    remove.mutate(
      { credentialId: passkey.credential_id, password },
      {
        onSuccess: () => {
          showSuccess(PASSKEY_MESSAGES.removed);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Remove passkey?" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            You will no longer be able to sign in with “{passkey.name}”. Enter your password to
            confirm.
          </Text>
          <FormError message={remove.isError ? errorMessageOf(remove.error) : null} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
            error={passwordError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Remove passkey
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
