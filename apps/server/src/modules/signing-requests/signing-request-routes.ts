import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SESSION_COOKIE,
  SIGNER_XSRF_COOKIE,
  generateSigningLinkBodySchema,
  resendNotificationBodySchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { visibleDocumentFirst } from '../signatories/signatory-access.ts';
import { enqueueDocumentMails } from './enqueue-document-mails.ts';
import { noticePage, pageLocale } from '../web/notice/notice-page.ts';
import { openSignerSession } from './signer-session.ts';
import {
  generateSigningLink,
  inPersonSigningPath,
  pendingSigningRequests,
  resendDocumentNotification,
  userIsNextSigner,
} from './signing-request-service.ts';

const signatoryParams = z.object({
  key: z.string().min(1).max(100),
  uuid: z.string().min(1).max(100),
});

/** Sending signature requests and opening signing links (spec §2, §7; ADR 0010). */
export const signingRequestRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const secureCookie = ctx.config.publicUrl.startsWith('https://');
  const visibleFirst = visibleDocumentFirst(ctx);

  app.post(
    '/app/documents/:key/resend_document_notification/:uuid',
    {
      preValidation: visibleFirst,
      schema: { params: signatoryParams, body: resendNotificationBodySchema.default({}) },
    },
    async (request) => ({
      success: true,
      message: await resendDocumentNotification(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
        request.body.communication_channel_ui,
      ),
    }),
  );

  app.post(
    '/app/documents/:key/enqueue_document_mails',
    {
      preValidation: visibleFirst,
      schema: { params: z.object({ key: signatoryParams.shape.key }) },
    },
    async (request) => ({
      success: true,
      message: await enqueueDocumentMails(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.post(
    '/app/documents/:key/generate_signing_link_for_signatory/:uuid',
    {
      preValidation: visibleFirst,
      schema: {
        params: signatoryParams,
        body: generateSigningLinkBodySchema.default({ token_type: 'signing_link' }),
      },
    },
    async (request) => ({
      success: true,
      signing_link: await generateSigningLink(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
        request.body.token_type,
      ),
    }),
  );

  app.get(
    '/app/documents/:key/is_next_signer/:uuid',
    { config: { allowSigningSession: true }, schema: { params: signatoryParams } },
    async (request) => ({
      success: true,
      user_is_next_signer: await userIsNextSigner(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
      ),
    }),
  );

  app.get(
    '/app/tokens/get_pending_signing_requests',
    {
      config: { allowSigningSession: true },
      schema: { querystring: z.object({ document_key: z.string().min(1).max(100).optional() }) },
    },
    async (request) => ({
      success: true,
      tokens: await pendingSigningRequests(ctx, requireAuth(request), request.query.document_key),
    }),
  );

  app.get(
    '/app/documents/:key/assign_user_to_next_signatory/:uuid',
    { schema: { params: signatoryParams } },
    async (request, reply) => {
      const path = await inPersonSigningPath(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
      );
      // The web app asks with fetch (its session and workspace are headers, which a plain
      // navigation would not carry) and then sends the browser there itself.
      if (request.headers.accept?.includes('application/json'))
        return { success: true, signing_link: path };
      return reply.redirect(path, 302);
    },
  );

  // The token in the query, not a session, is the authority here: 'public', and any refusal is
  // the same page, so a probe learns nothing about which part of a link was wrong.
  app.get(
    '/app/documents/:key/switch_user/:uuid',
    {
      config: { auth: 'public' },
      schema: {
        params: signatoryParams,
        querystring: z.object({ session_token: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const opened = await openSignerSession(ctx, {
        documentKey: request.params.key,
        signatoryUuid: request.params.uuid,
        token: request.query.session_token,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (!opened.ok)
        return reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(
            noticePage(pageLocale(request), opened.expired ? 'signingExpired' : 'signingInvalid', {
              withLink: true,
            }),
          );
      const cookie = {
        path: '/',
        sameSite: 'lax' as const,
        secure: secureCookie,
        expires: opened.expiresAt,
      };
      void reply.setCookie(SESSION_COOKIE, opened.sessionToken, { ...cookie, httpOnly: true });
      void reply.setCookie(SIGNER_XSRF_COOKIE, opened.xsrfToken, { ...cookie, httpOnly: false });
      // An in-person hand-over opens the document's in_person variant: the signing screen then
      // asks the owner to confirm the signer is present and records signed_in_presence.
      const variant = opened.inPerson ? '/in_person' : '';
      return reply.redirect(`/#documents/${encodeURIComponent(request.params.key)}${variant}`, 302);
    },
  );
};
