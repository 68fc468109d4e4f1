import { Button, Group, Paper, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client.ts';
import { showSuccess } from '../notices.ts';

/** Shown until the user opens the link of their verification mail; notifications wait for it. */
export const VerifyEmailBanner = () => {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => api.post('/app/auth/resend_verification'),
    onSuccess: (answer) => showSuccess(answer.message ?? t('app.verifyEmail.sentNotice')),
  });

  return (
    <Paper
      radius={0}
      px="md"
      py={8}
      bg="yellow.0"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}
      role="region"
      aria-label={t('app.verifyEmail.region')}
    >
      <Group justify="center" gap="xs" wrap="wrap">
        <IconMailExclamation size={18} color="var(--mantine-color-yellow-9)" aria-hidden="true" />
        <Text size="sm" c="yellow.9" fw={500}>
          {t('app.verifyEmail.text')}
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="yellow.9"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={resend.isSuccess}
        >
          {resend.isSuccess ? t('app.verifyEmail.sent') : t('app.verifyEmail.resend')}
        </Button>
      </Group>
    </Paper>
  );
};
