import { ActionIcon, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { BulkSend, XplanClientChoice } from '@quire/domain';
import { IconUserX, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { XplanClientPicker } from '../../../components/xplan/xplan-client-picker.tsx';
import { useSaveSend } from './use-save-send.ts';

/**
 * §2 choose_clients from XPLAN (ADR 0060): find clients as the editor's prefill does (by name,
 * or by client id for a number) and add them; each chosen client is one document at activation.
 */
export const XplanClientsChooser = ({
  send,
  configurationId,
}: {
  send: BulkSend;
  configurationId: string;
}) => {
  const { t } = useTranslation();
  const save = useSaveSend(send);
  const chosen = send.integration_configuration_id === configurationId ? send.xplan_clients : [];
  const saveClients = (clients: XplanClientChoice[]) =>
    save.mutate({ integration_configuration_id: configurationId, xplan_clients: clients });
  const add = (client: XplanClientChoice | null) => {
    if (!client || chosen.some((c) => c.entity_id === client.entity_id)) return;
    saveClients([...chosen, { entity_id: client.entity_id, name: client.name }]);
  };

  return (
    <Stack gap="sm" maw={560}>
      <XplanClientPicker configurationId={configurationId} picked={null} onPick={add} />
      {save.isPending && <Loader size="xs" aria-label={t('bulkSends.xplan.saving')} />}
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureMessage(save.error, t('bulkSends.setup.saveFailed'))}
        </Text>
      )}
      <Text size="sm" fw={600} mt="xs" id="xplan-chosen-clients">
        {t('bulkSends.xplan.chosen', { count: chosen.length })}
      </Text>
      {chosen.length === 0 ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconUserX size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('bulkSends.xplan.none')}
          </Text>
        </Group>
      ) : (
        <Stack gap={4} role="list" aria-labelledby="xplan-chosen-clients">
          {chosen.map((client) => (
            <Paper key={client.entity_id} withBorder radius="md" px="sm" py={6} role="listitem">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={500} truncate="end">
                  {client.name}
                </Text>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    {t('integrations.picker.clientId', { id: client.entity_id })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={save.isPending}
                    aria-label={t('bulkSends.xplan.remove', { name: client.name })}
                    onClick={() =>
                      saveClients(chosen.filter((c) => c.entity_id !== client.entity_id))
                    }
                  >
                    <IconX size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
