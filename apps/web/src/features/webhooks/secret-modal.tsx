import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

export type SecretShown = { secret: string; fresh: boolean };

/** An endpoint's signing secret, with a copy button and how a receiver checks a signature. */
export const SecretModal = ({
  shown,
  onClose,
}: {
  shown: SecretShown | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal opened={shown !== null} onClose={onClose} title={t('webhooks.secret.title')} size="lg">
      {shown && (
        <Stack gap="md">
          {shown.fresh && (
            <Alert color="orange" title={t('webhooks.secret.freshTitle')}>
              {t('webhooks.secret.freshText')}
            </Alert>
          )}
          <Code
            block
            aria-label={t('webhooks.secret.title')}
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {shown.secret}
          </Code>
          <Text size="sm">
            <Trans
              i18nKey="webhooks.secret.howTo"
              values={{
                header: 'Quire-Signature: t=<unix time>,v1=<signature>',
                payload: 't + "." + raw body',
              }}
              components={{ code: <Code /> }}
            />
          </Text>
          <Group justify="flex-end">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
                  {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('webhooks.secret.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
