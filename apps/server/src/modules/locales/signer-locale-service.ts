import { SIGNING_MESSAGES, negotiateLocale, type Locale } from '@quire/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { signatories } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { packSignatories } from '../signing-requests/signing-request-repository.ts';
import { assertActsFor } from '../signing/signer-identity.ts';

export type SignerLocaleInput = {
  /** The signer's own choice on the signing page: it replaces whatever was stored. */
  locale?: Locale | undefined;
  /** The browser's languages, most preferred first: used only while nothing is stored. */
  browserLanguages: readonly string[];
};

/**
 * POST signer_locale/{uuid} (ADR 0055): the signer's language. A choice is stored; without
 * one, the stored language stands and a signer without one gets their browser's, which is then
 * remembered so that the mails they get next (reminders, codes, the final copy) speak it too.
 */
export const settleSignerLocale = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
  input: SignerLocaleInput,
): Promise<{ locale: Locale }> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  const me = (await packSignatories(ctx.db, found.pack.key)).find((s) => s.uuid === uuid);
  if (!me) throw notFound(SIGNING_MESSAGES.signatoryNotFound);
  // The owner handing the device over (in person) may choose the signer's language for them.
  assertActsFor(auth, found, me, true);
  const locale = input.locale ?? me.locale ?? negotiateLocale(input.browserLanguages);
  if (locale !== me.locale)
    await ctx.db
      .update(signatories)
      .set({ locale, date_updated: new Date() })
      .where(eq(signatories.uuid, uuid));
  return { locale };
};
