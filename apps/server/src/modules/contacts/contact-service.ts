import {
  CONTACT_QUERY_LIMIT,
  isDialingCode,
  isValidSignatoryEmail,
  type Contact,
  type ContactQuery,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { defaultDialingCodeFor } from '../signatories/dialing-code.ts';
import { searchContacts, upsertContact } from './contact-repository.ts';
import type { Db } from '../../db/database.ts';

const clean = (text: string | undefined): string | null => {
  const t = (text ?? '').trim();
  return t === '' ? null : t;
};

/**
 * The E.164 prefixes a typed number may stand for: '+2782…' as typed, '082…' with the trunk 0
 * read in the default dialing code, '82…' both ways.
 */
export const mobilePrefixesFor = (typed: string | null, dialingCode: string): string[] => {
  if (typed === null) return [];
  const plus = typed.startsWith('+');
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return [];
  if (plus) return [`+${digits}`];
  const code = isDialingCode(dialingCode) ? dialingCode : '+1';
  if (digits.startsWith('00')) return [`+${digits.slice(2)}`];
  if (digits.startsWith('0')) return [`${code}${digits.slice(1)}`];
  return [`+${digits}`, `${code}${digits}`];
};

/** GET /app/contact_lists/get_contacts_by_query: the caller's current workspace, 20 best. */
export const getContactsByQuery = async (
  ctx: AppContext,
  auth: Auth,
  query: ContactQuery,
): Promise<Contact[]> =>
  searchContacts(ctx.db, {
    account_key: auth.userAccount?.account_key ?? null,
    user_key: auth.user.key,
    namePrefix: clean(query.name_query),
    emailPrefix: clean(query.email_query),
    mobilePrefixes: mobilePrefixesFor(
      clean(query.mobile_number_query),
      defaultDialingCodeFor(ctx, auth),
    ),
    limit: CONTACT_QUERY_LIMIT,
  });

/** Remembers the people saved on a pack (signers and copy recipients with a way to reach them). */
export const rememberContacts = async (
  tx: Db,
  owner: { account_key: string | null; user_key: string },
  people: readonly { name: string; email: string | null; mobile_number: string | null }[],
): Promise<void> => {
  for (const p of people) {
    // An sms or whatsapp signer's email is not checked (§5); a contact keeps only a valid one.
    const email = p.email !== null && isValidSignatoryEmail(p.email) ? p.email : null;
    if (email === null && p.mobile_number === null) continue;
    await upsertContact(tx, { ...owner, name: p.name, email, mobile_number: p.mobile_number });
  }
};
