import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERIFY_MESSAGES, VERIFY_RATE_LIMIT, sha256Schema } from '@quire/domain';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { requireAuth } from '../../plugins/session.ts';
import { maxUploadBytes } from '../uploads/upload-url-service.ts';
import { checkPdf, checkSha256 } from './check-pdf.ts';
import { publicPackSummary } from './pack-summary.ts';
import { findPackByVerificationId } from './verification-repository.ts';
import {
  completeVerificationUpload,
  documentVerifications,
  getVerificationUploadUrl,
  verificationRecordFor,
} from './verification-upload-service.ts';

const key = z.string().min(1).max(100);
const verificationIdParams = z.object({ verification_id: key });

/** The public verify page (no account) and the §7 verification upload (docs/api-verification.md). */
export const verificationRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const limit = (ip: string) => consumeRateLimit(ctx.db, `verify:ip:${ip}`, VERIFY_RATE_LIMIT);

  // The certificate's link and QR code: the web app routes by hash.
  app.get('/verify', { config: { auth: 'public' } }, async (_request, reply) =>
    reply.redirect('/#verify'),
  );
  app.get(
    '/verify/:verification_id',
    { config: { auth: 'public' }, schema: { params: verificationIdParams } },
    async (request, reply) =>
      reply.redirect(`/#verify/${encodeURIComponent(request.params.verification_id)}`),
  );

  app.get(
    '/app/verify/packs/:verification_id',
    { config: { auth: 'public' }, schema: { params: verificationIdParams } },
    async (request) => {
      await limit(request.ip);
      const pack = await findPackByVerificationId(ctx.db, request.params.verification_id);
      if (!pack || pack.status !== 'complete') throw notFound(VERIFY_MESSAGES.linkUnknown);
      return { success: true, pack: await publicPackSummary(ctx.db, pack) };
    },
  );
  app.get(
    '/app/verify/sha256/:sha256',
    { config: { auth: 'public' }, schema: { params: z.object({ sha256: sha256Schema }) } },
    async (request) => {
      await limit(request.ip);
      return { success: true, verification: await checkSha256(ctx.db, request.params.sha256) };
    },
  );

  // The PDF is the body itself (application/pdf), read into memory up to the upload limit.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: maxUploadBytes(ctx) },
      (_request, body, done) => done(null, body),
    );
    scope.post('/app/verify/pdf', { config: { auth: 'public' } }, async (request) => {
      await limit(request.ip);
      if (!Buffer.isBuffer(request.body)) throw badRequest(VERIFY_MESSAGES.notAPdf);
      return { success: true, verification: await checkPdf(ctx.db, ctx.blobStore, request.body) };
    });
  });

  app.get(
    '/app/get_verification_upload_url',
    { schema: { querystring: z.object({ document_key: key }) } },
    async (request) => ({
      success: true,
      ...(await getVerificationUploadUrl(ctx, requireAuth(request), request.query.document_key)),
    }),
  );
  app.get(
    '/app/document_verification_upload_success',
    { schema: { querystring: z.object({ file_key: key, document_key: key }) } },
    async (request) => ({
      success: true,
      ...(await completeVerificationUpload(ctx, requireAuth(request), request.query)),
    }),
  );
  app.get(
    '/app/document_verification/:verification_key',
    { schema: { params: z.object({ verification_key: key }) } },
    async (request) => ({
      success: true,
      verification: await verificationRecordFor(
        ctx,
        requireAuth(request),
        request.params.verification_key,
      ),
    }),
  );
  app.get(
    '/app/documents/:key/verifications',
    { schema: { params: z.object({ key }) } },
    async (request) => ({
      success: true,
      ...(await documentVerifications(ctx, requireAuth(request), request.params.key)),
    }),
  );
};
