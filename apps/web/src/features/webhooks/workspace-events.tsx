import { Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger } from '../../app/notices.ts';
import { usePermission } from '../../app/session/use-permissions.ts';
import { useUpdateWorkspaceEvents, type WorkspaceEvent } from './webhooks-api.ts';

/** §9: an event subscription is saved 1 s after the last change. */
const SAVE_AFTER_MS = 1000;

/** The events every document of the workspace sends (§3 run_organisation_wide). */
export const WorkspaceEvents = ({ events }: { events: WorkspaceEvent[] }) => {
  const { t } = useTranslation();
  const allowed = usePermission('can_configure_event_actions');
  const save = useUpdateWorkspaceEvents();
  const [chosen, setChosen] = useState(() => events.filter((e) => e.subscribed).map((e) => e.key));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string[]) => {
    setChosen(next as WorkspaceEvent['key'][]);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        save.mutate(next, {
          onError: (error) => showDanger(failureMessage(error, t('webhooks.events.updateFailed'))),
        }),
      SAVE_AFTER_MS,
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-events">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="webhook-events">
          {t('webhooks.events.title')}
        </Title>
        {save.isPending && <Loader size="xs" aria-label={t('webhooks.events.saving')} />}
      </Group>
      <Paper withBorder radius="lg" p="md">
        <Checkbox.Group
          value={chosen}
          onChange={change}
          label={
            <Text size="sm" c="dimmed" fw={400} mb="xs">
              {t('webhooks.events.intro')}
            </Text>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            {events.map((event) => (
              <Checkbox
                key={event.key}
                value={event.key}
                label={t(`webhooks.events.names.${event.key}`)}
                disabled={!allowed}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {!allowed && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('webhooks.events.notAllowed')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
};
