import { eq } from 'drizzle-orm';
import { signerUserEmail } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { sessions } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { findUserByEmail, findUserByKey, insertUser } from '../auth/user-repository.ts';
import type { UserRow } from '../auth/session-repository.ts';
import type { SignatoryRow } from '../documents/document-repository.ts';

/**
 * Who a signing link signs in as (ADR 0010): the account linked to the signatory; else the
 * verified account of the signatory's address (the owner addressed the request to that person);
 * else the signer's own account-less user, created on first use. Its address is in the reserved
 * `.invalid` domain (RFC 2606): no mail reaches it, no one can sign up with it, and the audit
 * trail never records it as anyone's email (isSignerUserEmail). After signing it may become the
 * signer's own account (post-sign-password-offer.ts, ADR 0032).
 */
export const resolveSignerUser = async (tx: Db, signatory: SignatoryRow): Promise<UserRow> => {
  if (signatory.user_key) {
    const linked = await findUserByKey(tx, signatory.user_key);
    if (linked) return linked;
  }
  if (signatory.email) {
    const account = await findUserByEmail(tx, signatory.email);
    if (account?.verified) return account;
  }
  const address = signerUserEmail(signatory.uuid);
  return (
    (await findUserByEmail(tx, address)) ??
    (await insertUser(tx, {
      key: newKey(),
      full_name: signatory.name.trim() || 'Signer',
      email_address: address,
      verified: false,
      // §3 request_password: this person has no password yet; after signing from a mailed link
      // they may choose one (ADR 0032).
      request_password: true,
    }))
  );
};

/** A signer session is temporary: it ends sooner than a login's. */
export const setSessionExpiry = async (tx: Db, sessionKey: string, expiresAt: Date) => {
  await tx.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.key, sessionKey));
};
