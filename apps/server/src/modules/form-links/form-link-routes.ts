import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORM_LINK_MESSAGES,
  LOGIN_URL,
  templateLinkParamsSchema,
  formLinkSwitchSchema,
  formSubmissionSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { visibleDocumentFirst } from '../signatories/signatory-access.ts';
import { createDocumentFromTemplate } from './document-from-template-service.ts';
import { describeForm, submitForm, usableForm } from './public-form-service.ts';
import { replaceFormLink, setFormLink, templateLinkDetails } from './template-link-service.ts';

const keyParams = z.object({ key: z.string().min(1).max(100) });

/** The query string of a browser URL, handed on unchanged to the app's hash route. */
const queryOf = (url: string): string => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

/** Reusable form links and template links (issue 14; docs/api-form-links.md). */
export const formLinkRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const visibleFirst = visibleDocumentFirst(ctx);

  // §2 browser URL: the web app routes by hash, so the form is sent on to its screen.
  app.get(
    '/form/:key',
    { config: { auth: 'public' }, schema: { params: keyParams } },
    async (request, reply) =>
      reply.redirect(`/#form/${encodeURIComponent(request.params.key)}${queryOf(request.url)}`),
  );
  // A browser link (spec §2 "Other browser URLs"): a new document from the template with the
  // link's values, then the editor. A navigation carries no xsrf header; the worst a forged link
  // does is add a setup copy of a template the user can already see to their own workspace, with
  // the forger's values in it, sent to no one (ADR 0007).
  app.get(
    '/document_from_template/:key',
    { schema: { params: keyParams, querystring: templateLinkParamsSchema } },
    async (request, reply) => {
      if (!request.auth) return reply.redirect(LOGIN_URL);
      const key = await createDocumentFromTemplate(
        ctx,
        request.auth,
        request.params.key,
        request.query,
      );
      return reply.redirect(`/#documents/${key}/from_template`);
    },
  );

  app.get(
    '/app/forms/:key',
    { config: { auth: 'public' }, schema: { params: keyParams } },
    async (request) => ({ success: true, form: await describeForm(ctx, request.params.key) }),
  );
  app.post(
    '/app/forms/:key/add_temp_signatories_and_field_rules',
    {
      config: { auth: 'public' },
      // A link that does not work answers 404 whatever the body holds.
      preValidation: async (request) => {
        const { key } = request.params as { key?: unknown };
        await usableForm(ctx.db, typeof key === 'string' ? key : '');
      },
      schema: { params: keyParams, body: formSubmissionSchema },
    },
    async (request) => ({
      success: true,
      refetch: true,
      ...(await submitForm(ctx, request.params.key, request.body, request.ip)),
    }),
  );

  app.get(
    '/app/documents/:key/template_link_details',
    { schema: { params: keyParams } },
    async (request) => ({
      success: true,
      template_link: await templateLinkDetails(ctx, requireAuth(request), request.params.key),
    }),
  );
  app.post(
    '/app/documents/:key/form_link',
    { preValidation: visibleFirst, schema: { params: keyParams, body: formLinkSwitchSchema } },
    async (request) => ({
      success: true,
      message: FORM_LINK_MESSAGES.linkUpdated,
      template_link: await setFormLink(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.enabled,
      ),
    }),
  );
  app.post(
    '/app/documents/:key/form_link/replace',
    { schema: { params: keyParams } },
    async (request) => ({
      success: true,
      message: FORM_LINK_MESSAGES.linkReplaced,
      template_link: await replaceFormLink(ctx, requireAuth(request), request.params.key),
    }),
  );
};
