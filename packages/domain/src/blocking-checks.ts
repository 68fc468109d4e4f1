import { isValidCustomId } from './custom-id.ts';
import type { CommunicationChannel, FieldType } from './editor-entities.ts';
import { incompleteFields } from './field-completion.ts';
import { isPhoneNumberError, normalisePhoneNumber } from './phone-number.ts';
import { isValidSignatoryEmail } from './signatory-details.ts';
import { incompleteAttributeMessages } from './user-defined-attribute.ts';

/**
 * §5 Blocking checks before requesting signatures: what must hold before a pack leaves setup.
 * Run by the server on `update_status_to: 'awaiting_signatures'` and by the editor before it asks.
 */
export const BLOCKING_CHECK_MESSAGES = {
  noSignatories: 'There are no signatories assigned to the document.',
  noDocumentName: 'Please insert a name for your document',
  noFields: 'There are no fields set up for this document.',
  unassignedFields: 'There are fields that have not been assigned.',
  choicesMissing: 'There are choice fields that have no choices setup.',
  selfFieldsIncomplete:
    "There are self-assigned fields that haven't been completed. Please complete these fields.",
  invalidEmails: 'Some of the email addresses assigned are not valid.',
  signatoryNamesMissing: 'All signatories must have a name.',
  invalidMobileNumbers: 'All signatories require a valid mobile number',
  checkboxGroupsMissing: "There are checkboxes that don't have a checkbox group set.",
  invalidCustomIds: 'There are fields with invalid custom IDs',
} as const;

export type BlockingCheckSignatory = {
  uuid: string;
  name: string;
  email: string | null;
  mobile_number: string | null;
  dialing_code: string | null;
  email_is_optional: boolean;
  primary_communication_channel: CommunicationChannel;
};

export type BlockingCheckField = {
  uuid: string;
  type: FieldType;
  /** A signatory uuid, 'self' (the user setting up) or null. */
  signatory_uuid: string | null;
  required: boolean;
  data: string | null;
  file_key: string | null;
  custom_id: string | null;
  choice_options: readonly string[];
  options_as_csv: string | null;
  /** A metadata custom control takes its choices from its set, so it has choices set up. */
  has_meta_data_source?: boolean;
  checkbox_group: string | null;
  /** "Only one in the group can be checked". */
  is_mutually_exclusive: boolean;
  auto_assign_date: boolean;
  /** Disabled by a field rule: not expected to be filled in. */
  disabled: boolean;
};

export type BlockingCheckAttribute = {
  name: string;
  required: boolean;
  value: string | null;
  custom_control: string | null;
  custom_control_value: string | null;
  /** A custom control may name its own incomplete message (`incomplete_message`). */
  custom_control_properties: Record<string, unknown>;
};

/** What the checks look at: the pack as it stands, with no I/O. Removed rows left out. */
export type BlockingCheckSnapshot = {
  document_name: string;
  signatories: readonly BlockingCheckSignatory[];
  data_fields: readonly BlockingCheckField[];
  user_defined_attributes: readonly BlockingCheckAttribute[];
  /** Two-factor authentication is mandatory for this pack's signers. */
  two_factor_mandatory: boolean;
  /** The pack's email_is_optional_for_signing. */
  email_optional: boolean;
  /** e.g. '+27': numbers without one are read with it (a leading 0 replaced by it). */
  default_dialing_code: string;
};

/** Types that are never assigned to a signer (§4 clears their signatory). */
const UNASSIGNED_TYPES = new Set<FieldType>(['block', 'highlight']);

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

/** §5: the number is read against the signer's dialing code, else the default one. */
const isValidMobile = (number: string | null, dialingCode: string): boolean =>
  !blank(number) && !isPhoneNumberError(normalisePhoneNumber(number!, dialingCode));

const hasChoices = (f: BlockingCheckField): boolean =>
  f.has_meta_data_source === true ||
  f.choice_options.some((o) => !blank(o)) ||
  (f.options_as_csv ?? '').split(',').some((o) => !blank(o));

/** Self-assigned fields still missing what §5 Required fields asks of them. */
const selfFieldsIncomplete = (fields: readonly BlockingCheckField[]): BlockingCheckField[] => {
  const self = fields
    .filter((f) => f.signatory_uuid === 'self')
    .map((f) => ({ ...f, removed: false }));
  const disabled = new Set(self.filter((f) => f.disabled).map((f) => f.uuid));
  return incompleteFields(self, disabled);
};

const emailMayBeEmpty = (s: BlockingCheckSignatory, snapshot: BlockingCheckSnapshot) =>
  s.email_is_optional || snapshot.email_optional;

/** §5 Signatory details: email is not checked for sms or whatsapp; optional may be empty. */
const hasInvalidEmail = (s: BlockingCheckSignatory, snapshot: BlockingCheckSnapshot): boolean => {
  if (s.primary_communication_channel === 'sms' || s.primary_communication_channel === 'whatsapp')
    return false;
  if (blank(s.email)) return !emailMayBeEmpty(s, snapshot);
  return !isValidSignatoryEmail(s.email!.trim());
};

/** A number is needed for two-factor, when email is optional, and to reach sms/whatsapp signers. */
const needsMobile = (s: BlockingCheckSignatory, snapshot: BlockingCheckSnapshot): boolean =>
  snapshot.two_factor_mandatory ||
  emailMayBeEmpty(s, snapshot) ||
  s.primary_communication_channel === 'sms' ||
  s.primary_communication_channel === 'whatsapp';

/** §5 custom ids: none of the forbidden characters, and unique in the pack (every holder of a repeated id). */
const invalidCustomIds = (fields: readonly BlockingCheckField[]): BlockingCheckField[] => {
  const holders = new Map<string, number>();
  for (const f of fields)
    if (f.custom_id !== null) holders.set(f.custom_id, (holders.get(f.custom_id) ?? 0) + 1);
  return fields.filter(
    (f) => f.custom_id !== null && (!isValidCustomId(f.custom_id) || holders.get(f.custom_id)! > 1),
  );
};

/**
 * A checkbox needs a group only to be linked to others: "only one can be checked" means nothing
 * without one. A stand-alone box (no group, not exclusive) is sendable (docs/adr/0013).
 */
const needsCheckboxGroup = (f: BlockingCheckField): boolean =>
  f.type === 'check' && f.is_mutually_exclusive && blank(f.checkbox_group);

/**
 * One failing §5 check: its message and what it is about, so the editor can point at them.
 * Checks about the pack as a whole (no name, no fields, a custom field) name nothing.
 */
export type BlockingCheck = {
  message: string;
  field_uuids: string[];
  signatory_uuids: string[];
};

/** Every failing check, in the order §5 lists them (empty when the pack may be sent). */
export const blockingChecks = (snapshot: BlockingCheckSnapshot): BlockingCheck[] => {
  const M = BLOCKING_CHECK_MESSAGES;
  const { signatories, data_fields: fields } = snapshot;
  const signerUuids = new Set(signatories.map((s) => s.uuid));
  const failures: BlockingCheck[] = [];
  const fail = (failed: boolean, message: string) => {
    if (failed) failures.push({ message, field_uuids: [], signatory_uuids: [] });
  };
  const failFields = (offending: readonly BlockingCheckField[], message: string) => {
    if (offending.length > 0)
      failures.push({ message, field_uuids: offending.map((f) => f.uuid), signatory_uuids: [] });
  };
  const failSigners = (offending: readonly BlockingCheckSignatory[], message: string) => {
    if (offending.length > 0)
      failures.push({ message, field_uuids: [], signatory_uuids: offending.map((s) => s.uuid) });
  };

  fail(signatories.length === 0, M.noSignatories);
  fail(blank(snapshot.document_name), M.noDocumentName);
  fail(fields.length === 0, M.noFields);
  failFields(
    fields.filter(
      (f) =>
        !UNASSIGNED_TYPES.has(f.type) &&
        f.signatory_uuid !== 'self' &&
        !(f.signatory_uuid && signerUuids.has(f.signatory_uuid)),
    ),
    M.unassignedFields,
  );
  failFields(
    fields.filter((f) => f.type === 'choice' && !hasChoices(f)),
    M.choicesMissing,
  );
  failFields(selfFieldsIncomplete(fields), M.selfFieldsIncomplete);
  // '{name} field is incomplete', or a custom control's own message.
  for (const message of incompleteAttributeMessages(snapshot.user_defined_attributes))
    fail(true, message);
  failSigners(
    signatories.filter((s) => hasInvalidEmail(s, snapshot)),
    M.invalidEmails,
  );
  failSigners(
    signatories.filter((s) => blank(s.name)),
    M.signatoryNamesMissing,
  );
  failSigners(
    signatories.filter(
      (s) =>
        needsMobile(s, snapshot) &&
        !isValidMobile(s.mobile_number, s.dialing_code ?? snapshot.default_dialing_code),
    ),
    M.invalidMobileNumbers,
  );
  failFields(fields.filter(needsCheckboxGroup), M.checkboxGroupsMissing);
  failFields(invalidCustomIds(fields), M.invalidCustomIds);
  return failures;
};

/** The message the server answers with: the first failing check, or null. */
export const firstBlockingCheck = (snapshot: BlockingCheckSnapshot): string | null =>
  blockingChecks(snapshot)[0]?.message ?? null;
