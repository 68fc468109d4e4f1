import {
  WEBHOOK_ENDPOINTS_PER_WORKSPACE,
  WEBHOOK_MESSAGES,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey, newSecret } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { sealSecret, unsealSecret } from '../two-step/secret-sealing.ts';
import { webhookWorkspaceOf } from './webhook-access.ts';
import {
  countEndpoints,
  deleteEndpoint,
  endpointView,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
} from './webhook-endpoint-repository.ts';
import { checkWebhookTarget } from './webhook-target.ts';

/** Signing secrets are told apart from other secrets by their prefix, as Stripe's are. */
const SECRET_PREFIX = 'whsec_';

/** The URL as saved, once it is a URL webhooks may reach right now (checked again at send). */
const acceptedUrl = async (ctx: AppContext, url: string): Promise<string> => {
  const check = await checkWebhookTarget(url, ctx.config.webhooks.allowLoopback);
  if (!check.ok) throw badRequest(check.reason);
  return check.target.url.toString();
};

const mine = async (ctx: AppContext, accountKey: string, key: string) => {
  const row = await findEndpoint(ctx.db, accountKey, key);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
};

export const listWebhookEndpoints = async (
  ctx: AppContext,
  auth: Auth,
): Promise<WebhookEndpoint[]> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  return (await listEndpoints(ctx.db, accountKey)).map(endpointView);
};

/** POST /app/webhooks: a new endpoint with a new signing secret, answered once with it. */
export const createWebhookEndpoint = async (
  ctx: AppContext,
  auth: Auth,
  input: WebhookEndpointInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  const url = await acceptedUrl(ctx, input.url);
  if ((await countEndpoints(ctx.db, accountKey)) >= WEBHOOK_ENDPOINTS_PER_WORKSPACE)
    throw badRequest(WEBHOOK_MESSAGES.tooManyEndpoints);
  const secret = `${SECRET_PREFIX}${newSecret()}`;
  const row = await insertEndpoint(ctx.db, {
    key: newKey(),
    account_key: accountKey,
    url,
    description: input.description,
    enabled: input.enabled,
    secret_sealed: await sealSecret(ctx.db, secret),
  });
  return { endpoint: endpointView(row), secret };
};

export const updateWebhookEndpoint = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpoint> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  await mine(ctx, accountKey, key);
  const url = patch.url === undefined ? undefined : await acceptedUrl(ctx, patch.url);
  const row = await updateEndpoint(ctx.db, key, {
    ...(url !== undefined ? { url } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
  });
  return endpointView(row);
};

export const deleteWebhookEndpoint = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<void> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  await mine(ctx, accountKey, key);
  await deleteEndpoint(ctx.db, key);
};

/** GET /app/webhooks/{key}/secret: the signing secret, for the workspace's admins. */
export const revealWebhookSecret = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<string> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  return unsealSecret(ctx.db, (await mine(ctx, accountKey, key)).secret_sealed);
};

/**
 * POST /app/webhooks/{key}/roll_secret: a new secret at once. Deliveries already queued are
 * signed with the new one when they are next attempted.
 */
export const rollWebhookSecret = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<string> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  await mine(ctx, accountKey, key);
  const secret = `${SECRET_PREFIX}${newSecret()}`;
  await updateEndpoint(ctx.db, key, { secret_sealed: await sealSecret(ctx.db, secret) });
  return secret;
};
