import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  EMBED_EDITOR_MESSAGES,
  EMBED_EDITOR_ROUTES,
  MESSAGES,
  embedEditorRouteKey,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { documents, userAccounts } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { findBlob } from '../storage/blob-repository.ts';
import type { SessionRow } from '../auth/session-repository.ts';

const isPackOrChild = async (db: Db, packKey: string, key: string): Promise<boolean> => {
  if (key === packKey) return true;
  const [child] = await db
    .select({ key: documents.key })
    .from(documents)
    .where(and(eq(documents.key, key), eq(documents.document_pack_key, packKey)))
    .limit(1);
  return child !== undefined;
};

/** serve_image names a page image by its blob: the document it is a page of ('' if none). */
const pageImageDocument = async (db: Db, params: unknown): Promise<string | null> => {
  const fileKey = (params as { file_key?: unknown } | null)?.file_key;
  if (typeof fileKey !== 'string') return null;
  return (await findBlob(db, fileKey))?.document_key ?? '';
};

/**
 * What an embedded editor session (ADR 0041) may do on this request: only the editor's routes
 * (EMBED_EDITOR_ROUTES: 403 otherwise), only on its pack or the pack's children (404 for any
 * other key, as for a stranger), and always as the user's membership of the pack's workspace,
 * whatever workspace the request names. Answers that membership's key.
 */
export const embeddedEditorMembership = async (
  db: Db,
  session: SessionRow & { embed_document_key: string },
  request: FastifyRequest,
): Promise<string> => {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const route = `${method} ${request.routeOptions.url ?? ''}`;
  if (!EMBED_EDITOR_ROUTES.has(route)) throw forbidden(EMBED_EDITOR_MESSAGES.routeRefused);
  const packKey = session.embed_document_key;
  const key =
    embedEditorRouteKey(route, request.params, request.query) ??
    (await pageImageDocument(db, request.params));
  if (key !== null && !(await isPackOrChild(db, packKey, key)))
    throw notFound(MESSAGES.documentNotFound);
  const [membership] = await db
    .select({ key: userAccounts.key })
    .from(documents)
    .innerJoin(
      userAccounts,
      and(
        eq(userAccounts.account_key, documents.account_key),
        eq(userAccounts.user_key, session.user_key),
        eq(userAccounts.status, 'active'),
      ),
    )
    .where(eq(documents.key, packKey))
    .limit(1);
  // The user has left the workspace since the session was minted: nothing is theirs to edit.
  if (!membership) throw forbidden(EMBED_EDITOR_MESSAGES.routeRefused);
  return membership.key;
};
