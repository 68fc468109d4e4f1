import { createElement } from 'react';
import { render } from '@react-email/render';
import {
  emailSignatureLines,
  normaliseEmailSignature,
  type EmailSignature,
  type EmailSignatureInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf } from '../documents/document-access-service.ts';
import { PREVIEW_DOCUMENT_NAME, PREVIEW_SIGNING_URL } from '../branding/mail-preview-service.ts';
import { SignatureRequestMail } from '../mail/templates/signature-request-mail.tsx';
import { findEmailSignature, saveEmailSignature } from './email-signature-repository.ts';

export const getEmailSignature = (ctx: AppContext, auth: Auth): Promise<EmailSignature> =>
  findEmailSignature(ctx.db, auth.user.key);

/**
 * Saves the fields sent over the stored ones (a form may send only what changed). The email
 * signature is part of the user's details, so it answers to can_update_details (ADR 0031).
 */
export const updateEmailSignature = async (
  ctx: AppContext,
  auth: Auth,
  input: EmailSignatureInput,
): Promise<EmailSignature> => {
  requirePermission(actorOf(auth).permissions, 'user_profile_permissions.can_update_details');
  const current = await findEmailSignature(ctx.db, auth.user.key);
  const next = normaliseEmailSignature({ ...current, ...input });
  await saveEmailSignature(ctx.db, auth.user.key, next);
  return next;
};

/**
 * GET /test/mail/email_signature_preview: the mail the signature appears on most (a signature
 * request from this user), ending with the block built from the fields given.
 */
export const renderEmailSignaturePreview = (
  auth: Auth,
  fields: EmailSignatureInput,
): Promise<string> => {
  const signature = normaliseEmailSignature(fields);
  return render(
    createElement(SignatureRequestMail, {
      signerName: 'Alex Signer',
      senderName: signature.full_name || auth.user.full_name || 'Quire',
      documentName: PREVIEW_DOCUMENT_NAME,
      message: null,
      signingUrl: PREVIEW_SIGNING_URL,
      senderSignature: emailSignatureLines(signature),
    }),
  );
};
