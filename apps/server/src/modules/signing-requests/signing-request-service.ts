import {
  MESSAGES,
  SIGNING_REQUEST_MESSAGES as M,
  isNextSigner,
  signingLinkPath,
  timeAgo,
  type CommunicationChannel,
  type PendingSigningRequest,
  type SigningTokenType,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { loadManagedPack, packFlag } from '../signatories/signatory-access.ts';
import { sendSignatureRequest } from './signature-request-sender.ts';
import {
  awaitingPacksOfSigner,
  packSignatories,
  userFullName,
} from './signing-request-repository.ts';
import { issueSigningToken, latestRequestDates } from './signing-token-repository.ts';
import { lockPack } from '../documents/document-repository.ts';
import { findPackSignatory } from '../signatories/signatory-repository.ts';

const conflict = (message: string) => new AppError(409, message);

const orderOf = (pack: DocumentRow) => ({
  sequential_signing: packFlag(pack, 'sequential_signing'),
});

/** The pack locked and the signatory on it, both awaiting signatures (409 otherwise). */
const lockAwaiting = async (tx: Db, packKey: string, uuid: string, refusal: string) => {
  const pack = await lockPack(tx, packKey);
  if (!pack) throw notFound(MESSAGES.documentNotFound);
  const signatory = await findPackSignatory(tx, pack.key, uuid);
  if (!signatory) throw notFound(M.signatoryNotFound);
  if (pack.status !== 'awaiting_signatures' || pack.is_deleted) throw conflict(refusal);
  if (signatory.status !== 'awaiting_signatures') throw conflict(refusal);
  return { pack, signatory };
};

/** §7 resend_document_notification: asks one signer again, by the channel picked or their own. */
export const resendDocumentNotification = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
  channel: CommunicationChannel | null | undefined,
): Promise<string> => {
  const { pack: seen, actor } = await loadManagedPack(ctx, auth, key);
  return ctx.db.transaction(async (tx: Db) => {
    const { pack, signatory } = await lockAwaiting(tx, seen.key, uuid, M.onlyWhileAwaiting);
    if (!signatory.can_receive_signing_notifications) throw badRequest(M.notificationsDisabled);
    if ((channel ?? signatory.primary_communication_channel) === 'whatsapp')
      requirePermission(actor.permissions, 'document_permissions.can_use_whatsapp');
    if (!isNextSigner(orderOf(pack), await packSignatories(tx, pack.key), uuid))
      throw conflict(M.notNextSigner);
    const sent = await sendSignatureRequest(ctx, tx, {
      pack,
      signatory,
      channel: channel ?? signatory.primary_communication_channel,
      senderName: await userFullName(tx, pack.created_by),
      theme: await mailThemeForPack(tx, ctx.config.publicUrl, pack),
    });
    if (!sent.ok) throw badRequest(sent.message);
    return M.resent;
  });
};

const issueLink = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
  type: SigningTokenType,
  mustBeNext: boolean,
): Promise<string> => {
  const { pack: seen } = await loadManagedPack(ctx, auth, key);
  return ctx.db.transaction(async (tx: Db) => {
    const { pack } = await lockAwaiting(tx, seen.key, uuid, M.linkOnlyWhileAwaiting);
    if (mustBeNext && !isNextSigner(orderOf(pack), await packSignatories(tx, pack.key), uuid))
      throw conflict(M.notNextSigner);
    const token = await issueSigningToken(tx, {
      documentKey: pack.key,
      signatoryUuid: uuid,
      type,
      createdBy: auth.user.key,
    });
    return signingLinkPath(pack.key, uuid, token);
  });
};

/** §7 generate_signing_link_for_signatory: a link to share by hand (can_generate_signing_link). */
export const generateSigningLink = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
  type: SigningTokenType,
): Promise<string> => {
  const { actor } = await loadManagedPack(ctx, auth, key);
  requirePermission(actor.permissions, 'document_permissions.can_generate_signing_link');
  return `${ctx.config.publicUrl}${await issueLink(ctx, auth, key, uuid, type, false)}`;
};

/**
 * §2 assign_user_to_next_signatory: the owner's browser signs in person as the signer whose turn
 * it is; answers the switch_user path to send the browser to (can_sign_in_person).
 */
export const inPersonSigningPath = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
): Promise<string> => {
  const { actor } = await loadManagedPack(ctx, auth, key);
  requirePermission(actor.permissions, 'document_permissions.can_sign_in_person');
  return issueLink(ctx, auth, key, uuid, 'in_person', true);
};

/** §7 is_next_signer: whether it is this signatory's turn on a pack awaiting signatures. */
export const userIsNextSigner = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
): Promise<boolean> => {
  const { pack } = await loadVisibleDocument(ctx.db, auth, key);
  const people = await packSignatories(ctx.db, pack.key);
  if (!people.some((s) => s.uuid === uuid)) throw notFound(M.signatoryNotFound);
  return pack.status === 'awaiting_signatures' && isNextSigner(orderOf(pack), people, uuid);
};

const isMine = (s: SignatoryRow, auth: Auth) =>
  s.user_key === auth.user.key ||
  (auth.user.verified && s.email?.toLowerCase() === auth.user.email_address.toLowerCase());

/**
 * §7 get_pending_signing_requests: the packs, across workspaces, where it is the caller's turn to
 * sign. Never a link: tokens are stored hashed, and the caller is signed in already.
 */
export const pendingSigningRequests = async (
  ctx: AppContext,
  auth: Auth,
  documentKey: string | undefined,
): Promise<PendingSigningRequest[]> => {
  const candidates = await awaitingPacksOfSigner(
    ctx.db,
    { key: auth.user.key, email: auth.user.verified ? auth.user.email_address : null },
    documentKey,
  );
  const requested = await latestRequestDates(
    ctx.db,
    candidates.map((c) => c.pack.key),
  );
  const now = new Date();
  const pending: PendingSigningRequest[] = [];
  for (const { pack, owner_name } of candidates) {
    const people = await packSignatories(ctx.db, pack.key);
    for (const s of people) {
      if (!isMine(s, auth) || !isNextSigner(orderOf(pack), people, s.uuid)) continue;
      pending.push({
        document_key: pack.key,
        signatory_uuid: s.uuid,
        create_time_ago: timeAgo(requested.get(s.uuid) ?? s.date_updated, now),
        document_owner: owner_name,
        document_name: pack.document_name,
      });
    }
  }
  return pending;
};
