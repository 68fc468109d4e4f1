import { eq } from 'drizzle-orm';
import { emailSignatureLines, normaliseEmailSignature, type EmailSignature } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export const findEmailSignature = async (db: Db, userKey: string): Promise<EmailSignature> => {
  const [row] = await db
    .select({ s: users.email_signature })
    .from(users)
    .where(eq(users.key, userKey));
  return normaliseEmailSignature(row?.s);
};

export const saveEmailSignature = async (
  db: Db,
  userKey: string,
  signature: EmailSignature,
): Promise<void> => {
  await db
    .update(users)
    .set({ email_signature: signature, date_updated: new Date() })
    .where(eq(users.key, userKey));
};

/** The lines a mail sent on behalf of this user ends with (none when they have not set one). */
export const senderSignatureLines = async (db: Db, userKey: string): Promise<string[]> =>
  emailSignatureLines(await findEmailSignature(db, userKey));
