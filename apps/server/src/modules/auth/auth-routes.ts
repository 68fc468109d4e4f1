import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SESSION_COOKIE,
  acceptLanguageTags,
  negotiateLocale,
  SIGNER_XSRF_COOKIE,
  loginSchema,
  postSignPasswordSchema,
  POST_SIGN_OFFER_COOKIE,
  POST_SIGN_PASSWORD_MESSAGES,
  POST_SIGN_PASSWORD_PATH,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signUpSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  type AuthClient,
  logIn,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  verifyEmail,
} from './auth-service.ts';
import { answerWithSession } from './login-answer.ts';
import { declineKeepAccess, keepAccessAfterSigning } from './post-sign-password-service.ts';
import { revokeSession } from './session-repository.ts';

/** Who asks: their IP, and their browser's language for a mail to someone without a profile one. */
const authClient = (request: FastifyRequest): AuthClient => ({
  ip: request.ip,
  locale: negotiateLocale(acceptLanguageTags(request.headers['accept-language'])),
});

export const authRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/auth/sign_up',
    { config: { auth: 'public' }, schema: { body: signUpSchema(ctx.config.passwordMinLength) } },
    async (request) => ({
      success: true,
      message: await signUp(ctx, request.body, authClient(request)),
    }),
  );

  app.post(
    '/app/auth/login',
    { config: { auth: 'public' }, schema: { body: loginSchema } },
    async (request, reply) => {
      const result = await logIn(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if ('two_step_required' in result) return result;
      return answerWithSession(ctx, reply, result);
    },
  );

  app.post(
    '/app/auth/logout',
    { config: { allowSigningSession: true } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await revokeSession(ctx.db, auth.session.key);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      void reply.clearCookie(SIGNER_XSRF_COOKIE, { path: '/' });
      return { success: true, message: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/app/auth/verify_email/:token',
    {
      config: { auth: 'public' },
      schema: { params: z.object({ token: z.string().min(1).max(200) }) },
    },
    async (request) => ({ success: true, message: await verifyEmail(ctx, request.params.token) }),
  );

  app.post('/app/auth/resend_verification', async (request) => ({
    success: true,
    message: await resendVerification(ctx, requireAuth(request).user, authClient(request).locale),
  }));

  app.post(
    '/app/auth/request_password_reset',
    { config: { auth: 'public' }, schema: { body: requestPasswordResetSchema } },
    async (request) => ({
      success: true,
      message: await requestPasswordReset(ctx, request.body.email_address, authClient(request)),
    }),
  );

  app.post(
    '/app/auth/reset_password',
    {
      config: { auth: 'public' },
      schema: { body: resetPasswordSchema(ctx.config.passwordMinLength) },
    },
    async (request) => ({
      success: true,
      message: await resetPassword(ctx, request.body.token, request.body.password),
    }),
  );

  // The thank-you page's offer (ADR 0032): its cookie, not a session, says who is asking.
  app.post(
    POST_SIGN_PASSWORD_PATH,
    {
      config: { auth: 'public' },
      schema: { body: postSignPasswordSchema(ctx.config.passwordMinLength) },
    },
    async (request, reply) => {
      const result = await keepAccessAfterSigning(
        ctx,
        { token: request.cookies[POST_SIGN_OFFER_COOKIE], password: request.body.password },
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      void reply.clearCookie(POST_SIGN_OFFER_COOKIE, { path: POST_SIGN_PASSWORD_PATH });
      return answerWithSession(ctx, reply, result, POST_SIGN_PASSWORD_MESSAGES.accountReady);
    },
  );

  app.delete(POST_SIGN_PASSWORD_PATH, { config: { auth: 'public' } }, async (request, reply) => {
    await declineKeepAccess(ctx, request.cookies[POST_SIGN_OFFER_COOKIE]);
    void reply.clearCookie(POST_SIGN_OFFER_COOKIE, { path: POST_SIGN_PASSWORD_PATH });
    return { success: true };
  });
};
