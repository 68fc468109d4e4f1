import { describe, expect, it } from 'vitest';
import {
  deriveAttributeId,
  incompleteAttributeMessages,
  touchesCustomControl,
  userDefinedAttributeInputSchema,
} from './user-defined-attribute.ts';

describe('deriveAttributeId (§5)', () => {
  it('turns non-alphanumerics into underscores', () => {
    expect(deriveAttributeId('Client name (main)', [])).toBe('Client_name__main_');
    expect(deriveAttributeId('  e-mail  ', [])).toBe('e_mail');
  });

  it('prefixes an underscore when the id starts with a digit', () => {
    expect(deriveAttributeId('2nd address', [])).toBe('_2nd_address');
  });

  it('adds a numeric suffix to make the id unique', () => {
    expect(deriveAttributeId('Policy no', ['Policy_no'])).toBe('Policy_no_1');
    expect(deriveAttributeId('Policy no', ['Policy_no', 'Policy_no_1'])).toBe('Policy_no_2');
  });
});

describe('incompleteAttributeMessages (§5 blocking checks)', () => {
  const attribute = {
    name: 'Policy number',
    value: null,
    required: true,
    custom_control: null,
    custom_control_properties: {},
    custom_control_value: null,
  };

  it("says '{name} field is incomplete' for a required empty attribute", () => {
    expect(incompleteAttributeMessages([attribute, { ...attribute, required: false }])).toEqual([
      'Policy number field is incomplete',
    ]);
    expect(incompleteAttributeMessages([{ ...attribute, value: '  ' }])).toEqual([
      'Policy number field is incomplete',
    ]);
    expect(incompleteAttributeMessages([{ ...attribute, value: 'P-1' }])).toEqual([]);
  });

  it("uses a custom control's own message", () => {
    const control = {
      ...attribute,
      custom_control: 'client_picker',
      custom_control_properties: { incomplete_message: 'Pick a client first' },
    };
    expect(incompleteAttributeMessages([control])).toEqual(['Pick a client first']);
    expect(incompleteAttributeMessages([{ ...control, custom_control_value: 'c-1' }])).toEqual([]);
  });
});

describe('userDefinedAttributeInputSchema', () => {
  it('accepts a patch and tells when it configures a control', () => {
    const input = userDefinedAttributeInputSchema.parse({ name: 'x', control_level: 'appendix' });
    expect(touchesCustomControl(input)).toBe(false);
    expect(touchesCustomControl({ custom_control: 'picker' })).toBe(true);
    expect(userDefinedAttributeInputSchema.safeParse({ control_level: 'page' }).success).toBe(
      false,
    );
  });
});
