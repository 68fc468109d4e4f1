import {
  EXTRAS_MESSAGES,
  MESSAGES,
  isTeamMember,
  type Actor,
  type DocumentFacts,
  type DocumentStatus,
  type PermissionPath,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { factsOf, loadVisibleDocument } from '../documents/document-access-service.ts';
import type { DocumentRow } from '../documents/document-repository.ts';

/** A pack the caller may see, whatever key (pack or child) they sent. */
export type ExtrasPack = { pack: DocumentRow; facts: DocumentFacts; actor: Actor };

/** Reads: anyone who can see the pack. Another workspace's key answers 404 (loadVisibleDocument). */
export const loadPackForRead = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<ExtrasPack> => {
  const { pack, actor } = await loadVisibleDocument(ctx.db, auth, key);
  return { pack, actor, facts: factsOf(pack) };
};

export type WriteRule = {
  /** The flag the change needs and the message when it is missing (403), unless `waived`. */
  permission?: {
    path: PermissionPath;
    message: string;
    waived?: (facts: DocumentFacts) => boolean;
  };
  /** Statuses besides setup in which the change is allowed (§6 form views while awaiting). */
  alsoIn?: readonly DocumentStatus[];
};

/**
 * Writes: a team member of a pack they can see (404 otherwise, 403 for a viewer), while the pack
 * is in setup or a status the rule allows (409), with the permission the change needs (403).
 */
export const loadPackForWrite = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  rule: WriteRule = {},
): Promise<ExtrasPack> => {
  const found = await loadPackForRead(ctx, auth, key);
  if (!isTeamMember(found.facts, found.actor)) throw forbidden(EXTRAS_MESSAGES.noPermission);
  const open = found.facts.status === 'setup' || (rule.alsoIn ?? []).includes(found.facts.status);
  if (!open || found.facts.is_deleted) throw new AppError(409, MESSAGES.notInSetup);
  const permission = rule.permission;
  if (permission && !permission.waived?.(found.facts))
    requirePermission(found.actor.permissions, permission.path, permission.message);
  return found;
};
