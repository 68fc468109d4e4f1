import {
  Alert,
  Button,
  Divider,
  FileButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconFileCertificate, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { VERIFY_MESSAGES, sha256Schema, type VerificationAnswer } from '@quire/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
import { PublicPageFrame } from '../../components/public-page-frame.tsx';
import { PackSummary, VerificationResult } from '../../components/verification-result.tsx';
import { serverText } from '../../i18n/server-text.ts';
import { checkPdfFile, checkSha256, fetchPackSummary } from './verify-api.ts';

const Frame = ({ children }: { children: ReactNode }) => (
  <PublicPageFrame width={720}>{children}</PublicPageFrame>
);

type Check = { kind: 'pdf'; file: File } | { kind: 'sha256'; sha256: string };

/**
 * /verify and /verify/{verification_id} (issue 15): anyone drops a PDF or pastes its SHA-256 and
 * learns whether Quire sealed it and whether it changed since. With a verification id (the
 * certificate's QR code) the pack's public summary shows first and the PDF is checked against it.
 */
export const VerifyPage = () => {
  const { t } = useTranslation();
  const { verificationId } = useParams();
  const [hash, setHash] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const summary = useQuery({
    queryKey: ['verify', 'pack', verificationId],
    queryFn: () => fetchPackSummary(verificationId!),
    enabled: verificationId !== undefined,
    retry: false,
  });
  const check = useMutation<VerificationAnswer, Error, Check>({
    mutationFn: (c) => (c.kind === 'pdf' ? checkPdfFile(c.file) : checkSha256(c.sha256)),
  });

  const onFile = (file: File | null) => {
    if (file) check.mutate({ kind: 'pdf', file });
  };
  const onHash = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sha256Schema.safeParse(hash);
    setHashError(parsed.success ? null : serverText(VERIFY_MESSAGES.invalidSha256));
    if (parsed.success) check.mutate({ kind: 'sha256', sha256: parsed.data });
  };
  const answer = check.data;
  const resultRef = useRef<HTMLDivElement>(null);
  // On a phone the answer lands below the fold: bring it into view when it arrives.
  useEffect(() => {
    if (answer) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [answer]);
  const otherPack =
    verificationId !== undefined &&
    answer !== undefined &&
    answer.pack !== null &&
    answer.pack.verification_id !== verificationId;

  return (
    <Frame>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('verify.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('verify.intro')}
          </Text>
        </div>

        {verificationId !== undefined && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            {summary.isPending ? (
              <Group gap="xs">
                <Loader size="sm" /> <Text size="sm">{t('verify.loadingRecord')}</Text>
              </Group>
            ) : summary.isError ? (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
                {summary.error.message || serverText(VERIFY_MESSAGES.linkUnknown)}
              </Alert>
            ) : (
              <Stack gap="xs">
                <Group gap="xs">
                  <IconFileCertificate size={22} color="var(--mantine-color-quire-7)" />
                  <Title order={2} fz={18}>
                    {t('verify.record')}
                  </Title>
                </Group>
                <PackSummary pack={summary.data} />
                <Text size="sm" c="dimmed">
                  {t('verify.dropHint')}
                </Text>
              </Stack>
            )}
          </Paper>
        )}

        <FileDropZone label={t('verify.dropLabel')} onFile={onFile} disabled={check.isPending}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            style={{ borderStyle: 'dashed', borderWidth: 2 }}
          >
            <Stack align="center" gap="sm" py="md">
              <IconUpload size={36} color="var(--mantine-color-quire-6)" aria-hidden />
              <Text fw={600} ta="center">
                {t('verify.dropHere')}
              </Text>
              <FileButton onChange={onFile} accept="application/pdf,.pdf">
                {(props) => (
                  <Button {...props} loading={check.isPending && check.variables?.kind === 'pdf'}>
                    {t('verify.choose')}
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Paper>
        </FileDropZone>

        <Divider label={t('verify.orSha')} labelPosition="center" />
        <form onSubmit={onHash} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('verify.shaLabel')}
              placeholder={t('verify.shaPlaceholder')}
              value={hash}
              onChange={(e) => setHash(e.currentTarget.value)}
              error={hashError}
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Button
              type="submit"
              variant="default"
              mt={25}
              loading={check.isPending && check.variables?.kind === 'sha256'}
            >
              {t('verify.check')}
            </Button>
          </Group>
        </form>

        {check.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {check.error.message}
          </Alert>
        )}
        {answer && !check.isPending && (
          <div ref={resultRef}>
            <VerificationResult
              answer={answer}
              warning={otherPack ? serverText(VERIFY_MESSAGES.otherPack) : null}
              showPack={verificationId === undefined || otherPack}
            />
          </div>
        )}
      </Stack>
    </Frame>
  );
};
