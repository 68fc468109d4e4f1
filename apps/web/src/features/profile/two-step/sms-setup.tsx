import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { RESEND_AFTER_MS } from '@quire/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { FormError } from '../../../components/form-error.tsx';
import { CodeField } from './code-field.tsx';
import { useSendSetupCode } from './use-two-step.ts';
import { useTranslation } from 'react-i18next';

/** SMS codes: the number gets a code first, which proves it; that code turns SMS codes on. */
export const SmsSetup = ({
  initialNumber,
  onSubmit,
  pending,
}: {
  initialNumber: string;
  onSubmit: (fields: { verification_otp: string }) => void;
  pending: boolean;
}) => {
  const { t } = useTranslation();
  const send = useSendSetupCode();
  const [number, setNumber] = useState(initialNumber);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(number.trim(), { onSuccess: () => setWait(RESEND_AFTER_MS / 1000) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    onSubmit({ verification_otp: code.trim() });
  };
  return (
    <Stack gap="sm">
      <form onSubmit={sendCode} noValidate>
        <Stack gap="sm">
          <FormError message={send.isError ? errorMessageOf(send.error) : null} />
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('profile.twoStep.sms.number')}
              description={t('profile.twoStep.sms.numberHint')}
              type="tel"
              autoComplete="tel"
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              maw={280}
            />
            <Button
              type="submit"
              variant="default"
              loading={send.isPending}
              disabled={wait > 0 || !number.trim()}
            >
              {wait > 0
                ? t('profile.twoStep.sms.sendAgainIn', { seconds: wait })
                : send.isSuccess
                  ? t('profile.twoStep.sms.sendNew')
                  : t('profile.twoStep.sms.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      {send.isSuccess && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{send.data.message}</Text>
            <CodeField
              label={t('profile.twoStep.sms.code')}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? t('profile.twoStep.codeRequired') : undefined}
            />
            <Button type="submit" loading={pending} w="fit-content">
              {t('profile.twoStep.sms.turnOn')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
};
