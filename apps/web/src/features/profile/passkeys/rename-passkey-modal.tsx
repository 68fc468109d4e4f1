import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { PASSKEY_NAME_MAX, passkeyNameSchema, type PasskeyView } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { FormError } from '../../../components/form-error.tsx';
import { useRenamePasskey } from './use-passkeys.ts';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../i18n/server-text.ts';

export const RenamePasskeyModal = ({
  passkey,
  onClose,
}: {
  passkey: PasskeyView;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const rename = useRenamePasskey();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(issueText(parsed.error));
    rename.mutate(
      { credentialId: passkey.credential_id, name: parsed.data },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('profile.passkeys.renameTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={rename.isError ? errorMessageOf(rename.error) : null} />
          <TextInput
            label={t('profile.passkeys.name')}
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
            <Button variant="default" onClick={onClose} disabled={rename.isPending}>
              {t('profile.passkeys.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('profile.passkeys.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
