import { createElement } from 'react';
import {
  FINAL_COPY_TOKEN_TYPE,
  finalCopyDeliveries,
  finalCopyLinkPath,
  finalLinkExpiry,
  maskMobile,
  type DocumentFlag,
  type FinalCopyDelivery,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { downloadName } from '../documents/document-download-service.ts';
import { finalCopyFacts } from '../final-copies/final-copy-input.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { mailDate, mailT } from '../mail/i18n/mail-i18n.ts';
import { recipientLocales } from '../locales/recipient-locales.ts';
import {
  FinalDocumentsMail,
  finalDocumentsSubject,
} from '../mail/templates/final-documents-mail.tsx';
import { senderSignatureLines } from '../email-signature/email-signature-repository.ts';
import { issueSigningToken } from '../signing-requests/signing-token-repository.ts';
import { enqueueTextMessage } from '../text-messages/enqueue-text-message.ts';
import { setMailAttachments, type SealDocumentRow } from './sealing-repository.ts';

export const FINAL_DOCUMENTS_MAIL_KIND = 'final_documents';

/**
 * Queues the final documents in the caller's transaction (the one that records the pack's final),
 * so they go exactly once, to whom finalCopyDeliveries decides: signatories and copy recipients
 * by mail, or by SMS/WhatsApp with a link when that is how they are reached, and the creator by
 * mail unless exclude_created_by_from_final_mail. Signatories and copy recipients get a
 * read-only final-copy link (FINAL_LINK_VALID_DAYS, ADR 0015); the creator, a team member, the
 * pack in the app. The children's finals are attached under include_attachments. Answers the
 * destinations used.
 */
export const enqueueFinalMails = async (
  ctx: AppContext,
  tx: Db,
  pack: SealDocumentRow,
  children: SealDocumentRow[],
  flags: Record<DocumentFlag, boolean>,
): Promise<string[]> => {
  const { input } = await finalCopyFacts(tx, pack, ctx.config.defaultDialingCode);
  const deliveries = finalCopyDeliveries(input);
  const files = children.map((c) => ({
    filename: downloadName(c.document_name, 'pdf'),
    file_key: c.final_file_key!,
    content_type: 'application/pdf',
  }));
  const attached = flags.include_attachments;
  const expiresAt = finalLinkExpiry(new Date(), ctx.config.finalLinkValidDays);
  const theme = await mailThemeForPack(tx, ctx.config.publicUrl, pack);
  // The sender signs off to the people they asked; their own copy (also when they signed) goes
  // without it.
  const senderSignature = await senderSignatureLines(tx, pack.created_by);
  const localeOf = await recipientLocales(tx, pack.key, pack.created_by);
  const senderEmail = input.creator?.email?.trim().toLowerCase();
  const signatureFor = (d: FinalCopyDelivery) =>
    d.person.kind === 'creator' || d.to.toLowerCase() === senderEmail ? [] : senderSignature;

  const linkFor = async (d: FinalCopyDelivery): Promise<string> => {
    if (d.person.kind === 'creator') return `${ctx.config.publicUrl}/#documents/${pack.key}`;
    const token = await issueSigningToken(tx, {
      documentKey: pack.key,
      signatoryUuid: d.person.id,
      type: FINAL_COPY_TOKEN_TYPE,
      createdBy: null,
      expiresAt,
    });
    return `${ctx.config.publicUrl}${finalCopyLinkPath(pack.key, token)}`;
  };

  for (const d of deliveries) {
    const url = await linkFor(d);
    const locale = localeOf(d.person);
    if (d.channel !== 'email') {
      await enqueueTextMessage(tx, ctx.queue, {
        channel: d.channel,
        to: d.to,
        body: mailT(locale)('text.finalCopy', { document: pack.document_name, url }),
      });
      continue;
    }
    const mailKey = await enqueueMail(tx, ctx.queue, {
      to: d.to,
      kind: FINAL_DOCUMENTS_MAIL_KIND,
      subject: finalDocumentsSubject(pack.document_name, locale),
      body: createElement(FinalDocumentsMail, {
        locale,
        recipientName: d.person.name,
        documentName: pack.document_name,
        fileNames: files.map((f) => f.filename),
        attached,
        documentUrl: url,
        linkValidUntil: d.person.kind === 'creator' ? undefined : mailDate(locale, expiresAt),
        theme,
        senderSignature: signatureFor(d),
      }),
    });
    if (attached) await setMailAttachments(tx, mailKey, files);
  }
  const mailed = deliveries.filter((d) => d.channel === 'email').map((d) => d.to);
  const texted = deliveries.filter((d) => d.channel !== 'email');
  if (deliveries.length > 0)
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'final_sent',
      actor: {},
      details: {
        recipients: mailed,
        text_messages: texted.map((d) => ({ channel: d.channel, to: maskMobile(d.to) })),
        attachments: attached,
        link_valid_until: expiresAt.toISOString(),
      },
    });
  return deliveries.map((d) => d.to);
};
