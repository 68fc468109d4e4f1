import { Alert, Badge, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  AUDIT_EVENT_LABELS,
  LOCALE_FORMAT_TAGS,
  auditActorLabel,
  auditCodeRoute,
  isAuditTrailOpen,
  sealLevelNote,
  type AuditRecord,
  type DocumentStatus,
} from '@quire/domain';
import { errorMessageOf } from '../../../app/api-client.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { recordDocumentOpened, useAuditTrail } from './audit-api.ts';

/** "2026-01-31T12:00:05.123Z" → "2026-01-31 12:00:05 UTC", the exact value behind a local time. */
export const utcTitle = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

export const localTime = (
  iso: string,
  locale: string = LOCALE_FORMAT_TAGS[currentLocale()],
): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );

/** A record's event in the reader's language; an event this version does not know, as stored. */
const eventLabel = (t: TFunction, event: string): string =>
  Object.hasOwn(AUDIT_EVENT_LABELS, event)
    ? t(`packExtras.audit.events.${event as keyof typeof AUDIT_EVENT_LABELS}`)
    : event;

/** Where a one-time code went (auditCodeRoute's words), in the reader's language. */
const codeRoute = (t: TFunction, record: AuditRecord): string | null => {
  if (auditCodeRoute(record) === null) return null;
  const { channel, destination } = record.details;
  const name = String(channel);
  const channelName = ['email', 'sms', 'whatsapp', 'voice'].includes(name)
    ? t(`packExtras.audit.channels.${name as 'email' | 'sms' | 'whatsapp' | 'voice'}`)
    : name;
  return typeof destination === 'string' && destination
    ? t('packExtras.audit.codeByTo', { channel: channelName, destination })
    : t('packExtras.audit.codeBy', { channel: channelName });
};

const RecordItem = ({ record }: { record: AuditRecord }) => {
  const { t } = useTranslation();
  const route = codeRoute(t, record);
  return (
    <Stack gap={2}>
      <Text size="sm">{auditActorLabel(record)}</Text>
      {route && (
        <Text size="xs" c="dimmed">
          {t('packExtras.audit.code', { route })}
        </Text>
      )}
      {typeof record.details.description === 'string' && (
        // What a filing or a prefill says it did ('prefilled from XPLAN client 4021').
        <Text size="xs" c="dimmed">
          {record.details.description}
        </Text>
      )}
      {sealLevelNote(record) && (
        <Text size="xs" c="dimmed">
          {sealLevelNote(record)}
        </Text>
      )}
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          <time dateTime={record.date_created} title={utcTitle(record.date_created)}>
            {localTime(record.date_created)}
          </time>
        </Text>
        {record.ip_address && (
          <Text size="xs" c="dimmed">
            {t('packExtras.audit.ip', { address: record.ip_address })}
          </Text>
        )}
      </Group>
    </Stack>
  );
};

/**
 * The pack's audit trail as a timeline (spec §6, §7): each record's event, who, when (local time,
 * the UTC value in its title) and from which address, under the result of the chain check. Opening
 * the view records 'opened'.
 */
const AuditTrailPanel = ({ packKey }: { packKey: string }) => {
  const { t } = useTranslation();
  // The view is recorded first, so that the first load of the trail already shows it.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const trail = useAuditTrail(packKey, openedFor === packKey);

  useEffect(() => {
    let current = true;
    recordDocumentOpened(packKey)
      // Not being able to record a view must not get in the way of the view.
      .catch(() => undefined)
      .finally(() => current && setOpenedFor(packKey));
    return () => {
      current = false;
    };
  }, [packKey]);

  const records = trail.data?.audit_records ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="audit-trail-title">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4" id="audit-trail-title">
          {t('packExtras.audit.title')}
        </Title>
        {trail.data?.chain_valid && (
          <Badge color="green" variant="light" leftSection={<IconShieldCheck size={14} />}>
            {t('packExtras.audit.chainVerified')}
          </Badge>
        )}
      </Group>
      {trail.data && !trail.data.chain_valid && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
          {t('packExtras.audit.chainBroken')}
        </Alert>
      )}
      {trail.isPending ? (
        <Loader size="sm" aria-label={t('packExtras.audit.loading')} />
      ) : trail.isError && !trail.data ? (
        <Text c="dimmed">{errorMessageOf(trail.error)}</Text>
      ) : records.length === 0 ? (
        <Text c="dimmed">{t('packExtras.audit.empty')}</Text>
      ) : (
        <Timeline active={records.length - 1} bulletSize={14} lineWidth={2}>
          {records.map((record) => (
            <Timeline.Item key={record.seq} title={eventLabel(t, record.event)}>
              <RecordItem record={record} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
};

/** Nothing while the pack is in setup: its trail is not shown then (§6). */
export const AuditTimeline = ({ packKey, status }: { packKey: string; status: DocumentStatus }) =>
  isAuditTrailOpen(status) ? <AuditTrailPanel packKey={packKey} /> : null;
