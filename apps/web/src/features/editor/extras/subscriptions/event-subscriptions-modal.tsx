import { Alert, Badge, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDanger } from '../../../../app/notices.ts';
import { eventSubscriptionsApi } from '../extras-api.ts';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';
import type { EventSubscriptionDto } from '../extras-types.ts';
import { SaveStatusText } from '../save-status.tsx';
import { EXTRAS_TIMING } from '../extras-timing.ts';
import { useDebouncedSave } from '../use-debounced-save.ts';
import { ExtrasModal, type PackExtrasModalProps } from '../extras-modal.tsx';

/** Spec §2 event subscriptions modal: the catalogue with a switch each, saved 1 s after a change. */
export const EventSubscriptionsModal = ({
  packKey,
  opened,
  onClose,
  readOnly,
}: PackExtrasModalProps) => {
  const { t } = useTranslation();
  return (
    <ExtrasModal title={t('editor.more.subscriptions')} opened={opened} onClose={onClose} size="lg">
      <SubscriptionList packKey={packKey} readOnly={readOnly} />
    </ExtrasModal>
  );
};

const SubscriptionList = ({ packKey, readOnly }: { packKey: string; readOnly: boolean }) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: EXTRAS_KEYS.eventSubscriptions(packKey),
    queryFn: ({ signal }) => eventSubscriptionsApi.list(packKey, signal),
  });
  // The switches the user has set since opening; the server's answer fills in the rest.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const save = useDebouncedSave(async (keys: string[]) => {
    try {
      await eventSubscriptionsApi.save(packKey, keys);
      await queryClient.invalidateQueries({ queryKey: EXTRAS_KEYS.eventSubscriptions(packKey) });
    } catch (error) {
      showDanger(t('editor.subscriptions.failed'));
      throw error;
    }
  }, EXTRAS_TIMING.subscriptionSaveMs);

  if (query.isPending) return <Skeleton height={160} radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        {t('editor.subscriptions.loadFailed')}
      </Alert>
    );

  const events = query.data;
  const isOn = (event: EventSubscriptionDto) => chosen[event.key] ?? event.subscribed_via_entity;
  const toggle = (key: string, on: boolean) => {
    const next = { ...chosen, [key]: on };
    setChosen(next);
    save.schedule(
      events
        .filter((event) => next[event.key] ?? event.subscribed_via_entity)
        .map((event) => event.key),
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('editor.subscriptions.intro')}
        </Text>
        <SaveStatusText status={save.status} />
      </Group>
      {events.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('editor.subscriptions.none')}
        </Text>
      )}
      {events.map((event) => {
        const viaOrganisation = event.subscribed_via_organisation || event.run_organisation_wide;
        return (
          <Group
            key={event.key}
            justify="space-between"
            wrap="nowrap"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {event.label}
              </Text>
              {viaOrganisation && (
                <Text size="xs" c="dimmed">
                  {t('editor.subscriptions.workspace')}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {viaOrganisation && (
                <Badge variant="light" color="violet" size="sm">
                  {t('editor.subscriptions.organisationWide')}
                </Badge>
              )}
              <Switch
                aria-label={event.label}
                checked={viaOrganisation || isOn(event)}
                disabled={readOnly || viaOrganisation}
                onChange={(e) => toggle(event.key, e.currentTarget.checked)}
              />
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
};
