import { Alert, Button, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { FormError } from '../../../components/form-error.tsx';
import { CodeField } from './code-field.tsx';
import { useTotpSecret } from './use-two-step.ts';
import { useTranslation } from 'react-i18next';

/** The secret in groups of four, as people type it into an authenticator by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Authenticator: the otpauth link as a QR code, and its secret for typing in by hand. Turning on
 * needs a code the app shows (the caller sends it with POST /app/user).
 */
export const TotpSetup = ({
  onSubmit,
  pending,
  replacing,
}: {
  onSubmit: (fields: { verification_otp: string }) => void;
  pending: boolean;
  /** The user already uses an authenticator: a code from it is needed before a new secret. */
  replacing: boolean;
}) => {
  const { t } = useTranslation();
  const secret = useTotpSecret();
  const [qr, setQr] = useState<string | null>(null);
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const { mutate } = secret;
  useEffect(() => {
    if (!replacing) mutate({});
  }, [mutate, replacing]);
  const link = secret.data?.totp_link ?? null;
  useEffect(() => {
    if (link) void QRCode.toDataURL(link, { margin: 1, width: 200 }).then(setQr);
  }, [link]);
  const secretText = link ? (new URL(link).searchParams.get('secret') ?? '') : '';

  if (!link) {
    if (!replacing && !secret.isError)
      return <Loader size="sm" aria-label={t('profile.twoStep.totp.preparing')} />;
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          secret.mutate({ verification_otp: current, request_new_otp: true });
        }}
      >
        <Stack gap="sm">
          <FormError message={secret.isError ? errorMessageOf(secret.error) : null} />
          <Text size="sm">{t('profile.twoStep.totpNeedsCurrentCode')}</Text>
          <CodeField
            label={t('profile.twoStep.totp.currentCode')}
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
          <Button type="submit" w="fit-content" loading={secret.isPending}>
            {t('profile.twoStep.totp.continue')}
          </Button>
        </Stack>
      </form>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    onSubmit({ verification_otp: code.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('profile.twoStep.totp.scan')}</Text>
        <Group align="flex-start" gap="lg">
          {qr ? (
            <Image src={qr} alt={t('profile.twoStep.totp.qr')} w={180} h={180} radius="sm" />
          ) : (
            <Loader size="sm" />
          )}
          <Stack gap={4} maw={300}>
            <Text size="sm" c="dimmed">
              {t('profile.twoStep.totp.cannotScan')}
            </Text>
            <Code data-testid="totp-secret" fz="sm" style={{ wordBreak: 'break-all' }}>
              {grouped(secretText)}
            </Code>
            <Button
              variant="subtle"
              size="compact-xs"
              w="fit-content"
              onClick={() => secret.mutate({ request_new_otp: true })}
            >
              {t('profile.twoStep.totp.newKey')}
            </Button>
          </Stack>
        </Group>
        <Text size="sm">{t('profile.twoStep.totp.enter')}</Text>
        <CodeField
          label={t('profile.twoStep.totp.code')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('profile.twoStep.codeRequired') : undefined}
        />
        <Button type="submit" loading={pending} w="fit-content">
          {t('profile.twoStep.totp.turnOn')}
        </Button>
        {secret.isError && <Alert color="red">{errorMessageOf(secret.error)}</Alert>}
      </Stack>
    </form>
  );
};
