import { Alert, Badge, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  auditActorLabel,
  auditCodeRoute,
  auditEventLabel,
  isAuditTrailOpen,
  sealLevelNote,
  type AuditRecord,
  type DocumentStatus,
} from '@quire/domain';
import { errorMessageOf } from '../../../app/api-client.ts';
import { recordDocumentOpened, useAuditTrail } from './audit-api.ts';

export const CHAIN_VERIFIED = 'Chain verified';
export const CHAIN_BROKEN =
  'This audit trail does not verify: a record has been changed or removed since it was written.';

/** "2026-01-31T12:00:05.123Z" → "2026-01-31 12:00:05 UTC", the exact value behind a local time. */
export const utcTitle = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

export const localTime = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );

const RecordItem = ({ record }: { record: AuditRecord }) => (
  <Stack gap={2}>
    <Text size="sm">{auditActorLabel(record)}</Text>
    {auditCodeRoute(record) && (
      <Text size="xs" c="dimmed">
        Code {auditCodeRoute(record)}
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
          IP {record.ip_address}
        </Text>
      )}
    </Group>
  </Stack>
);

/**
 * The pack's audit trail as a timeline (spec §6, §7): each record's event, who, when (local time,
 * the UTC value in its title) and from which address, under the result of the chain check. Opening
 * the view records 'opened'.
 */
const AuditTrailPanel = ({ packKey }: { packKey: string }) => {
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
          Audit trail
        </Title>
        {trail.data?.chain_valid && (
          <Badge color="green" variant="light" leftSection={<IconShieldCheck size={14} />}>
            {CHAIN_VERIFIED}
          </Badge>
        )}
      </Group>
      {trail.data && !trail.data.chain_valid && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
          {CHAIN_BROKEN}
        </Alert>
      )}
      {trail.isPending ? (
        <Loader size="sm" aria-label="Loading the audit trail" />
      ) : trail.isError && !trail.data ? (
        <Text c="dimmed">{errorMessageOf(trail.error)}</Text>
      ) : records.length === 0 ? (
        <Text c="dimmed">Nothing has been recorded yet.</Text>
      ) : (
        <Timeline active={records.length - 1} bulletSize={14} lineWidth={2}>
          {records.map((record) => (
            <Timeline.Item key={record.seq} title={auditEventLabel(record.event)}>
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
