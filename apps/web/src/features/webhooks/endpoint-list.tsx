import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { WebhookEndpoint } from '@quire/domain';
import {
  IconDots,
  IconKey,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconSend,
  IconTrash,
  IconWebhook,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { EndpointFormModal } from './endpoint-form-modal.tsx';
import { SecretModal, type SecretShown } from './secret-modal.tsx';
import {
  useDeleteWebhook,
  useRollWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhook,
  useWebhookSecret,
} from './webhooks-api.ts';

/** The workspace's endpoints: add, edit, turn on and off, secrets, a test event, delete. */
export const EndpointList = ({ endpoints }: { endpoints: WebhookEndpoint[] }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('webhooks.endpoints.add')}
    </Button>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-endpoints">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="webhook-endpoints">
          {t('webhooks.endpoints.title')}
        </Title>
        {endpoints.length > 0 && addButton}
      </Group>
      {endpoints.length === 0 ? (
        <EmptyState
          icon={<IconWebhook size={26} />}
          title={t('webhooks.endpoints.emptyTitle')}
          text={t('webhooks.endpoints.emptyText')}
          textMaw={460}
          action={addButton}
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {endpoints.map((endpoint) => (
            <li key={endpoint.key}>
              <EndpointCard endpoint={endpoint} onEdit={() => setEditing(endpoint)} />
            </li>
          ))}
        </Stack>
      )}
      <EndpointFormModal
        editing={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
};

const EndpointCard = ({ endpoint, onEdit }: { endpoint: WebhookEndpoint; onEdit: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const reveal = useWebhookSecret();
  const roll = useRollWebhookSecret();
  const test = useSendTestWebhook();
  const [secret, setSecret] = useState<SecretShown | null>(null);
  const [confirming, setConfirming] = useState<'delete' | 'roll' | null>(null);
  const fail = (error: unknown) => showDanger(failureMessage(error, t('webhooks.failed')));

  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={600} ff="monospace" size="sm" truncate title={endpoint.url}>
              {endpoint.url}
            </Text>
            {!endpoint.enabled && (
              <Badge color="gray" variant="light" radius="sm" style={{ flex: 'none' }}>
                {t('webhooks.endpoints.off')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {endpoint.description || t('webhooks.endpoints.noDescription')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
          <Switch
            aria-label={t('webhooks.endpoints.sendTo', { url: endpoint.url })}
            checked={endpoint.enabled}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { key: endpoint.key, patch: { enabled: e.currentTarget.checked } },
                { onError: fail },
              )
            }
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('webhooks.endpoints.actions', { url: endpoint.url })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                {t('webhooks.endpoints.edit')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconKey size={16} />}
                onClick={() =>
                  reveal.mutate(endpoint.key, {
                    onSuccess: (a) => setSecret({ secret: a.secret, fresh: false }),
                    onError: fail,
                  })
                }
              >
                {t('webhooks.endpoints.showSecret')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconRefresh size={16} />}
                onClick={() => setConfirming('roll')}
              >
                {t('webhooks.endpoints.newSecret')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconSend size={16} />}
                disabled={!endpoint.enabled}
                onClick={() =>
                  test.mutate(endpoint.key, {
                    onSuccess: () => showSuccess(t('webhooks.testQueued')),
                    onError: fail,
                  })
                }
              >
                {t('webhooks.endpoints.sendTest')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming('delete')}
              >
                {t('webhooks.endpoints.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title={t('webhooks.endpoints.deleteTitle')}
        message={t('webhooks.endpoints.deleteMessage', { url: endpoint.url })}
        confirmLabel={t('webhooks.endpoints.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(endpoint.key, {
            onSuccess: () => {
              setConfirming(null);
              showSuccess(t('webhooks.deleted'));
            },
            onError: fail,
          })
        }
      />
      <ConfirmDialog
        opened={confirming === 'roll'}
        title={t('webhooks.endpoints.rollTitle')}
        message={t('webhooks.endpoints.rollMessage')}
        confirmLabel={t('webhooks.endpoints.newSecret')}
        loading={roll.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          roll.mutate(endpoint.key, {
            onSuccess: (a) => {
              setConfirming(null);
              setSecret({ secret: a.secret, fresh: true });
            },
            onError: fail,
          })
        }
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </Paper>
  );
};
