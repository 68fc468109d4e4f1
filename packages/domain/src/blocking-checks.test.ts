import { describe, expect, it } from 'vitest';
import {
  BLOCKING_CHECK_MESSAGES as M,
  blockingChecks,
  firstBlockingCheck,
  type BlockingCheckField,
  type BlockingCheckSignatory,
  type BlockingCheckSnapshot,
} from './blocking-checks.ts';

const signer = (over: Partial<BlockingCheckSignatory> = {}): BlockingCheckSignatory => ({
  uuid: 's1',
  name: 'Sid Signer',
  email: 'sid@example.com',
  mobile_number: null,
  dialing_code: null,
  email_is_optional: false,
  primary_communication_channel: 'email',
  ...over,
});

const field = (over: Partial<BlockingCheckField> = {}): BlockingCheckField => ({
  uuid: 'f1',
  type: 'signature',
  signatory_uuid: 's1',
  required: true,
  data: null,
  file_key: null,
  custom_id: 'signature_1',
  choice_options: [],
  options_as_csv: null,
  checkbox_group: null,
  is_mutually_exclusive: false,
  auto_assign_date: false,
  disabled: false,
  ...over,
});

const ready = (over: Partial<BlockingCheckSnapshot> = {}): BlockingCheckSnapshot => ({
  document_name: 'Lease',
  signatories: [signer()],
  data_fields: [field()],
  user_defined_attributes: [],
  two_factor_mandatory: false,
  email_optional: false,
  default_dialing_code: '+27',
  ...over,
});

/** The failing checks' messages, in order. */
const messages = (snapshot: BlockingCheckSnapshot) =>
  blockingChecks(snapshot).map((c) => c.message);

describe('blocking checks', () => {
  it('passes a pack that is ready to send', () => {
    expect(messages(ready())).toEqual([]);
    expect(firstBlockingCheck(ready())).toBeNull();
  });

  it('lists every failure in the §5 order, the first one answering', () => {
    const snapshot = ready({
      document_name: '  ',
      signatories: [],
      data_fields: [],
    });
    expect(messages(snapshot)).toEqual([M.noSignatories, M.noDocumentName, M.noFields]);
    expect(firstBlockingCheck(snapshot)).toBe(M.noSignatories);
  });

  it('finds unassigned fields, leaving block and highlight alone', () => {
    expect(
      messages(
        ready({
          data_fields: [field(), field({ uuid: 'f2', custom_id: 'b', signatory_uuid: null })],
        }),
      ),
    ).toEqual([M.unassignedFields]);
    // A field of a signer who is no longer on the pack counts as unassigned.
    expect(firstBlockingCheck(ready({ data_fields: [field({ signatory_uuid: 'gone' })] }))).toBe(
      M.unassignedFields,
    );
    const marks = [
      field(),
      field({ uuid: 'b', type: 'block', signatory_uuid: null, required: false, custom_id: 'b' }),
      field({
        uuid: 'h',
        type: 'highlight',
        signatory_uuid: null,
        required: false,
        custom_id: 'h',
      }),
    ];
    expect(messages(ready({ data_fields: marks }))).toEqual([]);
  });

  it('needs choices on choice fields', () => {
    const choice = field({ type: 'choice', choice_options: [' '] });
    expect(messages(ready({ data_fields: [choice] }))).toEqual([M.choicesMissing]);
    expect(
      messages(ready({ data_fields: [{ ...choice, choice_options: ['Yes', 'No'] }] })),
    ).toEqual([]);
    expect(messages(ready({ data_fields: [{ ...choice, options_as_csv: 'Yes,No' }] }))).toEqual([]);
  });

  it('needs self-assigned required fields completed, with the §5 exceptions', () => {
    const self = (over: Partial<BlockingCheckField>) =>
      field({ signatory_uuid: 'self', type: 'text', ...over });
    const check = (fields: BlockingCheckField[]) =>
      messages(ready({ data_fields: [field(), ...fields] }));
    expect(check([self({ custom_id: 'a' })])).toEqual([M.selfFieldsIncomplete]);
    expect(check([self({ custom_id: 'a', data: 'Filled' })])).toEqual([]);
    expect(check([self({ custom_id: 'a', required: false })])).toEqual([]);
    expect(check([self({ custom_id: 'a', disabled: true })])).toEqual([]);
    expect(check([self({ custom_id: 'a', type: 'file', file_key: 'blob' })])).toEqual([]);
    expect(check([self({ custom_id: 'a', type: 'date', auto_assign_date: true })])).toEqual([]);
    expect(check([self({ custom_id: 'a', type: 'date', data: '2026-11-21' })])).toEqual([]);
    expect(check([self({ custom_id: 'a', type: 'date', data: 'next week' })])).toEqual([
      M.selfFieldsIncomplete,
    ]);
    const box = (uuid: string, data: string) =>
      self({ uuid, custom_id: uuid, type: 'check', checkbox_group: 'g', data });
    expect(check([box('x', 'unchecked')])).toEqual([M.selfFieldsIncomplete]);
    expect(check([box('x', 'unchecked'), box('y', 'checked')])).toEqual([]);
  });

  it('names each required user-defined attribute that is empty, or the control’s own message', () => {
    const attribute = {
      name: 'Policy number',
      required: true,
      value: null,
      custom_control: null,
      custom_control_value: null,
      custom_control_properties: {},
    };
    const snapshot = ready({
      user_defined_attributes: [
        attribute,
        { ...attribute, name: 'Optional', required: false },
        { ...attribute, name: 'Filled', value: 'x' },
        {
          ...attribute,
          name: 'Branch',
          custom_control: 'dropdown',
          value: 'ignored for controls',
          custom_control_properties: { incomplete_message: 'Pick a branch.' },
        },
      ],
    });
    expect(messages(snapshot)).toEqual(['Policy number field is incomplete', 'Pick a branch.']);
  });

  it('checks signer emails unless the channel or optional email allows none', () => {
    const bad = ready({ signatories: [signer({ email: 'not-an-email' })] });
    expect(messages(bad)).toEqual([M.invalidEmails]);
    expect(messages(ready({ signatories: [signer({ email: null })] }))).toEqual([M.invalidEmails]);
    const sms = signer({
      email: 'nope',
      primary_communication_channel: 'sms',
      mobile_number: '082 555 1234',
    });
    expect(messages(ready({ signatories: [sms] }))).toEqual([]);
    const optional = signer({ email: null, email_is_optional: true, mobile_number: '0825551234' });
    expect(messages(ready({ signatories: [optional] }))).toEqual([]);
    // Optional but present must still be valid.
    expect(messages(ready({ signatories: [{ ...optional, email: 'x@' }] }))).toEqual([
      M.invalidEmails,
    ]);
  });

  it('needs every signer named', () => {
    expect(messages(ready({ signatories: [signer({ name: ' ' })] }))).toEqual([
      M.signatoryNamesMissing,
    ]);
  });

  it('needs a valid mobile, read with the default dialing code, when two-factor or optional email', () => {
    const twoFactor = (mobile: string | null, dialing: string | null = null) =>
      messages(
        ready({
          two_factor_mandatory: true,
          signatories: [signer({ mobile_number: mobile, dialing_code: dialing })],
        }),
      );
    expect(twoFactor(null)).toEqual([M.invalidMobileNumbers]);
    expect(twoFactor('12')).toEqual([M.invalidMobileNumbers]);
    expect(twoFactor('082 555 1234')).toEqual([]);
    expect(twoFactor('+27825551234')).toEqual([]);
    // The signer's own dialing code wins over the default one.
    expect(twoFactor('(201) 555-0123', '+1')).toEqual([]);
    expect(twoFactor('(201) 555-0123')).toEqual([M.invalidMobileNumbers]);
    expect(
      messages(ready({ email_optional: true, signatories: [signer({ mobile_number: null })] })),
    ).toEqual([M.invalidMobileNumbers]);
  });

  it('sends a stand-alone checkbox: a group is needed only to link boxes (ADR 0018)', () => {
    const box = field({ type: 'check', required: false, data: 'unchecked', custom_id: 'check_1' });
    expect(messages(ready({ data_fields: [field(), box] }))).toEqual([]);
    expect(messages(ready({ data_fields: [field(), { ...box, required: true }] }))).toEqual([]);
    expect(messages(ready({ data_fields: [{ ...box, checkbox_group: 'Checkbox 1' }] }))).toEqual(
      [],
    );
    // "Only one in the group can be checked" without a group links nothing: still blocks.
    const exclusive = { ...box, uuid: 'x', is_mutually_exclusive: true };
    expect(blockingChecks(ready({ data_fields: [field(), exclusive] }))).toEqual([
      { message: M.checkboxGroupsMissing, field_uuids: ['x'], signatory_uuids: [] },
    ]);
    expect(messages(ready({ data_fields: [{ ...exclusive, checkbox_group: 'Smoker' }] }))).toEqual(
      [],
    );
  });

  it('names the offending fields and signers of each check, and nothing for pack-wide ones', () => {
    const snapshot = ready({
      document_name: ' ',
      signatories: [signer(), signer({ uuid: 's2', name: '', email: 'bad@' })],
      data_fields: [
        field(),
        field({ uuid: 'loose', custom_id: 'a', signatory_uuid: null }),
        field({ uuid: 'c', type: 'choice', custom_id: 'b' }),
        field({ uuid: 'me', type: 'text', signatory_uuid: 'self', custom_id: 'c' }),
        field({ uuid: 'd1', custom_id: 'same' }),
        field({ uuid: 'd2', custom_id: 'same' }),
      ],
    });
    expect(blockingChecks(snapshot)).toEqual([
      { message: M.noDocumentName, field_uuids: [], signatory_uuids: [] },
      { message: M.unassignedFields, field_uuids: ['loose'], signatory_uuids: [] },
      { message: M.choicesMissing, field_uuids: ['c'], signatory_uuids: [] },
      { message: M.selfFieldsIncomplete, field_uuids: ['me'], signatory_uuids: [] },
      { message: M.invalidEmails, field_uuids: [], signatory_uuids: ['s2'] },
      { message: M.signatoryNamesMissing, field_uuids: [], signatory_uuids: ['s2'] },
      { message: M.invalidCustomIds, field_uuids: ['d1', 'd2'], signatory_uuids: [] },
    ]);
  });

  it('refuses custom ids with the §5 characters, empty or repeated', () => {
    const ids = (...customIds: (string | null)[]) =>
      messages(
        ready({
          data_fields: customIds.map((custom_id, i) => field({ uuid: `f${i}`, custom_id })),
        }),
      );
    expect(ids('a', 'qs:b', null)).toEqual([]);
    for (const bad of ['a<b', 'a>b', 'a+b', 'a-b', 'a/b', 'a*b', 'a%b', 'a!b', 'a=b', ' '])
      expect(ids(bad)).toEqual([M.invalidCustomIds]);
    expect(ids('same', 'same')).toEqual([M.invalidCustomIds]);
  });
});
