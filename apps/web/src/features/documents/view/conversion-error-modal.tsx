import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import type { PackChild } from '../documents-api.ts';

type ConversionErrorModalProps = {
  child: PackChild;
  onDismiss: (pdfPassword?: string) => Promise<unknown>;
  onClose: () => void;
};

const REASON_TEXT: Record<string, string> = {
  [MESSAGES.xfaNotSupported]:
    'This PDF is an XFA form, which Quire can’t display. Save it as a regular PDF (for example with “Print to PDF”) and upload it again.',
  'invalid pdf': 'This file could not be read as a PDF. It may be damaged.',
  'conversion failed': 'The pages of this PDF could not be prepared.',
};

/**
 * The conversion-error dialog (spec §4, §8). A password-protected PDF asks for its password and
 * converts again; other reasons explain and can be dismissed.
 */
export const ConversionErrorModal = ({ child, onDismiss, onClose }: ConversionErrorModalProps) => {
  const error = child.conversion_error;
  const needsPassword = error?.reason === MESSAGES.pdfPasswordRequired;
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsPassword && !password) {
      setFailure('Please enter the PDF’s password.');
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
      title={needsPassword ? 'This PDF is password protected' : 'This PDF could not be converted'}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {needsPassword
              ? `Enter the password that opens ${child.document_name}. Quire keeps an unlocked copy so the document can be prepared and signed.`
              : (REASON_TEXT[error?.reason ?? ''] ?? error?.message ?? MESSAGES.unknownError)}
          </Text>
          {!needsPassword && error?.message && REASON_TEXT[error.reason] && (
            <Text size="xs" c="dimmed">
              {error.message}
            </Text>
          )}
          {needsPassword && (
            <PasswordField
              label="PDF password"
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
                Not now
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {needsPassword ? 'Unlock PDF' : 'Dismiss'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
