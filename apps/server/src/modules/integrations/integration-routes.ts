import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientDataSchema,
  prefillDocumentSchema,
  setUpIntegrationSchema,
  updateIntegrationSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  changeIntegration,
  listIntegrations,
  OAUTH_CALLBACK_PATH,
  setUpIntegration,
} from './integration-config-service.ts';
import { callbackPage, completeAuthorisation } from './xplan-authorisation-service.ts';
import {
  availableClients,
  clientCategories,
  clientData,
  xplanConnectionOf,
} from './xplan-client-service.ts';
import { prefillFromXplan, prefillReadiness } from './xplan-prefill-service.ts';

const configurationQuery = z.object({
  integration_configuration_id: z.string().min(1).max(100).optional(),
});
const searchQuery = configurationQuery.extend({ search_term: z.string().max(200).default('') });
const prefillQuery = z.object({ document_key: z.string().min(1).max(100) });
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** §7 Integrations: the three configuration calls, the OAuth callback and XPLAN's three reads (docs/api-integrations.md). */
export const integrationRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/integrations/set_up_integration_configuration',
    { schema: { body: setUpIntegrationSchema } },
    async (request) => ({
      success: true,
      ...(await setUpIntegration(ctx, requireAuth(request), request.body.data)),
    }),
  );

  app.post(
    '/app/integration_configuration/add_update_delete_configured_integration',
    { schema: { body: updateIntegrationSchema } },
    async (request) => ({
      success: true,
      ...(await changeIntegration(ctx, requireAuth(request), request.body.data)),
    }),
  );

  app.get('/app/integration_configuration/get_configured_integrations', async (request) => ({
    success: true,
    integrations: await listIntegrations(ctx, requireAuth(request)),
  }));

  // The authorisation window comes back here from XPLAN: a page, never JSON, and never cached.
  app.get(
    OAUTH_CALLBACK_PATH,
    { config: { auth: 'public' }, schema: { querystring: callbackQuery } },
    async (request, reply) => {
      const outcome = await completeAuthorisation(ctx, request.auth, request.query);
      return (
        reply
          .status(outcome.success ? 200 : 400)
          .header('cache-control', 'no-store')
          // Keeps this window tied to the Integrations screen that opened it, which closes it once
          // it sees the result: the window came here from the provider's site, and any other
          // policy would put it in a browsing context group of its own.
          .header('cross-origin-opener-policy', 'unsafe-none')
          .type('text/html; charset=utf-8')
          .send(callbackPage(outcome))
      );
    },
  );

  app.get(
    '/app/integration/get_xplan_client_categories',
    { schema: { querystring: configurationQuery } },
    async (request) => ({
      success: true,
      data: await clientCategories(
        ctx,
        requireAuth(request),
        request.query.integration_configuration_id,
      ),
    }),
  );

  app.get(
    '/app/integrations/xplan/get_available_clients',
    { schema: { querystring: searchQuery } },
    async (request) => ({
      success: true,
      data: await availableClients(
        ctx,
        requireAuth(request),
        request.query.search_term,
        request.query.integration_configuration_id,
      ),
    }),
  );

  app.post(
    '/app/integrations/xplan/get_client_data',
    { schema: { body: clientDataSchema } },
    async (request) => ({
      success: true,
      ...(await clientData(ctx, requireAuth(request), {
        clientId: Number(request.body.client_id),
        fragments: request.body.fragments,
        configurationId: request.body.integration_configuration_id,
      })),
    }),
  );

  app.post(
    '/app/integrations/xplan/prefill_document',
    { schema: { body: prefillDocumentSchema } },
    async (request) => ({
      success: true,
      data: await prefillFromXplan(ctx, requireAuth(request), request.body),
    }),
  );

  app.get(
    '/app/integrations/xplan/prefill_document',
    { schema: { querystring: prefillQuery } },
    async (request) => ({
      success: true,
      data: await prefillReadiness(ctx, requireAuth(request), request.query.document_key),
    }),
  );

  app.get('/app/integrations/xplan/connection', async (request) => ({
    success: true,
    data: await xplanConnectionOf(ctx, requireAuth(request)),
  }));
};
