import { newKey } from '../../lib/ids.ts';
import { blobs, bulkSends, bulkSendTempCsvs } from '../../db/schema.ts';
import type { MatrixKit, Scenario } from '../permissions/permission-matrix-kit.ts';

const flag = 'can_view_bulk_sends';
const DAY = 86_400_000;

/** A send of the matrix team, written directly: the member's flag is off while it is prepared. */
const seedSend = async (k: MatrixKit, extra: Partial<typeof bulkSends.$inferInsert> = {}) => {
  const template = await k.pack({ documentType: 'template' });
  const key = newKey();
  await k.t.ctx.db.insert(bulkSends).values({
    key,
    account_key: k.team,
    created_by: k.member.user_key,
    description: 'Matrix send',
    template_key: template.key,
    ...extra,
  });
  return { key, template: template.key };
};

const get = (url: (s: { key: string; template: string }) => string): Scenario => ({
  prepare: async (k) => {
    const s = await seedSend(k);
    return () => k.asMember('GET', url(s));
  },
});

/** The permission matrix's scenarios for the bulk send routes (docs/api-bulk-sends.md). */
export const BULK_SEND_SCENARIOS: Record<string, Scenario> = {
  [`${flag} GET /app/bulk_sends`]: {
    prepare: async (k) => () => k.asMember('GET', '/app/bulk_sends'),
  },
  [`${flag} POST /app/bulk_sends/add_update_bulk_send`]: {
    prepare: async (k) => () =>
      k.asMember('POST', '/app/bulk_sends/add_update_bulk_send', {
        data: { description: `Send ${newKey()}`, bulk_send_type: 'create' },
      }),
  },
  // Choosing XPLAN clients also needs the data-source flag (ADR 0060).
  'user_profile_permissions.can_view_data_sources POST /app/bulk_sends/add_update_bulk_send': {
    prepare: async (k) => () =>
      k.asMember('POST', '/app/bulk_sends/add_update_bulk_send', {
        data: {
          description: `Send ${newKey()}`,
          xplan_clients: [{ entity_id: 4021, name: 'Thandi Mokoena' }],
        },
      }),
  },
  [`${flag} GET /app/bulk_sends/{key}`]: get((s) => `/app/bulk_sends/${s.key}`),
  [`${flag} GET /app/bulk_sends/{key}/document_mapping/{template_key}`]: get(
    (s) => `/app/bulk_sends/${s.key}/document_mapping/${s.template}`,
  ),
  [`${flag} POST /app/bulk_sends/{key}/document_mapping/{template_key}`]: {
    prepare: async (k) => {
      const s = await seedSend(k);
      return () =>
        k.asMember('POST', `/app/bulk_sends/${s.key}/document_mapping/${s.template}`, {
          mapping: { data_fields: {}, signatories: {}, cc_recipients: {} },
        });
    },
  },
  [`${flag} GET /app/bulk_send_logs/{key}`]: get((s) => `/app/bulk_send_logs/${s.key}`),
  [`${flag} GET /app/bulk_sends/{key}/enqueue_bulk_send_reminder_mails`]: {
    prepare: async (k) => {
      const s = await seedSend(k, {
        bulk_send_type: 'create_and_send',
        status: 'active',
        most_recent_run_date: new Date(Date.now() - 3 * DAY),
      });
      return () => k.asMember('GET', `/app/bulk_sends/${s.key}/enqueue_bulk_send_reminder_mails`);
    },
  },
  [`${flag} GET /app/bulk_send/{key}/generate_temp_csv`]: get(
    (s) => `/app/bulk_send/${s.key}/generate_temp_csv`,
  ),
  [`${flag} GET /app/bulk_send/{key}/serve_temp_csv/{csv_key}`]: {
    prepare: async (k) => {
      const s = await seedSend(k);
      const blobKey = newKey();
      const objectKey = `bulk-sends/${s.key}/${blobKey}.csv`;
      await k.t.ctx.blobStore.put(objectKey, Buffer.from('position\r\n'), 'text/csv');
      await k.t.ctx.db.insert(blobs).values({
        key: blobKey,
        storage: k.t.ctx.blobStore.kind,
        object_key: objectKey,
        content_type: 'text/csv',
        size_bytes: 10,
        purpose: 'bulk_send_csv',
        account_key: k.team,
      });
      const csv = newKey();
      await k.t.ctx.db
        .insert(bulkSendTempCsvs)
        .values({ key: csv, bulk_send_key: s.key, file_key: blobKey });
      return () => k.asMember('GET', `/app/bulk_send/${s.key}/serve_temp_csv/${csv}`);
    },
  },
};
