import { and, eq, ne, sql } from 'drizzle-orm';
import {
  FINAL_COPY_TOKEN_TYPE,
  isSignerUserEmail,
  signerUserEmail,
  type PostSignPasswordFacts,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { documents, signatories, signingTokens } from '../../db/schema.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { findUserByEmail } from '../auth/user-repository.ts';
import type { SignatoryRow } from '../documents/document-repository.ts';

export type PostSignPasswordCase = { signatory: SignatoryRow; facts: PostSignPasswordFacts };

/**
 * The signatory a signer user was made for (its address names the signatory's uuid) and what
 * the post-signing password rule asks about it; null for any other user (ADR 0032).
 */
export const postSignPasswordCaseOf = async (
  db: Db,
  user: UserRow,
): Promise<PostSignPasswordCase | null> => {
  if (!isSignerUserEmail(user.email_address)) return null;
  const linked = await db.select().from(signatories).where(eq(signatories.user_key, user.key));
  const signatory = linked.find(
    (s) => signerUserEmail(s.uuid) === user.email_address.toLowerCase(),
  );
  if (!signatory) return null;
  const links = await db
    .selectDistinct({ type: signingTokens.token_type })
    .from(signingTokens)
    .where(
      and(
        eq(signingTokens.document_key, signatory.document_key),
        eq(signingTokens.signatory_uuid, signatory.uuid),
        ne(signingTokens.token_type, FINAL_COPY_TOKEN_TYPE),
      ),
    );
  const holder = signatory.email ? await findUserByEmail(db, signatory.email) : undefined;
  return {
    signatory,
    facts: {
      userEmail: user.email_address,
      userHasPassword: user.password_hash !== null,
      signatory: {
        uuid: signatory.uuid,
        status: signatory.status,
        email: signatory.email,
        email_send_count: signatory.email_send_count,
        sms_send_count: signatory.sms_send_count,
      },
      linkTypes: links.map((l) => l.type),
      addressTaken: holder !== undefined && holder.key !== user.key,
    },
  };
};

/**
 * The pack the signer signed shows in their new account's list: the list shows a user the packs
 * they are a viewer of (ADR 0007), whatever workspace they have selected.
 */
export const addPackViewer = async (db: Db, packKey: string, userKey: string): Promise<void> => {
  await db
    .update(documents)
    .set({ viewers: sql`array_append(${documents.viewers}, ${userKey})` })
    .where(
      and(eq(documents.key, packKey), sql`not (${documents.viewers} @> array[${userKey}]::text[])`),
    );
};
