import { and, eq, inArray } from 'drizzle-orm';
import { SIGNING_NOTIFICATION_TEXT } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { userAccounts } from '../../db/schema.ts';
import {
  findDocumentRow,
  type DocumentRow,
  type SignatoryRow,
} from '../documents/document-repository.ts';
import { insertNotification } from '../notifications/notification-repository.ts';

/** A signatory as the notice names them: a signatory may have no name yet, never no identity. */
export const signerName = (s: Pick<SignatoryRow, 'name' | 'email' | 'role'>): string =>
  s.name.trim() || s.email || s.role;

/**
 * Who hears of the pack: its creator, and the viewers who are members of the workspace that owns
 * it (a viewer outside the team only sees the document; the team follows its progress).
 */
export const packTeamRecipients = async (tx: Db, pack: DocumentRow): Promise<string[]> => {
  const viewers = pack.viewers.filter((v) => v !== pack.created_by);
  const members =
    viewers.length === 0 || pack.account_key === null
      ? []
      : await tx
          .select({ user_key: userAccounts.user_key })
          .from(userAccounts)
          .where(
            and(
              eq(userAccounts.account_key, pack.account_key),
              inArray(userAccounts.user_key, viewers),
              eq(userAccounts.status, 'active'),
            ),
          );
  return [pack.created_by, ...members.map((m) => m.user_key)];
};

/**
 * In-app notifications of the signing flow for the pack's team: what a signer did and when the
 * pack completed (SIGNING_NOTIFICATION_TEXT). Each is written in the caller's transaction, so it
 * commits with the event it reports and a retried submission writes nothing again.
 */
const notifyTeam = async (
  tx: Db,
  pack: DocumentRow,
  message: string,
  exceptUserKey: string | null,
): Promise<void> => {
  for (const userKey of await packTeamRecipients(tx, pack)) {
    // Whoever acted knows already (an owner who signs their own pack, say).
    if (userKey === exceptUserKey) continue;
    await insertNotification(tx, {
      userKey,
      message,
      url: `#documents/${pack.key}`,
      relatedKey: pack.key,
      relatedKeyType: 'Document',
    });
  }
};

/** "{name} signed {document}", for the team of the pack the signer completed. */
export const notifySigned = (
  tx: Db,
  pack: DocumentRow,
  signer: SignatoryRow,
  actingUserKey: string,
): Promise<void> =>
  notifyTeam(
    tx,
    pack,
    SIGNING_NOTIFICATION_TEXT.signed(signerName(signer), pack.document_name),
    actingUserKey,
  );

/**
 * "{name} rejected {document}: {reason}": `documentName` is the pack's for a whole-pack rejection,
 * the child's when one document of it was rejected.
 */
export const notifyRejected = (
  tx: Db,
  pack: DocumentRow,
  input: { signer: SignatoryRow; documentName: string; reason: string; actingUserKey: string },
): Promise<void> =>
  notifyTeam(
    tx,
    pack,
    SIGNING_NOTIFICATION_TEXT.rejected(signerName(input.signer), input.documentName, input.reason),
    input.actingUserKey,
  );

/** "{document} is complete", for the whole team (read after the pack row was completed). */
export const notifyCompleted = async (tx: Db, packKey: string): Promise<void> => {
  const pack = await findDocumentRow(tx, packKey);
  if (!pack) return;
  await notifyTeam(tx, pack, SIGNING_NOTIFICATION_TEXT.completed(pack.document_name), null);
};
