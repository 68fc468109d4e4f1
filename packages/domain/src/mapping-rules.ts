import type { BlockingCheckSnapshot } from './blocking-checks.ts';
import { incompleteFields } from './field-completion.ts';
import {
  BULK_SEND_MESSAGES,
  type DocumentMapping,
  type MappedValue,
} from './bulk-send-contracts.ts';
import type { CommunicationChannel } from './editor-entities.ts';
import { mappedValue } from './mapped-values.ts';
import { DEFAULT_DIALING_CODE, isPhoneNumberError, normalisePhoneNumber } from './phone-number.ts';
import { isValidSignatoryEmail } from './signatory-details.ts';

/** What the §5 mapping rules need to know of a template (no I/O: the server or web gathers it). */
export type MappingTemplateFacts = {
  signatories: readonly {
    role: string;
    name: string;
    email: string | null;
    mobile_number: string | null;
    primary_communication_channel: CommunicationChannel;
    email_is_optional: boolean;
  }[];
  /**
   * Fields that must hold something before the pack is sent (§5 required fields that no signer
   * fills): required, not assigned to a signer, and empty in the template (`has_data` false).
   */
  data_fields: readonly { custom_id: string; required: boolean; has_data: boolean }[];
  /** The template uses two-factor (OTP): every signer needs a mobile number for the code. */
  two_factor: boolean;
  /** The template's email_is_optional_for_signing. */
  email_optional: boolean;
  default_dialing_code?: string;
};

export type MappingProblem = {
  message: string;
  /** The signer (by role), copy recipient (by uuid) or field (by custom_id) it is about. */
  role?: string;
  cc_uuid?: string;
  part?: 'name' | 'email' | 'mobile_number';
  custom_id?: string;
};

/**
 * A value as the rules see it. At the mapping screen (no row) a column is a placeholder: its value
 * is each row's cell, known only per row (ADR 0035). With a row, the column gives its cell.
 */
type Seen = { kind: 'placeholder' } | { kind: 'value'; value: string };

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

const see = (
  value: MappedValue | undefined,
  own: string | null,
  fieldNames: readonly string[],
  cells: readonly string[] | undefined,
): Seen => {
  // A column the source no longer has gives nothing: the rule then says what is missing.
  if (value && 'column' in value && !fieldNames.includes(value.column))
    return { kind: 'value', value: '' };
  if (value && 'column' in value && !cells) return { kind: 'placeholder' };
  if (value) return { kind: 'value', value: mappedValue(value, fieldNames, cells ?? []) ?? '' };
  return { kind: 'value', value: (own ?? '').trim() };
};

const isEmpty = (s: Seen) => s.kind === 'value' && blank(s.value);

/**
 * §5 mapping rules, with their exact messages. Without `cells` they judge the mapping itself (the
 * configure-mapping screen, and bulk send activation); with one row's `cells` they judge what that
 * row gives each signer and field (the bulk engine, row by row). A signer's part left unmapped
 * keeps the template's own value.
 */
export const mappingIssues = (
  facts: MappingTemplateFacts,
  mapping: DocumentMapping['mapping'],
  fieldNames: readonly string[],
  cells?: readonly string[],
): MappingProblem[] => {
  const problems: MappingProblem[] = [];
  const dialingCode = facts.default_dialing_code ?? DEFAULT_DIALING_CODE;
  for (const s of facts.signatories) {
    const mapped = mapping.signatories?.[s.role] ?? {};
    const name = see(mapped.name, s.name, fieldNames, cells);
    const email = see(mapped.email, s.email, fieldNames, cells);
    const mobile = see(mapped.mobile_number, s.mobile_number, fieldNames, cells);
    const role = s.role;
    if (isEmpty(name))
      problems.push({ message: BULK_SEND_MESSAGES.nameRequired, role, part: 'name' });
    const textOnly =
      s.primary_communication_channel === 'sms' || s.primary_communication_channel === 'whatsapp';
    const emailMayBeEmpty = s.email_is_optional || facts.email_optional;
    if (!textOnly && email.kind === 'value') {
      const bad = blank(email.value)
        ? !emailMayBeEmpty
        : !isValidSignatoryEmail(email.value.trim());
      if (bad) problems.push({ message: BULK_SEND_MESSAGES.invalidEmail, role, part: 'email' });
    }
    const mobileNeeded = facts.two_factor || textOnly || (emailMayBeEmpty && isEmpty(email));
    if (mobile.kind === 'value') {
      const bad = blank(mobile.value)
        ? mobileNeeded
        : isPhoneNumberError(normalisePhoneNumber(mobile.value, dialingCode));
      if (bad)
        problems.push({ message: BULK_SEND_MESSAGES.invalidMobile, role, part: 'mobile_number' });
    }
  }
  // A copy recipient keeps the template's address unless mapped; a mapped one must be valid.
  for (const [uuid, person] of Object.entries(mapping.cc_recipients ?? {})) {
    const email = see(person.email, null, fieldNames, cells);
    if (email.kind === 'value' && !blank(email.value) && !isValidSignatoryEmail(email.value.trim()))
      problems.push({ message: BULK_SEND_MESSAGES.invalidEmail, cc_uuid: uuid, part: 'email' });
  }
  const reported = new Set<string>();
  for (const f of facts.data_fields) {
    if (!f.required || f.has_data || reported.has(f.custom_id)) continue;
    if (isEmpty(see(mapping.data_fields?.[f.custom_id], null, fieldNames, cells))) {
      reported.add(f.custom_id);
      problems.push({
        message: BULK_SEND_MESSAGES.requiredFieldUnmapped(f.custom_id),
        custom_id: f.custom_id,
      });
    }
  }
  return problems;
};

/** The §5 messages alone, each once, in order (what activation lists and a row's log line says). */
export const mappingProblems = (
  facts: MappingTemplateFacts,
  mapping: DocumentMapping['mapping'],
  fieldNames: readonly string[],
  cells?: readonly string[],
): string[] => [...new Set(mappingIssues(facts, mapping, fieldNames, cells).map((p) => p.message))];

/** Fields that hold no data a sender could give (§4 clears their signer; nothing to map). */
const NOT_DATA = new Set(['block', 'highlight', 'blank', 'signer_setup']);

/**
 * A field a mapping can fill: one with a custom id that the sender fills (no signer, or 'self')
 * and that holds data. A field a signer fills is theirs, not the data's.
 */
export const isMappableField = (f: {
  custom_id: string | null;
  signatory_uuid: string | null;
  type: string;
}): boolean =>
  f.custom_id !== null &&
  (f.signatory_uuid === null || f.signatory_uuid === 'self') &&
  !NOT_DATA.has(f.type);

/**
 * A template's mapping facts from what the §5 blocking checks see of it (`roleOf`: a signatory
 * uuid's role). A field a signer fills is theirs, not the data's; a field the sender fills (no
 * signer, or 'self') must get data from the template or the mapping when it is required.
 */
export const mappingFactsOf = (
  snapshot: BlockingCheckSnapshot,
  roleOf: ReadonlyMap<string, string>,
): MappingTemplateFacts => {
  const senderFields = snapshot.data_fields.filter(isMappableField);
  const incomplete = new Set(
    incompleteFields(
      senderFields.map((f) => ({ ...f, removed: false })),
      new Set(senderFields.filter((f) => f.disabled).map((f) => f.uuid)),
    ).map((f) => f.uuid),
  );
  return {
    signatories: snapshot.signatories.map((s) => ({
      role: roleOf.get(s.uuid) ?? s.uuid,
      name: s.name,
      email: s.email,
      mobile_number: s.mobile_number,
      primary_communication_channel: s.primary_communication_channel,
      email_is_optional: s.email_is_optional,
    })),
    data_fields: senderFields.map((f) => ({
      custom_id: f.custom_id!,
      required: f.required && !f.disabled,
      has_data: !incomplete.has(f.uuid),
    })),
    two_factor: snapshot.two_factor_mandatory,
    email_optional: snapshot.email_optional,
    default_dialing_code: snapshot.default_dialing_code,
  };
};
