import { createElement } from 'react';
import { OWNER_NOTICE_TEXT } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { userLocale } from '../mail/i18n/mail-i18n.ts';
import {
  OwnerNoticeMail,
  ownerNoticeSubject,
  type OwnerNoticeEvent,
} from '../mail/templates/owner-notice-mail.tsx';
import { insertNotification } from '../notifications/notification-repository.ts';
import { findPackWatchers } from '../owner-mails/pack-watchers.ts';

/** The mail's kind, the rule's event and, for a signer's event, the signer's name. */
export type OwnerNotice = { kind: string; event: OwnerNoticeEvent; signer?: string };

/** OWNER_NOTICE_TEXT's sentence: the in-app line, kept in English as the spec's texts are. */
const noticeText = (event: OwnerNoticeEvent, document: string, signer = ''): string =>
  event === 'in_setup' || event === 'expired'
    ? OWNER_NOTICE_TEXT[event](document)
    : OWNER_NOTICE_TEXT[event](signer, document);

/**
 * Tells the pack's owner (a rule's recipient, document_owner) in the caller's transaction: an
 * in-app notification (in English, the web app shows it in the owner's language) and a mail in
 * the pack's branding and the owner's language. The rule is the owner's own opt-in, so
 * their mail preferences (which cover the default activity mails) do not silence it.
 */
export const noticeOwner = async (
  ctx: Pick<AppContext, 'config' | 'queue'>,
  tx: Db,
  pack: DocumentRow,
  { kind, event, signer }: OwnerNotice,
): Promise<void> => {
  const [owner] = await findPackWatchers(tx, pack);
  if (!owner) return;
  await insertNotification(tx, {
    userKey: owner.key,
    message: noticeText(event, pack.document_name, signer),
    url: `#documents/${pack.key}`,
    relatedKey: pack.key,
    relatedKeyType: 'Document',
  });
  const locale = userLocale(owner);
  const notice = { event, document: pack.document_name, ...(signer ? { signer } : {}) };
  await enqueueMail(tx, ctx.queue, {
    to: owner.email_address,
    kind,
    subject: ownerNoticeSubject(notice, locale),
    about: { documentKey: pack.key, signatoryUuid: null },
    body: createElement(OwnerNoticeMail, {
      recipientName: owner.full_name,
      notice,
      documentUrl: `${ctx.config.publicUrl}/#documents/${pack.key}`,
      theme: await mailThemeForPack(tx, ctx.config.publicUrl, pack),
      locale,
    }),
  });
};
