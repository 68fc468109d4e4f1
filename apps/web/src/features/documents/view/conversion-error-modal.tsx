import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../app/api-client.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { serverText } from '../../../i18n/server-text.ts';
import type { PackChild } from '../documents-api.ts';

type ConversionErrorModalProps = {
  child: PackChild;
  onDismiss: (pdfPassword?: string) => Promise<unknown>;
  onClose: () => void;
};

/** Each known reason's explanation: packExtras.conversion.<key>. */
const REASON_KEY: Record<string, 'xfa' | 'invalidPdf' | 'conversionFailed'> = {
  [MESSAGES.xfaNotSupported]: 'xfa',
  'invalid pdf': 'invalidPdf',
  'conversion failed': 'conversionFailed',
};

/**
 * The conversion-error dialog (spec §4, §8). A password-protected PDF asks for its password and
 * converts again; other reasons explain and can be dismissed.
 */
export const ConversionErrorModal = ({ child, onDismiss, onClose }: ConversionErrorModalProps) => {
  const { t } = useTranslation();
  const error = child.conversion_error;
  const needsPassword = error?.reason === MESSAGES.pdfPasswordRequired;
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonKey = error ? REASON_KEY[error.reason] : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsPassword && !password) {
      setFailure(t('packExtras.conversion.passwordMissing'));
      return;
    }
    setBusy(true);
    try {
      await onDismiss(needsPassword ? password : undefined);
    } catch (problem) {
      setFailure(errorMessageOf(problem));
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        needsPassword
          ? t('packExtras.conversion.passwordTitle')
          : t('packExtras.conversion.failedTitle')
      }
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {needsPassword
              ? t('packExtras.conversion.enterPassword', { name: child.document_name })
              : reasonKey
                ? t(`packExtras.conversion.${reasonKey}`)
                : serverText(error?.message ?? MESSAGES.unknownError)}
          </Text>
          {!needsPassword && error?.message && reasonKey && (
            <Text size="xs" c="dimmed">
              {serverText(error.message)}
            </Text>
          )}
          {needsPassword && (
            <PasswordField
              label={t('packExtras.conversion.passwordLabel')}
              autoComplete="off"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setFailure(null);
              }}
              error={failure}
              data-autofocus
            />
          )}
          {!needsPassword && failure && (
            <Text size="sm" c="red.8">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {needsPassword && (
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('packExtras.conversion.notNow')}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {needsPassword
                ? t('packExtras.conversion.unlock')
                : t('packExtras.conversion.dismiss')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
