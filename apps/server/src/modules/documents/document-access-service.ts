import {
  DEFAULT_PERMISSIONS,
  MESSAGES,
  canView,
  type Actor,
  type DocumentFacts,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findMembershipOfAccount } from '../accounts/account-repository.ts';
import { isSignerOfPack } from '../signing-requests/signer-access.ts';
import { findDocumentRow, type DocumentRow } from './document-repository.ts';

/** The caller as the domain rules see them: the selected membership, or defaults without one (§6). */
export const actorOf = (auth: Auth): Actor => ({
  user_key: auth.user.key,
  account_key: auth.userAccount?.account_key ?? null,
  is_admin: auth.userAccount?.is_admin ?? false,
  permissions: auth.userAccount?.permissions ?? DEFAULT_PERMISSIONS,
});

/**
 * The facts a rule needs. A child has no ownership of its own: it is judged by its pack's
 * ownership and status, and is a pack only when it is one (ADR 0007).
 */
export const factsOf = (pack: DocumentRow, doc: DocumentRow = pack): DocumentFacts => ({
  account_key: pack.account_key,
  created_by: pack.created_by,
  document_type: pack.document_type,
  status: pack.status,
  is_deleted: pack.is_deleted,
  is_pack: doc.document_pack_key === null,
  visible_to_organisation: pack.visible_to_organisation,
  viewers: pack.viewers,
});

export type VisibleDocument = {
  /** The row the key names (a pack or a child). */
  doc: DocumentRow;
  /** Its pack (the row itself for a pack). */
  pack: DocumentRow;
  facts: DocumentFacts;
  actor: Actor;
};

/**
 * Who the rules judge: the caller in the workspace they named. A request that names none is one
 * the browser made by itself (a page image, a download link) and carries only the cookie; it is
 * judged by the caller's active membership of the document's own workspace, when they have one,
 * so the pages of a document in a workspace other than the default still load.
 */
const actorForPack = async (db: Db, auth: Auth, pack: DocumentRow): Promise<Actor> => {
  const actor = actorOf(auth);
  if (auth.workspaceNamed || !pack.account_key || pack.account_key === actor.account_key)
    return actor;
  const found = await findMembershipOfAccount(db, auth.user.key, pack.account_key);
  if (!found) return actor;
  const { membership } = found;
  return {
    user_key: auth.user.key,
    account_key: membership.account_key,
    is_admin: membership.is_admin,
    permissions: membership.permissions,
  };
};

/**
 * The one door to a document by key: anyone who may not see it is told it does not exist,
 * whatever key they send, so keys of other workspaces reveal nothing.
 */
export const loadVisibleDocument = async (
  db: Db,
  auth: Auth,
  key: string,
): Promise<VisibleDocument> => {
  const doc = await findDocumentRow(db, key);
  const pack = doc?.document_pack_key ? await findDocumentRow(db, doc.document_pack_key) : doc;
  if (!doc || !pack) throw notFound(MESSAGES.documentNotFound);
  const actor = await actorForPack(db, auth, pack);
  const facts = factsOf(pack, doc);
  if (!canView(facts, actor) && !(await isSignerOfPack(db, pack, auth.user)))
    throw notFound(MESSAGES.documentNotFound);
  return { doc, pack, facts, actor };
};

/** Like loadVisibleDocument, but only a pack will do (list-level actions name packs). */
export const loadVisiblePack = async (
  db: Db,
  auth: Auth,
  key: string,
): Promise<VisibleDocument> => {
  const found = await loadVisibleDocument(db, auth, key);
  if (found.doc.document_pack_key !== null) throw notFound(MESSAGES.documentNotFound);
  return found;
};
