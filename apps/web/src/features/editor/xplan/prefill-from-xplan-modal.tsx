import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import {
  INTEGRATION_MESSAGES,
  XPLAN_PREFILL_MESSAGES,
  type XplanClientSummary,
} from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { XplanClientPicker } from '../../../components/xplan/xplan-client-picker.tsx';
import { prefillDocument } from './prefill-api.ts';
import { PrefillPreview } from './prefill-preview.tsx';

type PrefillFromXplanModalProps = {
  packKey: string;
  connection: { integration_configuration_id: string; name: string };
  opened: boolean;
  onClose: () => void;
};

/**
 * "Prefill from XPLAN client" (issue 17 item 3): find a client, see what their data fills in
 * through the template's mapping, and fill the document. The server writes it all at once and
 * records 'prefilled from XPLAN client {id}' in the audit trail.
 */
export const PrefillFromXplanModal = ({
  packKey,
  connection,
  opened,
  onClose,
}: PrefillFromXplanModalProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [client, setClient] = useState<XplanClientSummary | null>(null);
  const configurationId = connection.integration_configuration_id;
  const preview = useQuery({
    queryKey: ['integrations', 'prefill', packKey, 'preview', client?.entity_id ?? 0] as const,
    queryFn: () =>
      prefillDocument({ packKey, clientId: client!.entity_id, configurationId, preview: true }),
    enabled: opened && client !== null,
    retry: false,
    gcTime: 0,
  });
  const apply = useMutation({
    mutationFn: () =>
      prefillDocument({ packKey, clientId: client!.entity_id, configurationId, preview: false }),
    onSuccess: (done) => {
      showSuccess(XPLAN_PREFILL_MESSAGES.prefilled(done.client.name));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentPack(packKey) });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
      close();
    },
  });
  const close = () => {
    setClient(null);
    apply.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('integrations.prefill.title')}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('integrations.prefill.intro', { name: connection.name })}
        </Text>
        <XplanClientPicker
          configurationId={configurationId}
          picked={client?.entity_id ?? null}
          onPick={(picked) => {
            setClient(picked);
            apply.reset();
          }}
          autoFocus
        />
        {client && preview.isPending && (
          <Center py="sm">
            <Loader
              size="sm"
              aria-label={t('integrations.prefill.reading', { name: client.name })}
            />
          </Center>
        )}
        {client && preview.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(preview.error, INTEGRATION_MESSAGES.clientDataFailed)}
          </Alert>
        )}
        {client && preview.isSuccess && <PrefillPreview prefill={preview.data} />}
        {apply.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(apply.error, INTEGRATION_MESSAGES.clientDataFailed)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('editor.cancel')}
          </Button>
          <Button
            onClick={() => apply.mutate()}
            loading={apply.isPending}
            disabled={!client || !preview.isSuccess}
          >
            {t('integrations.prefill.fill')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
