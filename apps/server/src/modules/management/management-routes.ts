import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MANAGEMENT_MESSAGES,
  MESSAGES,
  managementQuerySchema,
  permissionHistoryQuerySchema,
  updatePermissionsSchema,
} from '@quire/domain';
import { requireOperator } from './operator-gate.ts';
import {
  getAllPermissions,
  getPermissionChanges,
  updatePermissions,
} from './management-service.ts';

/**
 * Spec §7 /app/management/*, for operators of the instance only (QUIRE_OPERATORS). They work
 * whichever workspace the operator has selected: nothing here depends on it.
 * docs/api-management.md describes every answer.
 */
export const managementRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  // Before validation: whoever is not an operator learns nothing, not even that a query is bad.
  app.addHook('preValidation', async (request) => {
    requireOperator(ctx, request.auth);
  });

  // Public so that a missing or expired session is answered in this route's own shape.
  app.get('/app/management/ensure_logged_in', { config: { auth: 'public' } }, async () => ({
    success: true,
    message: MANAGEMENT_MESSAGES.operatorConfirmed,
    redirect: null,
  }));

  app.get(
    '/app/management/get_all_permissions',
    { schema: { querystring: managementQuerySchema } },
    async (request) => ({
      success: true,
      message: '',
      redirect: null,
      data: await getAllPermissions(ctx, request.query.email_address),
    }),
  );

  app.post(
    '/app/management/update_permissions',
    { schema: { querystring: managementQuerySchema, body: updatePermissionsSchema } },
    async (request) => {
      const operator = requireOperator(ctx, request.auth);
      const changed = await updatePermissions(
        ctx,
        operator,
        request.query.email_address,
        request.body.data,
      );
      return { success: true, message: MESSAGES.permissionsUpdated, data: { changed } };
    },
  );

  app.get(
    '/app/management/permission_changes',
    { schema: { querystring: permissionHistoryQuerySchema } },
    async (request) => ({
      success: true,
      permission_changes: await getPermissionChanges(
        ctx,
        request.query.email_address,
        request.query.limit,
      ),
    }),
  );
};
