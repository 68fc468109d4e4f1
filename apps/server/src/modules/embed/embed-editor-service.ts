import {
  EMBED_EDITOR_MESSAGES,
  EMBED_EDITOR_PATH,
  EMBED_EDITOR_SESSION_MINUTES,
  MESSAGES,
  frameAncestorsFor,
  type EmbeddedEditorAnswer,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisiblePack } from '../documents/document-access-service.ts';
import { embedOriginsOfDocument } from './embed-origin-repository.ts';
import { insertEditorEntry } from './embed-editor-session-repository.ts';

/**
 * POST /api/v1/documents/{key}/embedded_editor: a one-time URL that opens the editor of one pack
 * inside one allowed origin's frame (DocuSign's sender view). Only a machine credential (an API
 * key or an application) may ask, with can_use_embedded_forms; the session acts as the
 * credential's user, in the pack's workspace, on that pack only (session plugin).
 */
export const mintEmbeddedEditor = async (
  ctx: AppContext,
  auth: Auth,
  packKey: string,
  parentOrigin: string,
): Promise<EmbeddedEditorAnswer['embedded_editor']> => {
  if (!auth.credential || !auth.userAccount) throw forbidden(MESSAGES.notAuthorized);
  const { pack } = await loadVisiblePack(ctx.db, auth, packKey);
  // Seeing a pack as one of its signers is not enough: the editor is the workspace's.
  if (pack.account_key !== auth.userAccount.account_key) throw notFound(MESSAGES.documentNotFound);
  requirePermission(auth.userAccount.permissions, 'document_permissions.can_use_embedded_forms');
  if (pack.document_type !== 'document') throw notFound(EMBED_EDITOR_MESSAGES.notADocument);
  const origin = frameAncestorsFor(await embedOriginsOfDocument(ctx.db, pack.key), parentOrigin);
  if (origin === "'none'") throw badRequest(EMBED_EDITOR_MESSAGES.originNotAllowed);
  const now = new Date();
  const { entryToken, expiresAt } = await insertEditorEntry(ctx.db, {
    userKey: auth.user.key,
    documentKey: pack.key,
    origin,
    now,
  });
  const query = new URLSearchParams({ token: entryToken, parent_origin: origin });
  return {
    url: `${ctx.config.publicUrl}${EMBED_EDITOR_PATH}/${encodeURIComponent(pack.key)}/open?${query}`,
    expires_at: expiresAt.toISOString(),
    session_expires_at: new Date(
      now.getTime() + EMBED_EDITOR_SESSION_MINUTES * 60_000,
    ).toISOString(),
  };
};
