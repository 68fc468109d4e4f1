import { describe, expect, it } from 'vitest';
import {
  FORM_LINK_MESSAGES,
  TEMPLATE_LINK_PARAM,
  exampleTemplateLinkQuery,
  formSubmissionSchema,
  templateLinkValues,
} from './form-links.ts';

const template = { roles: ['Client', 'Co Signer'], customIds: ['policy', 'amount'] };

describe('templateLinkValues', () => {
  it('reads wording, signers by role and fields by name', () => {
    const { values, ignored } = templateLinkValues(
      {
        document_name: 'Policy for Ann',
        subject: 'Please sign',
        'signer.Client.name': 'Ann Lee',
        'signer.Client.email': 'ann@example.com',
        'signer.Co Signer.mobile_number': '+27825551234',
        'field.policy': 'P-42',
      },
      template,
    );
    expect(ignored).toEqual([]);
    expect(values).toEqual({
      document_name: 'Policy for Ann',
      subject: 'Please sign',
      data_fields: { policy: 'P-42' },
      signatories: {
        Client: { name: 'Ann Lee', email: 'ann@example.com' },
        'Co Signer': { mobile_number: '+27825551234' },
      },
      cc_recipients: {},
    });
  });

  it('lists what sets nothing instead of dropping it silently', () => {
    const { values, ignored } = templateLinkValues(
      {
        'signer.Nobody.name': 'x',
        'signer.Client.age': '3',
        'signer.name': 'x',
        'field.missing': 'x',
        utm_source: 'crm',
      },
      template,
    );
    expect(ignored).toEqual([
      'signer.Nobody.name',
      'signer.Client.age',
      'signer.name',
      'field.missing',
      'utm_source',
    ]);
    expect(values.signatories).toEqual({});
    expect(values.data_fields).toEqual({});
  });

  it('takes the last of a repeated parameter and ignores oversized values', () => {
    const long = 'x'.repeat(TEMPLATE_LINK_PARAM.maxValueLength + 1);
    const { values, ignored } = templateLinkValues(
      { 'field.policy': ['a', 'b'], 'field.amount': long },
      template,
    );
    expect(values.data_fields).toEqual({ policy: 'b' });
    expect(ignored).toEqual(['field.amount']);
  });

  it('reads at most maxParams parameters', () => {
    const many = Object.fromEntries(
      Array.from({ length: TEMPLATE_LINK_PARAM.maxParams + 5 }, (_, i) => [`p${i}`, 'v']),
    );
    expect(templateLinkValues(many, template).ignored).toHaveLength(TEMPLATE_LINK_PARAM.maxParams);
  });

  it('makes an example link that reads back', () => {
    const query = exampleTemplateLinkQuery(template.roles, template.customIds);
    const params = Object.fromEntries(new URLSearchParams(query));
    const { values, ignored } = templateLinkValues(params, template);
    expect(ignored).toEqual([]);
    expect(values.signatories.Client?.email).toBe('jane@example.com');
    expect(values.data_fields.policy).toBe('value');
  });
});

describe('formSubmissionSchema', () => {
  it('needs a name and a well-formed address when one is given', () => {
    const noName = formSubmissionSchema.safeParse({ signatory: { name: ' ' } });
    expect(noName.error?.issues[0]?.message).toBe(FORM_LINK_MESSAGES.nameRequired);
    const badMail = formSubmissionSchema.safeParse({ signatory: { name: 'A', email: 'nope' } });
    expect(badMail.error?.issues[0]?.message).toBe(FORM_LINK_MESSAGES.emailInvalid);
    expect(formSubmissionSchema.parse({ signatory: { name: ' Ann ', email: '' } })).toEqual({
      signatory: { name: 'Ann', email: '' },
    });
  });
});
