import {
  disabledFieldUuids,
  type BlockingCheckSnapshot,
  type DataField,
  type FieldRule,
  type UserDefinedAttribute,
} from '@quire/domain';
import type { PackDto } from '../../documents/documents-api.ts';

export type PackContents = {
  fields: readonly DataField[];
  rules: readonly Pick<FieldRule, 'field_or_group' | 'json_logic'>[];
  attributes: readonly UserDefinedAttribute[];
};

/**
 * The pack as the §5 blocking checks see it, from what the editor holds: the same snapshot the
 * server builds (removed rows left out, fields a rule disables not expected to be filled in).
 */
export const clientBlockingSnapshot = (
  pack: PackDto,
  contents: PackContents,
  defaultDialingCode: string,
): BlockingCheckSnapshot => {
  const fields = contents.fields.filter((f) => !f.removed);
  const disabled = disabledFieldUuids(contents.rules, fields);
  return {
    document_name: pack.document_name,
    signatories: (pack.signatories ?? [])
      .filter((s) => !s.removed)
      .map((s) => ({
        uuid: s.uuid,
        name: s.name,
        email: s.email,
        mobile_number: s.mobile_number,
        dialing_code: s.dialing_code,
        email_is_optional: s.email_is_optional,
        primary_communication_channel: s.primary_communication_channel,
      })),
    data_fields: fields.map((f) => ({
      uuid: f.uuid,
      type: f.type,
      signatory_uuid: f.signatory_uuid,
      required: f.required,
      data: f.data,
      file_key: f.file_key,
      custom_id: f.custom_id,
      choice_options: f.choice_options ?? [],
      options_as_csv: f.options_as_csv,
      has_meta_data_source: Boolean(f.meta_data_source),
      checkbox_group: f.checkbox_group,
      is_mutually_exclusive: f.is_mutually_exclusive,
      auto_assign_date: f.auto_assign_date,
      disabled: disabled.has(f.uuid),
    })),
    user_defined_attributes: contents.attributes,
    two_factor_mandatory: pack.use_two_factor_authentication,
    email_optional: pack.email_is_optional_for_signing,
    default_dialing_code: defaultDialingCode,
  };
};
