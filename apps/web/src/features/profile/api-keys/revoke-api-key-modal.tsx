import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiKeyView } from '@quire/domain';
import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import { failureMessage } from '../../../app/failure-message.ts';
import { showSuccess } from '../../../app/notices.ts';
import { useRevokeApiKey } from './api-keys-api.ts';

/** Asks before revoking: whatever uses the key stops working at once. */
export const RevokeApiKeyModal = ({
  apiKey,
  onClose,
}: {
  apiKey: ApiKeyView | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal opened={apiKey !== null} onClose={close} title={t('profile.apiKeys.revokeTitle')}>
      {apiKey && (
        <Stack gap="md">
          <Text size="sm">
            <Trans
              i18nKey="profile.apiKeys.revokeText"
              values={{ name: apiKey.name, prefix: apiKey.prefix, workspace: apiKey.account_name }}
              components={{ b: <b /> }}
            />
          </Text>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('profile.apiKeys.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(apiKey.key, {
                  onSuccess: () => {
                    showSuccess(t('profile.apiKeys.revoked'));
                    close();
                  },
                  onError: (failure) =>
                    setError(failureMessage(failure, t('profile.apiKeys.failed'))),
                })
              }
            >
              {t('profile.apiKeys.revokeKey')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
