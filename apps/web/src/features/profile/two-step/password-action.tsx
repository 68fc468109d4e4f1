import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/password-field.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from 'react-i18next';

/** An action that changes an active second step: it asks for the account password first. */
export const PasswordAction = ({
  explanation,
  confirmLabel,
  color,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  explanation: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={360}>
        <Text size="sm">{explanation}</Text>
        <FormError message={error} />
        <PasswordField
          label={t('profile.twoStep.currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-autofocus
        />
        <Group gap="xs">
          <Button type="submit" color={color} loading={pending} disabled={!password}>
            {confirmLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('profile.twoStep.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
