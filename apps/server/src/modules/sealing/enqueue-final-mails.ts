import { createElement } from 'react';
import type { DocumentFlag } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { downloadName } from '../documents/document-download-service.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  FinalDocumentsMail,
  finalDocumentsSubject,
} from '../mail/templates/final-documents-mail.tsx';
import {
  findFinalMailRecipients,
  findUserNameAndEmail,
  setMailAttachments,
  type SealDocumentRow,
} from './sealing-repository.ts';

export const FINAL_DOCUMENTS_MAIL_KIND = 'final_documents';

type Recipient = { name: string; email: string };

/**
 * Queues the final documents' mails in the caller's transaction (the one that records the pack's
 * final), so they exist exactly once: to every signatory with an email and every copy recipient,
 * each address once, the creator left out under exclude_created_by_from_final_mail, the children's
 * finals attached under include_attachments. Answers the addresses mailed.
 */
export const enqueueFinalMails = async (
  ctx: AppContext,
  tx: Db,
  pack: SealDocumentRow,
  children: SealDocumentRow[],
  flags: Record<DocumentFlag, boolean>,
): Promise<string[]> => {
  const { signers, copies } = await findFinalMailRecipients(tx, pack.key);
  const creator = await findUserNameAndEmail(tx, pack.created_by);
  const skip = new Set<string>();
  if (flags.exclude_created_by_from_final_mail && creator) skip.add(creator.email.toLowerCase());

  const recipients: Recipient[] = [];
  for (const r of [...signers.filter((s) => s.status !== 'excluded'), ...copies]) {
    const email = r.email?.trim();
    if (!email || skip.has(email.toLowerCase())) continue;
    skip.add(email.toLowerCase());
    recipients.push({ name: r.name, email });
  }

  const files = children.map((c) => ({
    filename: downloadName(c.document_name, 'pdf'),
    file_key: c.final_file_key!,
    content_type: 'application/pdf',
  }));
  const attached = flags.include_attachments;
  for (const r of recipients) {
    const mailKey = await enqueueMail(tx, ctx.queue, {
      to: r.email,
      kind: FINAL_DOCUMENTS_MAIL_KIND,
      subject: finalDocumentsSubject(pack.document_name),
      body: createElement(FinalDocumentsMail, {
        recipientName: r.name,
        documentName: pack.document_name,
        fileNames: files.map((f) => f.filename),
        attached,
        documentUrl: `${ctx.config.publicUrl}/#documents/${pack.key}`,
      }),
    });
    if (attached) await setMailAttachments(tx, mailKey, files);
  }
  if (recipients.length > 0)
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'final_sent',
      actor: {},
      details: { recipients: recipients.map((r) => r.email), attachments: attached },
    });
  return recipients.map((r) => r.email);
};
