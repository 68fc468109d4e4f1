import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPhoneNumberError, normalisePhoneNumber, type MappedPackValues } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { dataFields, documents, signatories } from '../../db/schema.ts';

type Person = MappedPackValues['signatories'][string];

/** A mapped person as a signatory's columns: only the parts the data gives. */
const signatoryColumns = (p: Person, dialing: string) => {
  const set: Partial<typeof signatories.$inferInsert> = {};
  if (p.name !== undefined) set.name = p.name;
  if (p.email !== undefined) set.email = p.email.trim().toLowerCase() || null;
  if (p.mobile_number !== undefined) {
    const n = p.mobile_number.trim() ? normalisePhoneNumber(p.mobile_number, dialing) : null;
    set.mobile_number = n && !isPhoneNumberError(n) ? n.e164 : null;
    if (n && !isPhoneNumberError(n)) set.dialing_code = n.dialing_code;
  }
  return set;
};

/**
 * Writes mapped values into a stored pack in setup, inside the caller's transaction: its wording
 * and name, its fields by custom_id (on every child document) and its signers by role. What the
 * owner writes in setup is theirs, so a field's earlier signer answer (setup_value) is dropped.
 */
export const writePackPrefill = async (
  tx: Db,
  input: {
    packKey: string;
    childKeys: readonly string[];
    values: MappedPackValues;
    dialing: string;
    userName: string;
  },
): Promise<void> => {
  const { values: v } = input;
  const wording = {
    ...(v.subject !== undefined && { subject: v.subject }),
    ...(v.message !== undefined && { message: v.message }),
    ...(v.document_name !== undefined &&
      v.document_name.trim() && {
        document_name: v.document_name.trim(),
      }),
  };
  if (Object.keys(wording).length > 0)
    await tx.update(documents).set(wording).where(eq(documents.key, input.packKey));
  for (const [customId, data] of Object.entries(v.data_fields)) {
    if (input.childKeys.length === 0) break;
    await tx
      .update(dataFields)
      .set({
        data,
        setup_value: null,
        updated_by_user_name: input.userName,
        date_updated: sql`now()`,
      })
      .where(
        and(
          inArray(dataFields.document_key, [...input.childKeys]),
          eq(dataFields.custom_id, customId),
          eq(dataFields.removed, false),
        ),
      );
  }
  for (const [role, person] of Object.entries(v.signatories)) {
    const set = signatoryColumns(person, input.dialing);
    if (Object.keys(set).length === 0) continue;
    await tx
      .update(signatories)
      .set({ ...set, date_updated: sql`now()` })
      .where(
        and(
          eq(signatories.document_key, input.packKey),
          eq(signatories.role, role),
          eq(signatories.removed, false),
        ),
      );
  }
};
