import {
  EMBED_MESSAGES,
  MAX_EMBED_ORIGINS,
  hasPermission,
  normaliseOrigin,
  type EmbedOrigin,
  type Permissions,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { membershipOrNotFound } from '../accounts/member-service.ts';
import {
  deleteEmbedOrigin,
  insertEmbedOrigin,
  listEmbedOrigins,
} from './embed-origin-repository.ts';

export type EmbedOriginsView = { embed_origins: EmbedOrigin[]; can_manage: boolean };

/** Whether a member may change the list: an admin whose membership has can_use_embedded_forms. */
const mayManage = (membership: { is_admin: boolean; permissions: Permissions }): boolean =>
  membership.is_admin &&
  hasPermission(membership.permissions, 'document_permissions.can_use_embedded_forms');

/** Members see the list (their workspace's pages are framed there); others get 404. */
export const getEmbedOrigins = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
): Promise<EmbedOriginsView> => {
  const { membership } = await membershipOrNotFound(ctx, auth, accountKey);
  return {
    embed_origins: await listEmbedOrigins(ctx.db, accountKey),
    can_manage: mayManage(membership),
  };
};

const managerOrRefuse = async (ctx: AppContext, auth: Auth, accountKey: string) => {
  const { membership } = await membershipOrNotFound(ctx, auth, accountKey);
  if (!membership.is_admin) throw forbidden(EMBED_MESSAGES.notAdmin);
  requirePermission(membership.permissions, 'document_permissions.can_use_embedded_forms');
  return membership;
};

const originOrRefuse = (input: string): string => {
  const origin = normaliseOrigin(input);
  if (origin === null) throw badRequest(EMBED_MESSAGES.originInvalid);
  return origin;
};

/** POST add_embed_origin: one more origin, at most MAX_EMBED_ORIGINS, never twice. */
export const addEmbedOrigin = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  input: string,
): Promise<EmbedOriginsView> => {
  const membership = await managerOrRefuse(ctx, auth, accountKey);
  const origin = originOrRefuse(input);
  await ctx.db.transaction(async (tx: Db) => {
    const existing = await listEmbedOrigins(tx, accountKey);
    if (existing.some((e) => e.origin === origin)) throw badRequest(EMBED_MESSAGES.originExists);
    if (existing.length >= MAX_EMBED_ORIGINS) throw badRequest(EMBED_MESSAGES.tooManyOrigins);
    if (!(await insertEmbedOrigin(tx, accountKey, origin)))
      throw badRequest(EMBED_MESSAGES.originExists);
  });
  return {
    embed_origins: await listEmbedOrigins(ctx.db, accountKey),
    can_manage: mayManage(membership),
  };
};

/** POST remove_embed_origin: pages already open in that origin's frames stop at their next load. */
export const removeEmbedOrigin = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  input: string,
): Promise<EmbedOriginsView> => {
  const membership = await managerOrRefuse(ctx, auth, accountKey);
  const origin = normaliseOrigin(input) ?? input;
  if (!(await deleteEmbedOrigin(ctx.db, accountKey, origin)))
    throw notFound(EMBED_MESSAGES.originUnknown);
  return {
    embed_origins: await listEmbedOrigins(ctx.db, accountKey),
    can_manage: mayManage(membership),
  };
};
