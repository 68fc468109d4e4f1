import { DEFAULT_LOCALE, type FinalCopyPerson, type Locale } from '@quire/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signatories, users } from '../../db/schema.ts';

/**
 * The language of each person a pack's final copy goes to: a signer's remembered one
 * (signatories.locale), the creator's profile language (users.locale); English otherwise, as
 * for copy recipients, who never visit a page that could tell.
 */
export const recipientLocales = async (
  db: Db,
  packKey: string,
  creatorKey: string | null,
): Promise<(person: FinalCopyPerson) => Locale> => {
  const signers = await db
    .select({ uuid: signatories.uuid, locale: signatories.locale })
    .from(signatories)
    .where(eq(signatories.document_key, packKey));
  const bySigner = new Map(signers.map((s) => [s.uuid, s.locale]));
  const [creator] = creatorKey
    ? await db.select({ locale: users.locale }).from(users).where(eq(users.key, creatorKey))
    : [];
  return (person) => {
    if (person.kind === 'creator') return creator?.locale ?? DEFAULT_LOCALE;
    if (person.kind === 'signatory') return bySigner.get(person.id) ?? DEFAULT_LOCALE;
    return DEFAULT_LOCALE;
  };
};
