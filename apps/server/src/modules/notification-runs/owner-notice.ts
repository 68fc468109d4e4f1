import { createElement } from 'react';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { OwnerNoticeMail } from '../mail/templates/owner-notice-mail.tsx';
import { insertNotification } from '../notifications/notification-repository.ts';
import { findPackWatchers } from '../owner-mails/pack-watchers.ts';

export type OwnerNotice = { kind: string; notice: string; advice: string };

/**
 * Tells the pack's owner (a rule's recipient, document_owner) in the caller's transaction: an
 * in-app notification and a mail in the pack's branding. The rule is the owner's own opt-in, so
 * their mail preferences (which cover the default activity mails) do not silence it.
 */
export const noticeOwner = async (
  ctx: Pick<AppContext, 'config' | 'queue'>,
  tx: Db,
  pack: DocumentRow,
  { kind, notice, advice }: OwnerNotice,
): Promise<void> => {
  const [owner] = await findPackWatchers(tx, pack);
  if (!owner) return;
  await insertNotification(tx, {
    userKey: owner.key,
    message: notice,
    url: `#documents/${pack.key}`,
    relatedKey: pack.key,
    relatedKeyType: 'Document',
  });
  await enqueueMail(tx, ctx.queue, {
    to: owner.email_address,
    kind,
    subject: notice,
    about: { documentKey: pack.key, signatoryUuid: null },
    body: createElement(OwnerNoticeMail, {
      recipientName: owner.full_name,
      notice,
      advice,
      documentUrl: `${ctx.config.publicUrl}/#documents/${pack.key}`,
      theme: await mailThemeForPack(tx, ctx.config.publicUrl, pack),
    }),
  });
};
