import { finalCopyDeliveryFor, finalCopyNoticeOf, type FinalCopyNotice } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { finalCopyFacts } from './final-copy-input.ts';
import { findDocument } from './final-copy-repository.ts';

/**
 * What the thank-you page tells a signer who just finished about their signed copy: the same
 * decision the seal job will act on (finalCopyDeliveryFor), for the pack's signatory this user
 * signs as (linked by user_key, or a verified account's address). Null when they are none.
 */
export const finalCopyNoticeFor = async (
  ctx: AppContext,
  user: UserRow,
  packKey: string,
  signatoryUuid: string | undefined,
): Promise<FinalCopyNotice | null> => {
  const pack = await findDocument(ctx.db, packKey);
  if (!pack || pack.document_pack_key !== null || pack.status === 'setup') return null;
  const { input, parties } = await finalCopyFacts(ctx.db, pack, ctx.config.defaultDialingCode);
  const email = user.email_address.toLowerCase();
  const me = parties.signers.find(
    (s) =>
      (signatoryUuid === undefined || s.uuid === signatoryUuid) &&
      (s.user_key === user.key || (user.verified && s.email?.toLowerCase() === email)),
  );
  if (!me) return null;
  return finalCopyNoticeOf(finalCopyDeliveryFor(input, me.uuid), pack.status === 'complete');
};
