import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { PASSKEY_MESSAGES, passkeyNameSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { answerWithSession } from '../auth/login-answer.ts';
import { passkeyLoginOptions, verifyPasskeyLogin } from './passkey-login-service.ts';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renameOwnPasskey,
} from './passkey-registration-service.ts';

const b64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/);
const credentialId = z
  .string()
  .min(1)
  .max(1_400)
  .regex(/^[A-Za-z0-9_-]+$/);
const challengeToken = z.string().min(1).max(200).optional();

/** The JSON a browser's WebAuthn call turns into (@simplewebauthn/browser); the library checks the rest. */
const credentialShape = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const registrationResponse = z.object({
  ...credentialShape,
  response: z
    .object({
      clientDataJSON: b64url,
      attestationObject: b64url,
      transports: z.array(z.string().max(20)).max(10).optional(),
    })
    .passthrough(),
});
const authenticationResponse = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
});

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Passkeys (WebAuthn), issue 12: adding and managing them from #profile, and logging in with one
 * as the second step of a password login (challenge_token) or on its own (password-less).
 */
export const passkeyRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/auth/passkey/options',
    {
      config: { auth: 'public' },
      schema: { body: z.object({ challenge_token: challengeToken }).default({}) },
    },
    async (request) => ({
      success: true,
      options: await passkeyLoginOptions(ctx, request.body.challenge_token, clientOf(request)),
    }),
  );

  app.post(
    '/app/auth/passkey/verify',
    {
      config: { auth: 'public' },
      schema: {
        body: z.object({ challenge_token: challengeToken, response: authenticationResponse }),
      },
    },
    async (request, reply) => {
      const result = await verifyPasskeyLogin(
        ctx,
        { ...request.body, response: request.body.response as AuthenticationResponseJSON },
        clientOf(request),
      );
      return answerWithSession(ctx, reply, result);
    },
  );

  app.post('/app/user/passkeys/options', async (request) => ({
    success: true,
    options: await passkeyRegistrationOptions(ctx, requireAuth(request), clientOf(request)),
  }));

  app.get('/app/user/passkeys', async (request) => ({
    success: true,
    passkeys: await listPasskeys(ctx, requireAuth(request)),
  }));

  app.post(
    '/app/user/passkeys',
    { schema: { body: z.object({ response: registrationResponse, name: passkeyNameSchema }) } },
    async (request) => ({
      success: true,
      message: PASSKEY_MESSAGES.added,
      passkey: await addPasskey(ctx, requireAuth(request), {
        response: request.body.response as RegistrationResponseJSON,
        name: request.body.name,
      }),
    }),
  );

  app.put(
    '/app/user/passkeys/:credential_id',
    {
      schema: {
        params: z.object({ credential_id: credentialId }),
        body: z.object({ data: z.object({ name: passkeyNameSchema }) }),
      },
    },
    async (request) => ({
      success: true,
      message: PASSKEY_MESSAGES.renamed,
      passkey: await renameOwnPasskey(
        ctx,
        requireAuth(request),
        request.params.credential_id,
        request.body.data.name,
      ),
    }),
  );

  app.delete(
    '/app/user/passkeys/:credential_id',
    {
      schema: {
        params: z.object({ credential_id: credentialId }),
        body: z.object({ password: z.string().max(1_000).optional() }).default({}),
      },
    },
    async (request) => {
      await removePasskey(
        ctx,
        requireAuth(request),
        request.params.credential_id,
        request.body.password,
      );
      return { success: true, message: PASSKEY_MESSAGES.removed };
    },
  );
};
