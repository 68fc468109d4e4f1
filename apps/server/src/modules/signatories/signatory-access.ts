import type { FastifyRequest } from 'fastify';
import { DOCUMENT_FLAG_DEFAULTS, MESSAGES, SIGNATORY_MESSAGES, isTeamMember } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { requireAuth } from '../../plugins/session.ts';
import { loadVisibleDocument, type VisibleDocument } from '../documents/document-access-service.ts';
import type { DocumentRow } from '../documents/document-repository.ts';

export const conflict = (message: string) => new AppError(409, message);

/**
 * Runs before body validation: someone who may not see the document learns that it does not
 * exist (404), never what a valid body would look like (400).
 */
export const visibleDocumentFirst =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<void> => {
    const { key } = request.params as { key?: unknown };
    await loadVisibleDocument(ctx.db, requireAuth(request), typeof key === 'string' ? key : '');
  };

/** The pack of a document the caller manages: a team member (403 otherwise), not in the trash. */
export const loadManagedPack = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<VisibleDocument> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  if (!isTeamMember(found.facts, found.actor)) throw forbidden(MESSAGES.notAuthorized);
  return found;
};

/** Signers, groups and copy recipients change only while the pack is in setup (409 otherwise). */
export const loadPackInSetup = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<VisibleDocument> => {
  const found = await loadManagedPack(ctx, auth, key);
  if (found.pack.status !== 'setup' || found.pack.is_deleted)
    throw conflict(SIGNATORY_MESSAGES.signatoriesOnlyInSetup);
  return found;
};

export const packFlag = (pack: DocumentRow, flag: keyof typeof DOCUMENT_FLAG_DEFAULTS): boolean =>
  pack.flags[flag] ?? DOCUMENT_FLAG_DEFAULTS[flag];
