import {
  metaDataSourceOf,
  DATA_FIELD_PROPERTY_DEFAULTS,
  DOCUMENT_FLAG_DEFAULTS,
  disabledFieldUuids,
  type BlockingCheckField,
  type BlockingCheckSnapshot,
  type FieldType,
} from '@quire/domain';
import type { DataFieldRow, DocumentRow } from '../documents/document-repository.ts';
import type { PackContents } from './request-signatures-repository.ts';

/** A field's jsonb properties over their defaults (rows written before a property existed). */
const fieldProperties = (row: DataFieldRow) => ({
  ...DATA_FIELD_PROPERTY_DEFAULTS,
  ...row.properties,
});

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const toCheckField = (row: DataFieldRow, disabled: ReadonlySet<string>): BlockingCheckField => {
  const p = fieldProperties(row);
  return {
    uuid: row.uuid,
    type: row.type as FieldType,
    signatory_uuid: row.signatory_uuid,
    required: row.required,
    data: row.data,
    file_key: row.file_key,
    custom_id: row.custom_id,
    choice_options: Array.isArray(p.choice_options)
      ? p.choice_options.filter((o): o is string => typeof o === 'string')
      : [],
    options_as_csv: stringOrNull(p.options_as_csv),
    has_meta_data_source: metaDataSourceOf(p.meta_data_source) !== null,
    checkbox_group: stringOrNull(p.checkbox_group),
    is_mutually_exclusive: p.is_mutually_exclusive === true,
    auto_assign_date: p.auto_assign_date === true,
    disabled: disabled.has(row.uuid),
  };
};

/**
 * The pack as the §5 blocking checks see it. Fields a field rule disables are not expected to be
 * filled in; numbers are read with the requesting user's dialing code, else the deployment's.
 */
export const blockingSnapshot = (
  pack: Pick<DocumentRow, 'flags' | 'document_name'>,
  contents: Pick<PackContents, 'signatories' | 'fields' | 'rules' | 'attributes'>,
  defaultDialingCode: string,
): BlockingCheckSnapshot => {
  const flags = { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags };
  const disabled = disabledFieldUuids(
    contents.rules,
    contents.fields.map((f) => ({
      uuid: f.uuid,
      type: f.type,
      custom_id: f.custom_id,
      field_group: stringOrNull(fieldProperties(f).field_group),
      data: f.data,
      file_key: f.file_key,
    })),
  );
  return {
    document_name: pack.document_name,
    signatories: contents.signatories.map((s) => ({
      uuid: s.uuid,
      name: s.name,
      email: s.email,
      mobile_number: s.mobile_number,
      dialing_code: s.dialing_code,
      email_is_optional: s.email_is_optional,
      primary_communication_channel: s.primary_communication_channel,
    })),
    data_fields: contents.fields.map((f) => toCheckField(f, disabled)),
    user_defined_attributes: contents.attributes,
    two_factor_mandatory: flags.use_two_factor_authentication,
    email_optional: flags.email_is_optional_for_signing,
    default_dialing_code: defaultDialingCode,
  };
};
