import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEMBER_MESSAGES,
  MESSAGES,
  addUserAccountSchema,
  memberKeyBodySchema,
  updateUserAccountSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { acceptInvitation, describeInvitation } from './invitation-service.ts';
import {
  addUserAccount,
  getAccountMembers,
  removeUserAccount,
  resendInvitation,
  updateUserAccount,
} from './member-service.ts';

const keyParams = z.object({ key: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Workspace members and invitations (spec §5 "Workspace users", issue 11, ADR 0026). */
export const memberRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/accounts/:key/user_accounts',
    { schema: { params: keyParams } },
    async (request) => ({
      success: true,
      user_accounts: await getAccountMembers(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.post(
    '/app/accounts/:key/add_user_account',
    { schema: { params: keyParams, body: addUserAccountSchema } },
    async (request) => ({
      success: true,
      ...(await addUserAccount(ctx, requireAuth(request), request.params.key, request.body.data)),
    }),
  );

  app.post(
    '/app/accounts/:key/update_user_account',
    { schema: { params: keyParams, body: updateUserAccountSchema } },
    async (request) => ({
      success: true,
      message: MESSAGES.teamUserUpdated,
      user_account: await updateUserAccount(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data,
      ),
    }),
  );

  app.post(
    '/app/accounts/:key/remove_user_account',
    { schema: { params: keyParams, body: memberKeyBodySchema } },
    async (request) => {
      const { user_account_key } = request.body.data;
      await removeUserAccount(ctx, requireAuth(request), request.params.key, user_account_key);
      return { success: true, message: MESSAGES.teamUserRemoved };
    },
  );

  app.post(
    '/app/accounts/:key/resend_invitation',
    { schema: { params: keyParams, body: memberKeyBodySchema } },
    async (request) => {
      const { user_account_key } = request.body.data;
      await resendInvitation(ctx, requireAuth(request), request.params.key, user_account_key);
      return { success: true, message: MEMBER_MESSAGES.invitationResent };
    },
  );

  app.get(
    '/app/invitations/:token',
    { config: { auth: 'public' }, schema: { params: tokenParams } },
    async (request) => ({
      success: true,
      invitation: await describeInvitation(ctx, request.params.token),
    }),
  );

  app.post(
    '/app/invitations/:token/accept',
    { schema: { params: tokenParams } },
    async (request) => ({
      success: true,
      message: MEMBER_MESSAGES.invitationAccepted,
      ...(await acceptInvitation(ctx, requireAuth(request), request.params.token)),
    }),
  );
};
