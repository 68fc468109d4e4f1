import { describe, expect, it } from 'vitest';
import type { DocumentMapping } from './bulk-send-contracts.ts';
import type { BlockingCheckField } from './blocking-checks.ts';
import {
  mappingFactsOf,
  mappingIssues,
  mappingProblems,
  type MappingTemplateFacts,
} from './mapping-rules.ts';
import {
  MAPPING_MESSAGES,
  documentMappingSchema,
  mappingReferenceProblem,
} from './mapping-references.ts';

const signer = (over: Partial<MappingTemplateFacts['signatories'][number]> = {}) => ({
  role: 'client',
  name: '',
  email: null,
  mobile_number: null,
  primary_communication_channel: 'email' as const,
  email_is_optional: false,
  ...over,
});

const facts = (over: Partial<MappingTemplateFacts> = {}): MappingTemplateFacts => ({
  signatories: [signer()],
  data_fields: [
    { custom_id: 'amount', required: true, has_data: false },
    { custom_id: 'note', required: false, has_data: false },
    { custom_id: 'ref', required: true, has_data: true },
  ],
  two_factor: false,
  email_optional: false,
  default_dialing_code: '+27',
  ...over,
});

const empty = (): DocumentMapping['mapping'] => ({
  data_fields: {},
  signatories: {},
  cc_recipients: {},
});

const full = (): DocumentMapping['mapping'] => ({
  data_fields: { amount: { column: 'Amount' } },
  signatories: { client: { name: { column: 'Name' }, email: { column: 'Email' } } },
  cc_recipients: {},
});
const columns = ['Name', 'Email', 'Mobile', 'Amount'];

describe('§5 mapping rules at the mapping screen', () => {
  it('asks for the name, a valid email and every required field without data', () => {
    expect(mappingProblems(facts(), empty(), columns)).toEqual([
      'Name is required',
      'Not a valid email address in linked data',
      'Required field amount, has no data or mapping',
    ]);
  });

  it('is satisfied by columns, which are placeholders until a row is read', () => {
    expect(mappingProblems(facts(), full(), columns)).toEqual([]);
  });

  it("keeps a signer's own template values when a part is not mapped", () => {
    const own = facts({ signatories: [signer({ name: 'Ann', email: 'ann@example.com' })] });
    expect(mappingProblems(own, { ...empty(), data_fields: full().data_fields }, columns)).toEqual(
      [],
    );
  });

  it('checks a fixed email and a column the source no longer has', () => {
    const m = full();
    m.signatories.client!.email = { text: 'not-an-email' };
    expect(mappingProblems(facts(), m, columns)).toEqual([
      'Not a valid email address in linked data',
    ]);
    m.signatories.client!.email = { column: 'Gone' };
    expect(mappingIssues(facts(), m, columns)).toEqual([
      { message: 'Not a valid email address in linked data', role: 'client', part: 'email' },
    ]);
  });

  it('does not check the email of sms or whatsapp signers, who need a mobile instead', () => {
    for (const channel of ['sms', 'whatsapp'] as const) {
      const f = facts({
        signatories: [signer({ name: 'Ann', primary_communication_channel: channel })],
      });
      expect(mappingProblems(f, { ...empty(), data_fields: full().data_fields }, columns)).toEqual([
        'Not a valid mobile',
      ]);
    }
  });

  it('needs a mobile for every signer when two-factor is used', () => {
    const f = facts({ two_factor: true });
    expect(mappingProblems(f, full(), columns)).toEqual(['Not a valid mobile']);
    const m = full();
    m.signatories.client!.mobile_number = { column: 'Mobile' };
    expect(mappingProblems(f, m, columns)).toEqual([]);
    m.signatories.client!.mobile_number = { text: '12' };
    expect(mappingIssues(f, m, columns)).toEqual([
      { message: 'Not a valid mobile', role: 'client', part: 'mobile_number' },
    ]);
  });

  it('lets an optional email stay empty, then asks for a mobile', () => {
    const f = facts({ signatories: [signer({ name: 'Ann', email_is_optional: true })] });
    expect(mappingProblems(f, { ...empty(), data_fields: full().data_fields }, columns)).toEqual([
      'Not a valid mobile',
    ]);
  });

  it('names a field once, even when the template repeats its custom id', () => {
    const f = facts({
      data_fields: [
        { custom_id: 'amount', required: true, has_data: false },
        { custom_id: 'amount', required: true, has_data: false },
      ],
      signatories: [],
    });
    expect(mappingProblems(f, empty(), columns)).toEqual([
      'Required field amount, has no data or mapping',
    ]);
  });
});

describe('§5 mapping rules for one row', () => {
  const row = (name: string, email: string, mobile: string, amount: string) => [
    name,
    email,
    mobile,
    amount,
  ];

  it('passes a complete row', () => {
    expect(
      mappingProblems(facts(), full(), columns, row('Ann', 'ann@example.com', '', '5')),
    ).toEqual([]);
  });

  it('says what the row lacks, with the messages of linked data', () => {
    expect(mappingProblems(facts(), full(), columns, row(' ', 'ann@', '', ''))).toEqual([
      'Name is required',
      'Not a valid email address in linked data',
      'Required field amount, has no data or mapping',
    ]);
  });

  it("checks a copy recipient's mapped address, which may also stay empty", () => {
    const m = { ...full(), cc_recipients: { 'cc-1': { email: { column: 'Mobile' } } } };
    expect(mappingIssues(facts(), m, columns, row('Ann', 'a@b.co', 'nope', '1'))).toEqual([
      { message: 'Not a valid email address in linked data', cc_uuid: 'cc-1', part: 'email' },
    ]);
    expect(mappingProblems(facts(), m, columns, row('Ann', 'a@b.co', '', '1'))).toEqual([]);
    // At the mapping screen a column is a placeholder; a fixed address is checked at once.
    expect(mappingProblems(facts(), m, columns)).toEqual([]);
    const fixed = { ...full(), cc_recipients: { 'cc-1': { email: { text: 'office@' } } } };
    expect(mappingProblems(facts(), fixed, columns)).toEqual([
      'Not a valid email address in linked data',
    ]);
  });

  it("checks the row's mobile when two-factor is used", () => {
    const m = full();
    m.signatories.client!.mobile_number = { column: 'Mobile' };
    const f = facts({ two_factor: true });
    expect(mappingProblems(f, m, columns, row('Ann', 'a@b.co', 'abc', '1'))).toEqual([
      'Not a valid mobile',
    ]);
    expect(mappingProblems(f, m, columns, row('Ann', 'a@b.co', '082 555 1234', '1'))).toEqual([]);
  });
});

describe('what a mapping may name', () => {
  const template = { custom_ids: ['amount'], roles: ['client'], cc_ids: ['cc1'] };

  it('accepts what exists and names the first thing that does not', () => {
    expect(mappingReferenceProblem(full(), template, columns)).toBeNull();
    expect(
      mappingReferenceProblem({ ...full(), data_fields: { x: { text: '1' } } }, template, columns),
    ).toBe(MAPPING_MESSAGES.unknownField('x'));
    expect(
      mappingReferenceProblem({ ...full(), signatories: { boss: {} } }, template, columns),
    ).toBe(MAPPING_MESSAGES.unknownSigner('boss'));
    expect(
      mappingReferenceProblem({ ...full(), cc_recipients: { nope: {} } }, template, columns),
    ).toBe(MAPPING_MESSAGES.unknownCopyRecipient('nope'));
    expect(
      mappingReferenceProblem({ ...full(), subject: { column: 'Subject' } }, template, columns),
    ).toBe(MAPPING_MESSAGES.unknownColumn('Subject'));
  });

  it('reads a mapping that leaves sections out, and refuses unknown shapes', () => {
    expect(documentMappingSchema.parse({})).toEqual({
      data_fields: {},
      signatories: {},
      cc_recipients: {},
    });
    expect(documentMappingSchema.safeParse({ subject: { column: 'A', text: 'b' } }).success).toBe(
      false,
    );
    expect(documentMappingSchema.safeParse({ data_fields: { a: { formula: '=1' } } }).success).toBe(
      false,
    );
  });
});

describe('a template as the mapping rules see it', () => {
  const field = (over: Partial<BlockingCheckField>): BlockingCheckField => ({
    uuid: 'f',
    type: 'text',
    signatory_uuid: null,
    required: true,
    data: null,
    file_key: null,
    custom_id: 'f',
    choice_options: [],
    options_as_csv: null,
    checkbox_group: null,
    is_mutually_exclusive: false,
    auto_assign_date: false,
    disabled: false,
    ...over,
  });

  it("keeps the sender's fields, with whether the template already fills them", () => {
    const f = mappingFactsOf(
      {
        document_name: 'T',
        signatories: [
          {
            uuid: 's1',
            name: 'Ann',
            email: null,
            mobile_number: null,
            dialing_code: null,
            email_is_optional: false,
            primary_communication_channel: 'email',
          },
        ],
        data_fields: [
          field({ uuid: 'a', custom_id: 'amount' }),
          field({ uuid: 'b', custom_id: 'ref', data: 'R1', signatory_uuid: 'self' }),
          field({ uuid: 'c', custom_id: 'when', type: 'date', auto_assign_date: true }),
          field({ uuid: 'd', custom_id: 'sig', type: 'signature', signatory_uuid: 's1' }),
          field({ uuid: 'e', custom_id: 'box', type: 'block' }),
          field({ uuid: 'g', custom_id: 'off', disabled: true }),
        ],
        user_defined_attributes: [],
        two_factor_mandatory: true,
        email_optional: false,
        default_dialing_code: '+27',
      },
      new Map([['s1', 'client']]),
    );
    expect(f.signatories.map((s) => s.role)).toEqual(['client']);
    expect(f.data_fields).toEqual([
      { custom_id: 'amount', required: true, has_data: false },
      { custom_id: 'ref', required: true, has_data: true },
      { custom_id: 'when', required: true, has_data: true },
      { custom_id: 'off', required: false, has_data: true },
    ]);
    expect(f.two_factor).toBe(true);
  });
});
