import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { VERIFY_MESSAGES, type VerificationAnswer } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client.ts';
import { CopyableValue } from '../../../components/copyable-value.tsx';
import { putWithProgress } from '../../../components/put-with-progress.ts';
import { VerificationResult } from '../../../components/verification-result.tsx';
import { serverText } from '../../../i18n/server-text.ts';

type VerificationRecord = {
  verification_key: string;
  verification_status: 'checking' | 'ok' | 'error';
  message: string | null;
  result: VerificationAnswer | null;
};

/** How often the modal asks whether the worker finished the check. */
const POLL_MS = 1000;

/**
 * The §7 verification upload from a document's menu: the PDF goes up like any upload, a worker
 * checks it against the recorded finals, and the modal polls the record until it is done.
 */
export const VerifyPdfModal = ({
  documentKey,
  opened,
  onClose,
}: {
  documentKey: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [verificationKey, setVerificationKey] = useState<string | null>(null);

  const link = useQuery({
    queryKey: ['documents', documentKey, 'verifications'],
    queryFn: () =>
      api.get<{ verification_url: string | null }>(`/app/documents/${documentKey}/verifications`),
    enabled: opened,
  });
  const record = useQuery({
    queryKey: ['document-verification', verificationKey],
    queryFn: async () =>
      (
        await api.get<{ verification: VerificationRecord }>(
          `/app/document_verification/${verificationKey}`,
        )
      ).verification,
    enabled: verificationKey !== null,
    refetchInterval: (query) =>
      query.state.data?.verification_status === 'checking' ? POLL_MS : false,
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setVerificationKey(null);
    setProgress(0);
    try {
      const { url, file_key } = await api.get<{ url: string; file_key: string }>(
        '/app/get_verification_upload_url',
        { query: { document_key: documentKey }, silent: true },
      );
      await putWithProgress(url, file, setProgress);
      const done = await api.get<{ verification_key: string }>(
        '/app/document_verification_upload_success',
        { query: { file_key, document_key: documentKey }, silent: true },
      );
      setVerificationKey(done.verification_key);
    } catch {
      setUploadError(serverText(VERIFY_MESSAGES.uploadFailed));
    } finally {
      setProgress(null);
    }
  };

  const current = record.data;
  const checking =
    progress !== null ||
    (verificationKey !== null &&
      current?.verification_status !== 'ok' &&
      current?.verification_status !== 'error');
  return (
    <Modal opened={opened} onClose={onClose} title={t('packExtras.verifyPdf.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('packExtras.verifyPdf.intro')}</Text>
        {link.data?.verification_url && (
          <Stack gap={4}>
            <CopyableValue
              label={t('packExtras.verifyPdf.publicLink')}
              value={link.data.verification_url}
            />
            <Anchor href={link.data.verification_url} target="_blank" size="sm">
              {t('packExtras.verifyPdf.openPublic')}
            </Anchor>
          </Stack>
        )}
        <Group>
          <FileButton onChange={(f) => void upload(f)} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={checking}>
                {t('packExtras.verifyPdf.choose')}
              </Button>
            )}
          </FileButton>
          {checking && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {progress !== null
                  ? t('packExtras.verifyPdf.uploading', { progress })
                  : serverText(VERIFY_MESSAGES.checking)}
              </Text>
            </Group>
          )}
        </Group>
        {uploadError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {uploadError}
          </Alert>
        )}
        {current?.verification_status === 'error' && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {serverText(current.message ?? VERIFY_MESSAGES.uploadFailed)}
          </Alert>
        )}
        {current?.verification_status === 'ok' && current.result && (
          <VerificationResult answer={current.result} />
        )}
      </Stack>
    </Modal>
  );
};
