import { eq, inArray } from 'drizzle-orm';
import {
  SIGNATORY_MESSAGES,
  isPhoneNumberError,
  isValidSignatoryEmail,
  normalisePhoneNumber,
  type CopyRecipient,
  type CopyRecipientInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { copyRecipients } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { rememberContacts } from '../contacts/contact-service.ts';
import { toCopyRecipient } from '../documents/document-dto.ts';
import { touchDocuments } from '../documents/document-repository.ts';
import { defaultDialingCodeFor } from './dialing-code.ts';
import { loadPackInSetup } from './signatory-access.ts';

type CleanRecipient = {
  uuid: string;
  name: string;
  email: string | null;
  mobile_number: string | null;
};

const blank = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** §5 Contacts and numbers: a valid email ('Please enter a valid email.') or number, or both. */
const cleanRecipient = (
  input: CopyRecipientInput,
  dialingCode: string,
  index: number,
): CleanRecipient => {
  const email = blank(input.email);
  const typed = blank(input.mobile_number);
  if (email !== null && !isValidSignatoryEmail(email))
    throw new AppError(400, SIGNATORY_MESSAGES.contactEmailInvalid, { field: 'email', index });
  let mobile: string | null = null;
  if (typed !== null) {
    const n = normalisePhoneNumber(typed, dialingCode);
    if (isPhoneNumberError(n)) throw new AppError(400, n.error, { field: 'mobile_number', index });
    mobile = n.e164;
  }
  if (email === null && mobile === null)
    throw new AppError(400, SIGNATORY_MESSAGES.copyRecipientContactRequired, { index });
  return { uuid: input.uuid ?? newKey(), name: input.name.trim(), email, mobile_number: mobile };
};

/** POST /app/documents/{key}/copy_recipients: replaces the pack's list, in the order sent. */
export const replaceCopyRecipients = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  list: readonly CopyRecipientInput[],
): Promise<{ message: string; copy_recipients: CopyRecipient[] }> => {
  const { pack } = await loadPackInSetup(ctx, auth, key);
  const dialingCode = defaultDialingCodeFor(ctx, auth);
  const clean = list.map((r, i) => cleanRecipient(r, dialingCode, i));
  if (new Set(clean.map((r) => r.uuid)).size !== clean.length)
    throw badRequest(SIGNATORY_MESSAGES.copyRecipientsDuplicated);
  const rows = await ctx.db.transaction(async (tx) => {
    await tx.delete(copyRecipients).where(eq(copyRecipients.document_key, pack.key));
    // uuids are the client's; one that another pack already uses is replaced, not shared.
    const taken = clean.length
      ? new Set(
          (
            await tx
              .select({ uuid: copyRecipients.uuid })
              .from(copyRecipients)
              .where(
                inArray(
                  copyRecipients.uuid,
                  clean.map((r) => r.uuid),
                ),
              )
          ).map((r) => r.uuid),
        )
      : new Set<string>();
    const values = clean.map((r, position) => ({
      ...r,
      uuid: taken.has(r.uuid) ? newKey() : r.uuid,
      document_key: pack.key,
      position,
    }));
    const saved = values.length ? await tx.insert(copyRecipients).values(values).returning() : [];
    await rememberContacts(tx, { account_key: pack.account_key, user_key: auth.user.key }, clean);
    await touchDocuments(tx, [pack.key]);
    return saved.sort((a, b) => a.position - b.position);
  });
  return {
    message: SIGNATORY_MESSAGES.copyRecipientsSaved,
    copy_recipients: rows.map(toCopyRecipient),
  };
};
