import {
  DATA_FIELD_PROPERTY_DEFAULTS,
  RULE_STASH_PROPERTY,
  SIGNER_UPLOAD_MESSAGES,
  SIGNING_MESSAGES,
  applyRuleStates,
  canFillField,
  disabledFieldUuids,
  incompleteFields,
  type FieldRule,
  type FieldStash,
  type FieldType,
  type SigningFieldInput,
  type StashedFieldData,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { DataFieldRow } from '../documents/document-repository.ts';
import {
  STAMPABLE_CONTENT_TYPES,
  findUploadsOfCaller,
  packKeyOf,
} from '../signer-uploads/signer-upload-repository.ts';
import { assertSignerMetaDataValues } from '../meta-data/assert-signer-values.ts';
import { updateFieldContent } from './signing-repository.ts';

/** Where a field disabled by a rule keeps the content it had (§4), in its properties. */
const STASH_KEY = RULE_STASH_PROPERTY;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const props = (row: DataFieldRow) => ({ ...DATA_FIELD_PROPERTY_DEFAULTS, ...row.properties });

type WorkingField = DataFieldRow & { field_group: string | null };

const working = (row: DataFieldRow): WorkingField => ({
  ...row,
  field_group: text(props(row).field_group),
});

const stashOf = (fields: readonly DataFieldRow[]): FieldStash => {
  const stash: Record<string, StashedFieldData> = {};
  for (const f of fields) {
    const kept = f.properties[STASH_KEY] as StashedFieldData | undefined;
    if (kept) stash[f.uuid] = kept;
  }
  return stash;
};

/** Fields whose file is drawn on the page: their blob must be an image a PDF can carry. */
const IMAGE_FIELD_TYPES = new Set(['signature', 'initial', 'image']);

/**
 * A file a signer attaches must be theirs: a signature upload, or a data-field upload of this
 * pack, made by the caller (403 otherwise), and an image for fields drawn on the page. Without
 * this, a blob key learnt elsewhere (another pack's PDF, someone's signature) could be attached
 * and then served or stamped as the signer's.
 */
export const assertOwnFiles = async (
  tx: Db,
  input: { fields: readonly DataFieldRow[]; signerUuid: string; callerKey?: string | undefined },
  attached: readonly { field: DataFieldRow; file_key: string }[],
): Promise<void> => {
  if (attached.length === 0) return;
  const packKey = await packKeyOf(tx, attached[0]!.field.document_key);
  const uploads = await findUploadsOfCaller(tx, {
    keys: attached.map((a) => a.file_key),
    packKey: packKey ?? '',
    callerKey: input.callerKey,
    signatoryUuid: input.signerUuid,
  });
  for (const { field, file_key } of attached) {
    const contentType = uploads.get(file_key);
    if (!contentType) throw forbidden(SIGNER_UPLOAD_MESSAGES.notYourFile);
    if (IMAGE_FIELD_TYPES.has(field.type) && !STAMPABLE_CONTENT_TYPES.includes(contentType))
      throw forbidden(SIGNER_UPLOAD_MESSAGES.notYourFile);
  }
};

export type FilledFields = {
  /** Every live field of the pack, as now stored. */
  fields: DataFieldRow[];
  /** The fields a rule disables (not required while disabled). */
  disabled: Set<string>;
  /** The fields whose content this submission changed. */
  changed: DataFieldRow[];
};

/**
 * Writes a signer's field inputs (own fields, or others' non-signature fields for the multi-edit
 * signer; 404 for a field not in the pack, 403 for someone else's), then applies the field rules:
 * a field a rule disables has its content stashed and cleared, and gets it back when enabled.
 */
export const fillSignerFields = async (
  tx: Db,
  input: {
    fields: DataFieldRow[];
    rules: readonly Pick<FieldRule, 'field_or_group' | 'json_logic'>[];
    signerUuid: string;
    signerName: string;
    isMultiEdit: boolean;
    inputs: readonly SigningFieldInput[];
    /** The user submitting; without it, whoever acts for the signatory (ADR 0010). */
    callerKey?: string;
  },
): Promise<FilledFields> => {
  const byUuid = new Map(input.fields.map((f) => [f.uuid, working(f)]));
  const touched = new Set<string>();
  const attached: { field: DataFieldRow; file_key: string }[] = [];
  for (const given of input.inputs) {
    const field = byUuid.get(given.uuid);
    if (!field) throw notFound(SIGNING_MESSAGES.fieldNotFound);
    if (!canFillField(field, input.signerUuid, input.isMultiEdit))
      throw forbidden(SIGNING_MESSAGES.notYourField);
    const next = {
      ...field,
      data: given.data !== undefined ? given.data : field.data,
      file_key: given.file_key !== undefined ? given.file_key : field.file_key,
    };
    if (next.data !== field.data || next.file_key !== field.file_key) touched.add(field.uuid);
    if (next.file_key && next.file_key !== field.file_key)
      attached.push({ field, file_key: next.file_key });
    byUuid.set(field.uuid, next);
  }
  await assertOwnFiles(tx, input, attached);
  await assertSignerMetaDataValues(
    tx,
    [...touched].map((uuid) => byUuid.get(uuid)!),
    byUuid,
  );
  const all = [...byUuid.values()];
  const disabled = disabledFieldUuids(input.rules, all);
  const stash = stashOf(all);
  const ruled = applyRuleStates(all, disabled, stash);
  const changed: DataFieldRow[] = [];
  for (const [i, field] of ruled.fields.entries()) {
    const before = input.fields[i]!;
    const { field_group: _group, ...row } = field;
    const stashChanged =
      JSON.stringify(stash[field.uuid]) !== JSON.stringify(ruled.stash[field.uuid]);
    const contentChanged = row.data !== before.data || row.file_key !== before.file_key;
    if (!contentChanged && !stashChanged) continue;
    const properties = { ...row.properties };
    if (ruled.stash[field.uuid]) properties[STASH_KEY] = ruled.stash[field.uuid];
    else delete properties[STASH_KEY];
    const saved = { ...row, properties };
    await updateFieldContent(
      tx,
      field.uuid,
      { data: saved.data, file_key: saved.file_key, properties },
      input.signerName,
    );
    if (touched.has(field.uuid)) changed.push(saved);
    input.fields[i] = saved;
  }
  return { fields: input.fields, disabled, changed };
};

/** §5: the signer's required fields still incomplete (rule-disabled fields excluded). */
export const signerIncompleteFields = (filled: FilledFields, signerUuid: string): string[] =>
  incompleteFields(
    filled.fields
      .filter((f) => f.signatory_uuid === signerUuid)
      .map((f) => {
        const p = props(f);
        return {
          ...f,
          type: f.type as FieldType,
          auto_assign_date: p.auto_assign_date === true,
          checkbox_group: text(p.checkbox_group),
        };
      }),
    filled.disabled,
  ).map((f) => f.uuid);
