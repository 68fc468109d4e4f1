import { FILTER_INEQUALITIES } from '@quire/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/session.ts';
import { csvUploadSuccess, getCsvUploadUrl } from './csv-upload-service.ts';
import {
  addUpdateRecipientData,
  filterRecipientRows,
  getRecipientData,
  listRecipientData,
  pageRecipientRows,
} from './recipient-data-service.ts';

const key = z.string().min(1).max(100);
const cursor = z.coerce.number().int().min(0).default(0);
const filterRule = z.object({
  selected_field: z.string().max(500),
  selected_inequality: z.enum(FILTER_INEQUALITIES),
  comparison_value: z.string().max(500),
});

/** §7 recipient data: client lists, their rows (paged, filtered) and the CSV upload flow. */
export const recipientDataRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/recipient_datas', async (request) => ({
    success: true,
    recipient_datas: await listRecipientData(ctx, requireAuth(request)),
  }));

  app.post(
    '/app/recipient_datas/add_update_recipient_data',
    {
      schema: {
        body: z.object({
          data: z.object({
            key: key.optional(),
            description: z.string().max(200).optional(),
            archived: z.boolean().optional(),
          }),
        }),
      },
    },
    async (request) => ({
      success: true,
      recipient_data: await addUpdateRecipientData(ctx, requireAuth(request), request.body.data),
    }),
  );

  app.get(
    '/app/recipient_datas/:key',
    { schema: { params: z.object({ key }) } },
    async (request) => ({
      success: true,
      recipient_data: await getRecipientData(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.get(
    '/app/recipient_datas/:key/rows',
    { schema: { params: z.object({ key }), querystring: z.object({ cursor }) } },
    async (request) => ({
      success: true,
      ...(await pageRecipientRows(
        ctx,
        requireAuth(request),
        request.params.key,
        request.query.cursor,
      )),
    }),
  );

  app.post(
    '/app/recipient_datas/:key/rows',
    {
      schema: {
        params: z.object({ key }),
        body: z.object({
          query: z
            .object({ filter_rules: z.array(filterRule).max(50).default([]) })
            .default({ filter_rules: [] }),
          cursor,
        }),
      },
    },
    async (request) => ({
      success: true,
      ...(await filterRecipientRows(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.query.filter_rules,
        request.body.cursor,
      )),
    }),
  );

  app.get(
    '/app/get_csv_upload_url/:recipient_data_key',
    {
      schema: {
        params: z.object({ recipient_data_key: key }),
        querystring: z.object({ filename: z.string().trim().min(1).max(255) }),
      },
    },
    async (request) => ({
      success: true,
      ...(await getCsvUploadUrl(
        ctx,
        requireAuth(request),
        request.params.recipient_data_key,
        request.query.filename,
      )),
    }),
  );

  app.post(
    '/app/csv_upload_success/:temp_csv_key',
    { schema: { params: z.object({ temp_csv_key: key }), body: z.object({ file_key: key }) } },
    async (request) => ({
      success: true,
      temp_csv: await csvUploadSuccess(
        ctx,
        requireAuth(request),
        request.params.temp_csv_key,
        request.body.file_key,
      ),
    }),
  );
};
