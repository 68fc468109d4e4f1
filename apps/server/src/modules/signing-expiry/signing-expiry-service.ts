import {
  EXTRAS_MESSAGES,
  SIGNING_EXPIRY_MESSAGES,
  isTeamMember,
  signingDeadlineProblem,
  type SigningExpiryInput,
} from '@quire/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { documents } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { lockPack } from '../documents/document-repository.ts';
import { loadPackForRead } from '../document-extras/extras-access.ts';

/**
 * POST /app/documents/{key}/set_signing_expiry: sets (or clears, with null) a pack's signing
 * deadline, in setup or while awaiting signatures, so an owner can extend a deadline that is near
 * or passed. A new deadline clears expiry_notified_at: if it passes too, the owner is told again.
 * Governed by can_change_notification_rules, the flag of the editor's reminders panel it sits in.
 */
export const setSigningExpiry = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  input: SigningExpiryInput,
  now: Date = new Date(),
): Promise<{ signing_expires_at: string | null }> => {
  const { pack, facts, actor } = await loadPackForRead(ctx, auth, key);
  if (!isTeamMember(facts, actor)) throw forbidden(EXTRAS_MESSAGES.noPermission);
  requirePermission(
    actor.permissions,
    'document_permissions.can_change_notification_rules',
    SIGNING_EXPIRY_MESSAGES.notAllowed,
  );
  if (pack.document_type !== 'document')
    throw new AppError(409, SIGNING_EXPIRY_MESSAGES.notOnTemplates);
  const deadline = input.signing_expires_at === null ? null : new Date(input.signing_expires_at);
  const problem = deadline && signingDeadlineProblem(deadline, now);
  if (problem) throw badRequest(problem);
  return ctx.db.transaction(async (tx: Db) => {
    const locked = await lockPack(tx, pack.key);
    if (!locked || locked.is_deleted || !['setup', 'awaiting_signatures'].includes(locked.status))
      throw new AppError(409, SIGNING_EXPIRY_MESSAGES.onlyBeforeComplete);
    await tx
      .update(documents)
      .set({ signing_expires_at: deadline, expiry_notified_at: null, date_updated: now })
      .where(eq(documents.key, pack.key));
    return { signing_expires_at: deadline?.toISOString() ?? null };
  });
};
