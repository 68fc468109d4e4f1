import { Group, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { THEME_TIMERS } from '@quire/domain';
import { useEffect, useState } from 'react';
import classes from './branding.module.css';
import { useTranslation } from 'react-i18next';

export const MAIL_PREVIEW_PATH = '/test/mail/signature_request';

/**
 * The signature-request mail as the server renders it with the theme's colours (§7 preview),
 * framed on the same origin.
 */
export const MailPreview = ({ query }: { query: string }) => {
  const { t } = useTranslation();
  const src = `${MAIL_PREVIEW_PATH}?${query}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('branding.preview.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('branding.preview.mail')}
        </Text>
      </Group>
      <Paper withBorder radius="lg" pos="relative" style={{ overflow: 'hidden' }}>
        {/* A new frame per change: its spinner and load state start afresh. */}
        <PreviewFrame key={src} src={src} />
      </Paper>
    </Stack>
  );
};

/**
 * Shows the §9 spinner for 2.5 s and until the mail has loaded, so the old colours are never
 * mistaken for the new ones.
 */
const PreviewFrame = ({ src }: { src: string }) => {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const [spinnerDue, setSpinnerDue] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setSpinnerDue(false), THEME_TIMERS.previewSpinnerMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <iframe
        src={src}
        title={t('branding.preview.frame')}
        className={classes.previewFrame}
        onLoad={() => setLoaded(true)}
        sandbox="allow-same-origin"
      />
      {(spinnerDue || !loaded) && (
        <Overlay color="#fff" backgroundOpacity={0.55} blur={1} center zIndex={2}>
          <Loader size="md" aria-label={t('branding.preview.updating')} />
        </Overlay>
      )}
    </>
  );
};
