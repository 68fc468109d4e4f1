import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  META_DATA_CSV_MAX_BYTES,
  META_DATA_MESSAGES,
  metaDataQueryJsonSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { loadManagedSet } from './meta-data-access.ts';
import {
  addUpdateSet,
  getSet,
  importCsv,
  listSets,
  queryMetaData,
  updateEntry,
} from './meta-data-service.ts';

const key = z.string().min(1).max(100);

/** Metadata sets (issue 17 item 4; docs/api-meta-data.md). */
export const metaDataRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/meta_data',
    {
      // A signer's session reads the sets its pack's custom controls draw on.
      config: { allowSigningSession: true },
      schema: {
        body: z.object({ query_json: metaDataQueryJsonSchema, document_key: key.optional() }),
      },
    },
    async (request) => ({
      success: true,
      ...(await queryMetaData(
        ctx,
        requireAuth(request),
        request.body.query_json,
        request.body.document_key,
      )),
    }),
  );

  app.get('/app/meta_data_sets', async (request) => ({
    success: true,
    meta_data_sets: await listSets(ctx, requireAuth(request)),
  }));

  app.post(
    '/app/meta_data_sets/add_update_meta_data_set',
    {
      schema: {
        body: z.object({
          data: z.object({
            key: key.optional(),
            name: z.string().max(200).optional(),
            archived: z.boolean().optional(),
          }),
        }),
      },
    },
    async (request) => ({
      success: true,
      meta_data_set: await addUpdateSet(ctx, requireAuth(request), request.body.data),
    }),
  );

  app.get(
    '/app/meta_data_sets/:key',
    { schema: { params: z.object({ key }) } },
    async (request) => ({
      success: true,
      meta_data_set: await getSet(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.post(
    '/app/meta_data_sets/:key/import_csv',
    {
      // Another workspace's caller gets 404 before the body is even read.
      preValidation: async (request) => {
        const { key: raw } = request.params as { key?: unknown };
        await loadManagedSet(ctx, requireAuth(request), typeof raw === 'string' ? raw : '');
      },
      bodyLimit: META_DATA_CSV_MAX_BYTES * 2,
      schema: {
        params: z.object({ key }),
        body: z.object({
          csv: z.string().max(META_DATA_CSV_MAX_BYTES, META_DATA_MESSAGES.csvTooLarge),
        }),
      },
    },
    async (request) => ({
      success: true,
      ...(await importCsv(ctx, requireAuth(request), request.params.key, request.body.csv)),
    }),
  );

  app.post(
    '/app/meta_data_sets/:key/entries/:entry_key',
    {
      schema: {
        params: z.object({ key, entry_key: key }),
        body: z.object({
          name: z.string().max(200).optional(),
          archived: z.boolean().optional(),
        }),
      },
    },
    async (request) => ({
      success: true,
      meta_data_entry: await updateEntry(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.entry_key,
        request.body,
      ),
    }),
  );
};
