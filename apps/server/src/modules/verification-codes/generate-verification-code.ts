import { createElement } from 'react';
import {
  DEFAULT_LOCALE,
  MAX_CODES_PER_HOUR,
  MESSAGES,
  RESEND_AFTER_MS,
  SIGNING_REQUEST_MESSAGES,
  VERIFICATION_CODE_MESSAGES as M,
  VERIFICATION_CODE_TTL_MS,
  maskDestination,
  newVerificationCode,
  resendWaitMs,
  verificationCodeExpiry,
  verificationCodeText,
  verificationRouteFor,
  type GenerateVerificationCodeQuery,
  type VerificationCodeChannel,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord, auditActorOf } from '../audit-trail/append-audit-record.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import {
  VerificationCodeMail,
  verificationCodeSubject,
} from '../mail/templates/verification-code-mail.tsx';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { mailT } from '../mail/i18n/mail-i18n.ts';
import { enqueueTextMessage } from '../text-messages/enqueue-text-message.ts';
import { hashVerificationCode } from './code-hash.ts';
import { checkCodeRequester } from './code-requester.ts';
import {
  countCodesSince,
  expireOpenCodes,
  findLatestCode,
  insertCode,
  verificationCodeKey,
} from './verification-code-repository.ts';
import { lockPack } from '../documents/document-repository.ts';
import { findPackSignatory } from '../signatories/signatory-repository.ts';
import { signerActor } from '../signing/signer-identity.ts';

export type GeneratedCode = {
  message: string;
  channel: VerificationCodeChannel;
  destination: string;
  expires_at: string;
  resend_after_seconds: number;
};

const HOUR_MS = 3_600_000;

/**
 * §7 generate_new_verification_otp: a fresh code for one signatory, sent by their channel (or the
 * one asked for), earlier codes void. Asked by the signer's own session, or by a team member who
 * may sign in person (code-requester.ts). Only the code's HMAC is kept.
 */
export const generateVerificationCode = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
  query: GenerateVerificationCodeQuery,
): Promise<GeneratedCode> => {
  const { pack: seen, facts, actor } = await loadVisibleDocument(ctx.db, auth, key);
  const secret = await verificationCodeKey(ctx.db);
  return ctx.db.transaction(async (tx: Db) => {
    const pack = await lockPack(tx, seen.key);
    if (!pack) throw notFound(MESSAGES.documentNotFound);
    const signatory = await findPackSignatory(tx, pack.key, uuid);
    if (!signatory) throw notFound(SIGNING_REQUEST_MESSAGES.signatoryNotFound);
    const { asSigner } = checkCodeRequester(pack, signatory, auth, facts, actor);

    const now = new Date();
    const latest = await findLatestCode(tx, pack.key, uuid);
    const wait = resendWaitMs(latest?.date_created ?? null, now);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw tooManyRequests(M.resendTooSoon(seconds), seconds);
    }
    if (
      (await countCodesSince(tx, pack.key, uuid, new Date(now.getTime() - HOUR_MS))) >=
      MAX_CODES_PER_HOUR
    )
      throw tooManyRequests(M.tooManyCodes, 3600);

    const route = verificationRouteFor(query, signatory, ctx.config.defaultDialingCode);
    if (!route.ok) throw badRequest(route.message);
    // A signer picks their own way to get a code; a team member sending by WhatsApp needs the flag.
    if (route.channel === 'whatsapp' && !asSigner)
      requirePermission(actor.permissions, 'document_permissions.can_use_whatsapp');

    const code = newVerificationCode();
    await expireOpenCodes(tx, pack.key, uuid, now);
    const expiresAt = verificationCodeExpiry(now);
    await insertCode(tx, {
      document_key: pack.key,
      signatory_uuid: uuid,
      code_hash: hashVerificationCode(secret, pack.key, uuid, code),
      channel: route.channel,
      destination: route.to,
      date_created: now,
      expires_at: expiresAt,
    });
    // The signer's language once known (signatories.locale), else English.
    const locale = signatory.locale ?? DEFAULT_LOCALE;
    if (route.channel === 'email') {
      await enqueueMail(tx, ctx.queue, {
        to: route.to,
        kind: 'verification_code',
        subject: verificationCodeSubject(locale),
        body: createElement(VerificationCodeMail, {
          locale,
          signerName: signatory.name,
          documentName: pack.document_name,
          code,
          theme: await mailThemeForPack(tx, ctx.config.publicUrl, pack),
        }),
      });
    } else {
      await enqueueTextMessage(tx, ctx.queue, {
        channel: route.channel,
        to: route.to,
        // A call reads the code in an English voice; a text is in the signer's language.
        body:
          route.channel === 'voice'
            ? verificationCodeText('voice', code, pack.document_name)
            : mailT(locale)('text.code', {
                code,
                document: pack.document_name,
                minutes: VERIFICATION_CODE_TTL_MS / 60_000,
              }),
      });
    }
    const destination = maskDestination(route.channel, route.to);
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'code_sent',
      actor: asSigner ? signerActor(auth, signatory) : auditActorOf(auth.user),
      details: { signatory_uuid: uuid, channel: route.channel, destination },
    });
    return {
      message: M.sent(destination),
      channel: route.channel,
      destination,
      expires_at: expiresAt.toISOString(),
      resend_after_seconds: RESEND_AFTER_MS / 1000,
    };
  });
};
