import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_MESSAGES,
  requestOtpSchema,
  updateUserSchema,
  verifyMobileSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { listUserAccountsOf } from '../accounts/account-repository.ts';
import { actorOf } from '../documents/document-access-service.ts';
import { isOperator } from '../management/operator-gate.ts';
import { requestMobileCode, verifyMobileCode } from './mobile-verification.ts';
import { isTwoStepSetupRequired } from '../two-step/two-step-settings.ts';
import { updateOwnUser } from './user-service.ts';
import { getUser } from './user-view.ts';

export const userRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/user',
    { config: { allowSigningSession: true, teamCount: true } },
    async (request) => {
      const auth = requireAuth(request);
      return {
        success: true,
        user: await getUser(ctx, auth.user, auth.numberOfTeams),
        user_can_browse: auth.session.can_browse,
        user_account_key: auth.userAccount?.key ?? null,
        /** Whether the menu offers #management (QUIRE_OPERATORS, ADR 0023). */
        user_is_operator: isOperator(ctx, auth),
        /** §6 mandatory two-step: the web opens the setup before anything else (ADR 0028). */
        two_step_setup_required: await isTwoStepSetupRequired(ctx, auth.user),
      };
    },
  );

  app.post(
    '/app/user',
    {
      schema: {
        body: z.object({
          data: updateUserSchema(ctx.config.passwordMinLength).extend({
            current_password: z.string().max(256).optional(),
          }),
        }),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { permissions } = actorOf(auth);
      const { user, message } = await updateOwnUser(ctx, auth, request.body.data, permissions);
      return { success: true, message, user };
    },
  );

  // A code to prove the saved mobile number (§7 request_otp), then its confirmation.
  app.post('/app/user/request_otp', { schema: { body: requestOtpSchema } }, async (request) => {
    const auth = requireAuth(request);
    const { permissions } = actorOf(auth);
    const sent = await requestMobileCode(ctx, auth.user, request.body, permissions);
    return { success: true, ...sent };
  });

  app.post('/app/user/verify_mobile', { schema: { body: verifyMobileSchema } }, async (request) => {
    const auth = requireAuth(request);
    const row = await verifyMobileCode(ctx, auth.user, request.body.verification_otp);
    return {
      success: true,
      message: PROFILE_MESSAGES.mobileVerified,
      user: await getUser(ctx, row),
    };
  });

  app.get('/app/user/user_accounts', async (request) => ({
    success: true,
    user_accounts: await listUserAccountsOf(ctx.db, requireAuth(request).user.key),
  }));
};
