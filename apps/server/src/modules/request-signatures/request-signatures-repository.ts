import { and, eq, inArray, sql } from 'drizzle-orm';
import { FIELD_TYPES_CLEARED_ON_REVERT } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  dataFields,
  documents,
  fieldRules,
  signatories,
  userDefinedAttributes,
} from '../../db/schema.ts';
import {
  findChildRows,
  findDataFieldRows,
  findSignatoryRows,
} from '../documents/document-repository.ts';

/** Everything the §5 blocking checks look at, as stored (removed rows left out). */
export const loadPackContents = async (tx: Db, packKey: string) => {
  const children = await findChildRows(tx, [packKey]);
  const [people, fields, rules, attributes] = await Promise.all([
    findSignatoryRows(tx, [packKey]),
    findDataFieldRows(
      tx,
      children.map((c) => c.key),
    ),
    tx.select().from(fieldRules).where(eq(fieldRules.document_key, packKey)),
    tx
      .select()
      .from(userDefinedAttributes)
      .where(eq(userDefinedAttributes.document_key, packKey))
      .orderBy(userDefinedAttributes.position, userDefinedAttributes.key),
  ]);
  return { children, signatories: people, fields, rules, attributes };
};
export type PackContents = Awaited<ReturnType<typeof loadPackContents>>;

/** Pack, children and every signatory still on the pack move to `status` together. */
const setPackStatus = async (
  tx: Db,
  packKey: string,
  status: 'awaiting_signatures' | 'setup',
): Promise<Date> => {
  const [pack] = await tx
    .update(documents)
    .set({ status, status_detail: null, date_completed: null, date_updated: sql`now()` })
    .where(eq(documents.key, packKey))
    .returning({ date_updated: documents.date_updated });
  await tx
    .update(documents)
    .set({ status, date_updated: sql`now()` })
    .where(eq(documents.document_pack_key, packKey));
  return pack!.date_updated;
};

/** §4 setup → awaiting_signatures: who is sent what is issue 5's (sequential signing included). */
export const markAwaitingSignatures = async (tx: Db, packKey: string): Promise<Date> => {
  await tx
    .update(signatories)
    .set({ status: 'awaiting_signatures', date_updated: sql`now()` })
    .where(and(eq(signatories.document_key, packKey), eq(signatories.removed, false)));
  return setPackStatus(tx, packKey, 'awaiting_signatures');
};

/**
 * §4 revert: signature and initial fields are cleared and everything goes back to setup; the
 * signers' signing state starts over (consent is asked again for the new request), the rest of
 * the data stays. setup_value is kept: what stays is the signers' answers, not the owner's, so a
 * copy still starts from before them; an owner's edit in setup makes the field theirs again.
 */
export const revertToSetup = async (tx: Db, packKey: string): Promise<Date> => {
  const childKeys = (await findChildRows(tx, [packKey])).map((c) => c.key);
  if (childKeys.length > 0)
    await tx
      .update(dataFields)
      .set({ data: null, file_key: null, filename: null, date_updated: sql`now()` })
      .where(
        and(
          inArray(dataFields.document_key, childKeys),
          inArray(dataFields.type, [...FIELD_TYPES_CLEARED_ON_REVERT]),
          eq(dataFields.removed, false),
        ),
      );
  await tx
    .update(signatories)
    .set({
      status: 'setup',
      rejection_reason: null,
      sign_later: false,
      signed_in_presence: false,
      date_signed: null,
      terms_accepted_at: null,
      date_updated: sql`now()`,
    })
    .where(and(eq(signatories.document_key, packKey), eq(signatories.removed, false)));
  return setPackStatus(tx, packKey, 'setup');
};
