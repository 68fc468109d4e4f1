import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { INTEGRATION_MESSAGES, type IntegrationConfigurationView } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { useChangeIntegration } from './integrations-api.ts';

/** One configured integration: its site, whether it is connected, and what an admin can do. */
export const IntegrationCard = ({
  integration,
  onConfigure,
  onUnlink,
  onReconnect,
}: {
  integration: IntegrationConfigurationView;
  onConfigure: () => void;
  onUnlink: () => void;
  onReconnect: () => void;
}) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const change = useChangeIntegration();
  const [active, setActive] = useState(integration.is_active);
  const toggle = (next: boolean) => {
    setActive(next);
    change.mutate(
      { integration_configuration_id: integration.key, is_active: next },
      {
        onSuccess: (answer) => showSuccess(answer.message),
        onError: (failure) => {
          setActive(!next);
          showDanger(failureMessage(failure, INTEGRATION_MESSAGES.updateFailed));
        },
      },
    );
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={integration.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate="end">
              {integration.name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {t('integrations.card.site', { domain: integration.domain })}
            </Text>
          </Stack>
          <Badge color={integration.is_active ? 'green' : 'gray'} variant="light">
            {integration.is_active
              ? t('integrations.card.connected')
              : t('integrations.card.notConnected')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('integrations.card.added', {
            appId: integration.client_id,
            date: date(integration.date_created),
          })}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Switch
            label={t('integrations.card.active')}
            checked={active}
            disabled={change.isPending}
            onChange={(e) => toggle(e.currentTarget.checked)}
          />
          <Group gap="xs">
            {!integration.is_active && (
              <Button size="xs" variant="light" onClick={onReconnect}>
                {t('integrations.card.reconnect')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={onConfigure}>
              {t('integrations.card.configure')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onUnlink}>
              {t('integrations.card.unlink')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
};
