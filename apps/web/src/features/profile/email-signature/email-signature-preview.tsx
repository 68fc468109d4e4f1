import { Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EMAIL_SIGNATURE_PREVIEW_PATH } from './email-signature-api.ts';
import { useTranslation } from 'react-i18next';

/**
 * The signature-request mail as the server renders it with this signature
 * (GET /test/mail/email_signature_preview), framed on the same origin without scripts.
 */
export const EmailSignaturePreview = ({ query }: { query: string }) => {
  const { t } = useTranslation();
  const src = `${EMAIL_SIGNATURE_PREVIEW_PATH}?${query}`;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('profile.emailSignature.preview')}
      </Text>
      <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
        {/* A new frame per change: its load state starts afresh. */}
        <PreviewFrame key={src} src={src} />
      </Paper>
    </Stack>
  );
};

const PreviewFrame = ({ src }: { src: string }) => {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <iframe
        src={src}
        title={t('profile.emailSignature.previewFrame')}
        onLoad={(e) => {
          setLoaded(true);
          // The signature is at the foot of the mail: bring it into view (same origin).
          e.currentTarget.contentWindow?.scrollTo(
            0,
            e.currentTarget.contentDocument?.body.scrollHeight ?? 0,
          );
        }}
        sandbox="allow-same-origin"
        style={{ display: 'block', width: '100%', height: 600, border: 0 }}
      />
      {!loaded && (
        <Overlay color="#fff" backgroundOpacity={0.55} blur={1} center zIndex={2}>
          <Loader size="md" aria-label={t('profile.emailSignature.updating')} />
        </Overlay>
      )}
    </>
  );
};
