import { createElement } from 'react';
import { wantsMail } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/session-repository.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { userLocale } from '../mail/i18n/mail-i18n.ts';
import {
  PackActivityMail,
  packActivitySubject,
  type PackActivity,
} from '../mail/templates/pack-activity-mail.tsx';
import { signerName } from '../signing/signing-notifications.ts';
import { packSignatories } from '../signing-requests/signing-request-repository.ts';
import { findSignatoriesOfUser } from '../signing-requests/signer-access.ts';
import { findPackWatchers, hasOpenedPackBefore, type PackWatcher } from './pack-watchers.ts';

export const PACK_ACTIVITY_MAIL_KINDS = {
  viewed: 'pack_viewed',
  signed: 'pack_signed',
  declined: 'pack_declined',
} as const satisfies Record<PackActivity['kind'], string>;

export type SignerActivity = {
  signer: SignatoryRow;
  activity: PackActivity;
  /** Who made the request: the signer, or an owner hosting an in-person signing. */
  actingUserKey: string;
};

/** Whoever acted, or is the signer, knows already: an owner signing their own pack, say. */
const isOwnAct = (watcher: PackWatcher, input: SignerActivity): boolean =>
  watcher.key === input.actingUserKey ||
  watcher.key === input.signer.user_key ||
  (input.signer.email ?? '').trim().toLowerCase() === watcher.email_address.toLowerCase();

const contactOf = (s: SignatoryRow): string | null =>
  s.email?.trim() || (s.mobile_number ? `${s.dialing_code ?? ''}${s.mobile_number}` : null);

/**
 * Mails the pack's watchers who want to hear of this act, in the caller's transaction: the mail
 * exists exactly when the act was committed, and a retried submission (answered from its stored
 * first answer) queues nothing again. Answers the addresses mailed.
 */
export const mailPackActivity = async (
  ctx: AppContext,
  tx: Db,
  pack: DocumentRow,
  input: SignerActivity,
): Promise<string[]> => {
  const watchers = (await findPackWatchers(tx, pack)).filter(
    (w) => wantsMail(w.mail_notifications, input.activity.kind) && !isOwnAct(w, input),
  );
  if (watchers.length === 0) return [];
  const people = await packSignatories(tx, pack.key);
  const progress = {
    signed: people.filter((p) => p.status === 'complete').length,
    total: people.filter((p) => p.status !== 'excluded').length,
  };
  const signer = { name: signerName(input.signer), contact: contactOf(input.signer) };
  const theme = await mailThemeForPack(tx, ctx.config.publicUrl, pack);
  for (const w of watchers)
    await enqueueMail(tx, ctx.queue, {
      to: w.email_address,
      kind: PACK_ACTIVITY_MAIL_KINDS[input.activity.kind],
      subject: packActivitySubject(signer.name, pack.document_name, input.activity, userLocale(w)),
      body: createElement(PackActivityMail, {
        recipientName: w.full_name,
        packName: pack.document_name,
        signer,
        activity: input.activity,
        progress,
        documentUrl: `${ctx.config.publicUrl}/#documents/${pack.key}`,
        theme,
        locale: userLocale(w),
      }),
    });
  return watchers.map((w) => w.email_address);
};

/**
 * "Viewed", once per signer: the first time a signer who has yet to sign opens the pack. Called
 * under the audit chain's lock before the 'opened' record is written, so of two tabs opening at
 * once only one finds no earlier opening.
 */
export const mailFirstView = async (
  ctx: AppContext,
  tx: Db,
  pack: DocumentRow,
  user: UserRow,
): Promise<void> => {
  if (pack.status !== 'awaiting_signatures') return;
  const signers = (await findSignatoriesOfUser(tx, pack.key, user)).filter(
    (s) => s.status === 'awaiting_signatures',
  );
  if (signers.length === 0 || (await hasOpenedPackBefore(tx, pack.key, user.key))) return;
  for (const signer of signers)
    await mailPackActivity(ctx, tx, pack, {
      signer,
      activity: { kind: 'viewed' },
      actingUserKey: user.key,
    });
};
