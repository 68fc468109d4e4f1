import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TWO_STEP_MESSAGES as M,
  regenerateRecoveryCodesSchema,
  sendSmsSetupCodeSchema,
  totpSecretSchema,
  twoStepLoginSchema,
  twoStepResendSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { answerWithSession } from '../auth/login-answer.ts';
import { finishTwoStep, resendTwoStepCode } from './two-step-login.ts';
import {
  getCreateTotpSecret,
  getTwoStepStatus,
  regenerateRecoveryCodes,
  sendSmsSetupCode,
} from './two-step-settings.ts';

/** Two-step authentication: the login's second step and the profile's setup (docs/api-two-step.md). */
export const twoStepRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/auth/two_step',
    { config: { auth: 'public' }, schema: { body: twoStepLoginSchema } },
    async (request, reply) => {
      const result = await finishTwoStep(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return answerWithSession(ctx, reply, result, M.authenticated);
    },
  );

  app.post(
    '/app/auth/two_step/resend',
    { config: { auth: 'public' }, schema: { body: twoStepResendSchema } },
    async (request) => ({
      success: true,
      ...(await resendTwoStepCode(ctx, request.body.challenge_token)),
    }),
  );

  app.get('/app/user/two_step', async (request) => ({
    success: true,
    two_step: await getTwoStepStatus(ctx, requireAuth(request).user),
  }));

  app.post(
    '/app/user/get_create_totp_secret',
    { schema: { body: totpSecretSchema } },
    async (request) => ({
      success: true,
      ...(await getCreateTotpSecret(ctx, requireAuth(request).user, request.body)),
    }),
  );

  app.post(
    '/app/user/two_step/send_code',
    { schema: { body: sendSmsSetupCodeSchema } },
    async (request) => ({
      success: true,
      ...(await sendSmsSetupCode(ctx, requireAuth(request).user, request.body)),
    }),
  );

  app.post(
    '/app/user/two_step/recovery_codes',
    { schema: { body: regenerateRecoveryCodesSchema } },
    async (request) => ({
      success: true,
      message: M.recoveryCodesIssued,
      recovery_codes: await regenerateRecoveryCodes(
        ctx,
        requireAuth(request).user,
        request.body.current_password,
      ),
    }),
  );
};
