import {
  DATA_FIELD_PROPERTY_DEFAULTS,
  DATE_SIGNED_DEFAULT_TIME_ZONE,
  calendarDateIn,
  canonicalDate,
  canonicalFieldDate,
  type SigningFieldInput,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import type { DataFieldRow } from '../documents/document-repository.ts';
import { updateFieldContent } from './signing-repository.ts';

const isDateSigned = (f: DataFieldRow): boolean =>
  f.type === 'date' &&
  !f.removed &&
  ({ ...DATA_FIELD_PROPERTY_DEFAULTS, ...f.properties }.auto_assign_date as boolean) === true;

/**
 * §3 auto_assign_date: the moment a signer finishes, their 'date signed' fields (not disabled by
 * a rule) get that day, in the signer's time zone, stored yyyy-mm-dd like every date; the pack's
 * format is applied when it is shown or stamped (ADR 0019). Whatever was there before
 * (nothing, normally: the signer cannot write them) is replaced. Answers the fields filled.
 */
export const fillDateSigned = async (
  tx: Db,
  input: {
    fields: readonly DataFieldRow[];
    disabled: ReadonlySet<string>;
    signerUuid: string;
    signerName: string;
    signedAt: Date;
    timeZone: string | null;
  },
): Promise<DataFieldRow[]> => {
  const day = canonicalDate(
    calendarDateIn(input.signedAt, input.timeZone ?? DATE_SIGNED_DEFAULT_TIME_ZONE),
  );
  const filled: DataFieldRow[] = [];
  for (const field of input.fields) {
    if (field.signatory_uuid !== input.signerUuid || input.disabled.has(field.uuid)) continue;
    if (!isDateSigned(field)) continue;
    await updateFieldContent(
      tx,
      field.uuid,
      { data: day, file_key: field.file_key },
      input.signerName,
    );
    filled.push({ ...field, data: day });
  }
  return filled;
};

/** Dates a signer sends in any §5 form are stored yyyy-mm-dd (what every display formats from). */
export const withCanonicalDates = (
  inputs: readonly SigningFieldInput[],
  fields: readonly DataFieldRow[],
): SigningFieldInput[] => {
  const dates = new Set(fields.filter((f) => f.type === 'date').map((f) => f.uuid));
  return inputs.map((i) =>
    dates.has(i.uuid) && typeof i.data === 'string'
      ? { ...i, data: canonicalFieldDate(i.data) }
      : i,
  );
};
