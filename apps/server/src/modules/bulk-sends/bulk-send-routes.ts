import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkSendInputSchema, bulkSendMappingInputSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { sendDownload } from '../documents/document-download-routes.ts';
import { requireAuthWithXsrf } from '../documents/require-xsrf.ts';
import { getBulkSendMapping, updateBulkSendMapping } from './bulk-send-mapping-service.ts';
import { enqueueBulkSendReminders } from './bulk-send-reminders.ts';
import {
  addUpdateBulkSend,
  getBulkSend,
  listBulkSendLogs,
  listBulkSends,
} from './bulk-send-service.ts';
import { generateBulkSendCsv, serveBulkSendCsv } from './bulk-send-temp-csv.ts';

const id = z.string().min(1).max(100);
const keyParams = z.object({ key: id });
const mappingParams = z.object({ key: id, template_key: id });

/** §7 bulk sends (docs/api-bulk-sends.md). */
export const bulkSendRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/bulk_sends', async (request) => ({
    success: true,
    bulk_sends: await listBulkSends(ctx, requireAuth(request)),
  }));

  app.post(
    '/app/bulk_sends/add_update_bulk_send',
    { schema: { body: bulkSendInputSchema } },
    async (request) => ({
      success: true,
      bulk_send: await addUpdateBulkSend(ctx, requireAuth(request), request.body.data),
    }),
  );

  app.get('/app/bulk_sends/:key', { schema: { params: keyParams } }, async (request) => ({
    success: true,
    bulk_send: await getBulkSend(ctx, requireAuth(request), request.params.key),
  }));

  app.get(
    '/app/bulk_sends/:key/document_mapping/:template_key',
    { schema: { params: mappingParams } },
    async (request) => ({
      success: true,
      document_mapping: await getBulkSendMapping(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.template_key,
      ),
    }),
  );

  app.post(
    '/app/bulk_sends/:key/document_mapping/:template_key',
    { schema: { params: mappingParams, body: bulkSendMappingInputSchema } },
    async (request) => ({
      success: true,
      document_mapping: await updateBulkSendMapping(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.template_key,
        request.body.mapping,
      ),
    }),
  );

  app.get(
    '/app/bulk_send_logs/:key',
    {
      schema: {
        params: keyParams,
        querystring: z.object({ since: z.iso.datetime({ offset: true }).optional() }),
      },
    },
    async (request) => ({
      success: true,
      bulk_send_logs: await listBulkSendLogs(
        ctx,
        requireAuth(request),
        request.params.key,
        request.query.since,
      ),
    }),
  );

  // A GET that enqueues mail (§7 names it so): it needs the xsrf header like any state change.
  app.get(
    '/app/bulk_sends/:key/enqueue_bulk_send_reminder_mails',
    { schema: { params: keyParams } },
    async (request) => ({
      success: true,
      message: await enqueueBulkSendReminders(
        ctx,
        requireAuthWithXsrf(request),
        request.params.key,
      ),
    }),
  );

  app.get(
    '/app/bulk_send/:key/generate_temp_csv',
    {
      schema: {
        params: keyParams,
        querystring: z.object({ bulk_send_temp_csv_key: id.optional() }),
      },
    },
    async (request) => ({
      success: true,
      // Without a key it starts a CSV (a change made by a GET): the xsrf header is required.
      bulk_send_temp_csv: await generateBulkSendCsv(
        ctx,
        request.query.bulk_send_temp_csv_key ? requireAuth(request) : requireAuthWithXsrf(request),
        request.params.key,
        request.query.bulk_send_temp_csv_key,
      ),
    }),
  );

  app.get(
    '/app/bulk_send/:key/serve_temp_csv/:csv_key',
    { schema: { params: z.object({ key: id, csv_key: id }) } },
    async (request, reply) =>
      sendDownload(
        reply,
        await serveBulkSendCsv(
          ctx,
          requireAuth(request),
          request.params.key,
          request.params.csv_key,
        ),
      ),
  );
};
