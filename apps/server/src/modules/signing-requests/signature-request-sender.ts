import { createElement } from 'react';
import {
  DEFAULT_LOCALE,
  requestRouteFor,
  signingLinkPath,
  type CommunicationChannel,
  type RequestRoute,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';
import { senderSignatureLines } from '../email-signature/email-signature-repository.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { mailT } from '../mail/i18n/mail-i18n.ts';
import type { MailTheme } from '../mail/templates/mail-layout.tsx';
import {
  SignatureRequestMail,
  reminderSubject,
  signatureRequestSubject,
} from '../mail/templates/signature-request-mail.tsx';
import { enqueueTextMessage } from '../text-messages/enqueue-text-message.ts';
import { countSignatureRequest } from './signing-request-repository.ts';
import { issueSigningToken } from './signing-token-repository.ts';

export type SignatureRequest = {
  pack: DocumentRow;
  signatory: SignatoryRow;
  channel: CommunicationChannel;
  senderName: string;
  /** The pack's theme, resolved once per send by the caller (mailThemeForPack). */
  theme: MailTheme;
  /** A notification rule's reminder (issue 16): same link and channel, worded as a reminder. */
  reminder?: boolean;
};

/**
 * Sends one signer a request by their channel, in the caller's transaction: a fresh link token
 * (its hash stored), then the mail or text message with the link, then the send count. Answers
 * the refusal instead when the channel has no address or number to go to.
 */
export const sendSignatureRequest = async (
  ctx: Pick<AppContext, 'config' | 'queue'>,
  tx: Db,
  { pack, signatory, channel, senderName, theme, reminder = false }: SignatureRequest,
): Promise<RequestRoute> => {
  const route = requestRouteFor(channel, signatory);
  if (!route.ok) return route;
  const token = await issueSigningToken(tx, {
    documentKey: pack.key,
    signatoryUuid: signatory.uuid,
    type: 'email',
    createdBy: null,
  });
  const url = `${ctx.config.publicUrl}${signingLinkPath(pack.key, signatory.uuid, token)}`;
  // Tied to pack and signer so that a delivery that fails for good raises email/sms failed.
  const about = { documentKey: pack.key, signatoryUuid: signatory.uuid };
  // The signer's language once known (their browser or choice on the signing page), else English.
  const locale = signatory.locale ?? DEFAULT_LOCALE;
  if (route.channel === 'email') {
    const subject = signatureRequestSubject(pack.subject, senderName, pack.document_name, locale);
    await enqueueMail(tx, ctx.queue, {
      to: route.to,
      kind: reminder ? 'signature_reminder' : 'signature_request',
      subject: reminder ? reminderSubject(subject, locale) : subject,
      about,
      body: createElement(SignatureRequestMail, {
        signerName: signatory.name,
        senderName,
        documentName: pack.document_name,
        message: pack.message,
        signingUrl: url,
        theme,
        senderSignature: await senderSignatureLines(tx, pack.created_by),
        reminder,
        deadline: pack.signing_expires_at,
        locale,
      }),
    });
    await countSignatureRequest(tx, signatory.uuid, 'email');
  } else {
    const t = mailT(locale);
    const text = t('text.request', { sender: senderName, document: pack.document_name, url });
    await enqueueTextMessage(
      tx,
      ctx.queue,
      {
        channel: route.channel,
        to: route.to,
        body: reminder ? t('text.reminder', { text }) : text,
      },
      about,
    );
    await countSignatureRequest(tx, signatory.uuid, 'sms');
  }
  return route;
};
