import { Button, Stack } from '@mantine/core';
import { pinSchema } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/password-field.tsx';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../i18n/server-text.ts';

/** Personal PIN: at least 4 digits, typed twice. */
export const PinSetup = ({
  onSubmit,
  pending,
}: {
  onSubmit: (fields: { pin: string }) => void;
  pending: boolean;
}) => {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; again?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pinSchema.safeParse(pin);
    const found = {
      pin: parsed.success ? undefined : issueText(parsed.error),
      again: parsed.success && pin !== again ? t('profile.twoStep.pin.notSame') : undefined,
    };
    setErrors(found);
    if (!found.pin && !found.again) onSubmit({ pin });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={320}>
        <PasswordField
          label={t('profile.twoStep.pin.new')}
          description={t('profile.twoStep.pin.hint')}
          inputMode="numeric"
          autoComplete="new-password"
          value={pin}
          onChange={(e) => setPin(e.currentTarget.value)}
          error={errors.pin}
        />
        <PasswordField
          label={t('profile.twoStep.pin.again')}
          inputMode="numeric"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.currentTarget.value)}
          error={errors.again}
        />
        <Button type="submit" loading={pending} w="fit-content">
          {t('profile.twoStep.pin.turnOn')}
        </Button>
      </Stack>
    </form>
  );
};
