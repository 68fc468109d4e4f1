import { Modal, Stack } from '@mantine/core';
import { type PasskeyView } from '@quire/domain';
import type { FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PasskeyNameInput, usePasskeyName } from './passkey-name-input.tsx';
import { useRenamePasskey } from './use-passkeys.ts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';

export const RenamePasskeyModal = ({
  passkey,
  onClose,
}: {
  passkey: PasskeyView;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const name = usePasskeyName(() => passkey.name);
  const rename = useRenamePasskey();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = name.parse();
    if (parsed === null) return;
    rename.mutate({ credentialId: passkey.credential_id, name: parsed }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('profile.passkeys.renameTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={rename.isError ? errorMessageOf(rename.error) : null} />
          <PasskeyNameInput state={name} />
          <FormActions
            cancelLabel={t('profile.passkeys.cancel')}
            onCancel={onClose}
            cancelDisabled={rename.isPending}
            submitLabel={t('profile.passkeys.save')}
            pending={rename.isPending}
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
