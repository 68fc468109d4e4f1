import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userDefinedAttributeInputSchema } from '@quire/domain';
import { requireAuth } from '../../../plugins/session.ts';
import { documentKeyParams } from '../../documents/document-view-routes.ts';
import { requireAuthWithXsrf } from '../../documents/require-xsrf.ts';
import {
  listAttributes,
  removeAttribute,
  saveAttribute,
} from './user-defined-attribute-service.ts';

/** §7 custom fields: add/update, delete and list a pack's user-defined attributes. */
export const userDefinedAttributeRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/documents/:key/add_update_user_defined_attribute',
    {
      schema: {
        params: documentKeyParams,
        body: z.object({ data: userDefinedAttributeInputSchema }),
      },
    },
    async (request) => ({
      success: true,
      user_defined_attribute: await saveAttribute(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data,
      ),
    }),
  );

  app.get(
    '/app/documents/:key/delete_user_defined_attribute/:attr_key',
    { schema: { params: documentKeyParams.extend({ attr_key: z.string().min(1).max(100) }) } },
    async (request) => {
      const { key, attr_key } = request.params;
      await removeAttribute(ctx, requireAuthWithXsrf(request), key, attr_key);
      return { success: true };
    },
  );

  app.get(
    '/app/documents/:key/user_defined_attributes',
    { schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      user_defined_attributes: await listAttributes(ctx, requireAuth(request), request.params.key),
    }),
  );
};
