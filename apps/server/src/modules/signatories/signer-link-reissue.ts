import { and, eq, isNull } from 'drizzle-orm';
import { isNextSigner, signerUserEmail } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { sessions, signatories } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findUserByKey } from '../auth/user-repository.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';
import { sendSignatureRequest } from '../signing-requests/signature-request-sender.ts';
import { packSignatories, userFullName } from '../signing-requests/signing-request-repository.ts';
import { revokeSigningTokens } from '../signing-requests/signing-token-repository.ts';
import { packFlag } from './signatory-access.ts';

/**
 * Cuts off whoever held the signer's old link: every token of theirs is revoked (the link answers
 * 410), the user the link signed in is unlinked, and when that user was the signer's account-less
 * one (keyed by the signatory, so the new holder would inherit it) its sessions end too.
 */
const endOldAccess = async (tx: Db, signatory: SignatoryRow): Promise<void> => {
  await revokeSigningTokens(tx, signatory.document_key, signatory.uuid);
  if (!signatory.user_key) return;
  const linked = await findUserByKey(tx, signatory.user_key);
  if (linked?.email_address === signerUserEmail(signatory.uuid))
    await tx
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.user_key, linked.key), isNull(sessions.revoked_at)));
  await tx.update(signatories).set({ user_key: null }).where(eq(signatories.uuid, signatory.uuid));
};

/**
 * After a correction of a signer's address (§7 update_signatory_details): the old link stops and,
 * when it is their turn and they may be notified, a new request goes to the corrected address by
 * their channel. Answers whether one was sent.
 */
export const reissueSignerLink = async (
  ctx: AppContext,
  tx: Db,
  pack: DocumentRow,
  before: SignatoryRow,
  after: SignatoryRow,
): Promise<boolean> => {
  await endOldAccess(tx, before);
  const people = await packSignatories(tx, pack.key);
  const due =
    after.can_receive_signing_notifications &&
    isNextSigner({ sequential_signing: packFlag(pack, 'sequential_signing') }, people, after.uuid);
  if (!due) return false;
  const sent = await sendSignatureRequest(ctx, tx, {
    pack,
    signatory: { ...after, user_key: null },
    channel: after.primary_communication_channel,
    senderName: await userFullName(tx, pack.created_by),
    theme: await mailThemeForPack(tx, ctx.config.publicUrl, pack),
  });
  if (!sent.ok) throw badRequest(sent.message);
  return true;
};
