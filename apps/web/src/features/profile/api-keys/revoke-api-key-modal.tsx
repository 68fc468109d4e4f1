import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { API_KEY_MESSAGES, MESSAGES, type ApiKeyView } from '@quire/domain';
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
  const revoke = useRevokeApiKey();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal opened={apiKey !== null} onClose={close} title="Revoke this API key?">
      {apiKey && (
        <Stack gap="md">
          <Text size="sm">
            Anything using <b>{apiKey.name}</b> ({apiKey.prefix}…) in {apiKey.account_name} stops
            working at once. This cannot be undone.
          </Text>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(apiKey.key, {
                  onSuccess: () => {
                    showSuccess(API_KEY_MESSAGES.revoked);
                    close();
                  },
                  onError: (failure) => setError(failureMessage(failure, MESSAGES.anErrorOccurred)),
                })
              }
            >
              Revoke key
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
