import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { TWO_STEP_MESSAGES, TWO_STEP_SETUP_URL, twoStepSetupRequired } from '@quire/domain';
import { AppError } from '../../lib/app-error.ts';
import { hasPasskey } from '../passkeys/passkey-repository.ts';

/**
 * What a user who must still set up two-step may call: themselves, the setup, passkeys, logout,
 * and the instance's settings (the setup's forms follow them).
 */
const OPEN_DURING_SETUP = [
  /^\/app\/instance_settings$/,
  /^\/app\/user$/,
  /^\/app\/user\/two_step(\/.*)?$/,
  /^\/app\/user\/get_create_totp_secret$/,
  /^\/app\/user\/passkeys(\/.*)?$/,
  /^\/app\/auth\//,
];

/**
 * §6 'Mandatory two-step authentication forces it on' (TWO_FACTOR_MANDATORY): a browsing user with
 * neither a method nor a passkey gets 403 with a redirect to the setup from every other /app route.
 * Runs after the session plugin, so request.auth is known.
 */
export const twoStepGatePlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.quire;
  if (!config.twoStep.is_mandatory) return;
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    const url = request.routeOptions.url ?? '';
    if (!auth?.session.can_browse || !url.startsWith('/app/')) return;
    if (OPEN_DURING_SETUP.some((pattern) => pattern.test(url))) return;
    if (!twoStepSetupRequired(config.twoStep, auth.user, false)) return;
    if (await hasPasskey(app.quire.db, auth.user.key)) return;
    throw new AppError(403, TWO_STEP_MESSAGES.setupRequired, {
      redirect_url: TWO_STEP_SETUP_URL,
      two_step_setup_required: true,
    });
  });
});
