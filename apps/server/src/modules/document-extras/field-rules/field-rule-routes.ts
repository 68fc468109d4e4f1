import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldRuleInputSchema } from '@quire/domain';
import { requireAuth } from '../../../plugins/session.ts';
import { documentKeyParams } from '../../documents/document-view-routes.ts';
import { listFieldRules, saveFieldRule } from './field-rule-service.ts';

/** §7 field rules: the list, and one route that adds, updates or deletes a rule. */
export const fieldRuleRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/documents/:key/field_rules',
    // Signers need the rules to apply them live while they fill fields (§4).
    { config: { allowSigningSession: true }, schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      field_rules: await listFieldRules(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.post(
    '/app/documents/:key/field_rules/:rule_id/add_update_delete',
    {
      schema: {
        params: documentKeyParams.extend({ rule_id: z.string().min(1).max(100) }),
        body: z.object({ data: fieldRuleInputSchema }),
      },
    },
    async (request) => ({
      success: true,
      ...(await saveFieldRule(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.rule_id,
        request.body.data,
      )),
    }),
  );
};
