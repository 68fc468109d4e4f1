import { describe, expect, it } from 'vitest';
import {
  DATA_FIELD_BATCH_MAX,
  addUpdateDataFieldBodySchema,
  changedFieldKeys,
  dataFieldInputSchema,
  newDataField,
} from './data-field.ts';
import { FIELD_TYPES } from './editor-entities.ts';
import { FIELD_DEFAULT_SIZES, UNDO_DEPTH, defaultRequired } from './field-defaults.ts';
import { copiedFieldsMessage, pastedFieldsMessage, undoClearedMessage } from './field-messages.ts';

describe('newDataField', () => {
  it.each(FIELD_TYPES)('gives a %s field its §4 defaults', (type) => {
    const f = newDataField({
      uuid: 'u',
      document_key: 'd',
      type,
      page_index: 2,
      signatory_uuid: 's1',
    });
    expect(f).toMatchObject({
      ...FIELD_DEFAULT_SIZES[type],
      required: defaultRequired(type),
      page_index: 2,
      removed: false,
      is_visible_in_final_document: true,
      choice_options: [],
    });
    if (type === 'block' || type === 'highlight') expect(f.signatory_uuid).toBeNull();
    else expect(f.signatory_uuid).toBe('s1');
  });

  it('assigns self to link, button text to approve and decline, unchecked to check', () => {
    expect(
      newDataField({ uuid: 'u', document_key: 'd', type: 'link', page_index: 0 }).signatory_uuid,
    ).toBe('self');
    expect(
      newDataField({ uuid: 'u', document_key: 'd', type: 'approve', page_index: 0 })
        .approve_decline_button_text,
    ).toBe('Approve');
    expect(
      newDataField({ uuid: 'u', document_key: 'd', type: 'decline', page_index: 0 })
        .approve_decline_button_text,
    ).toBe('Decline');
    expect(newDataField({ uuid: 'u', document_key: 'd', type: 'check', page_index: 0 }).data).toBe(
      'unchecked',
    );
  });

  it('lists the keys that changed', () => {
    const a = newDataField({ uuid: 'u', document_key: 'd', type: 'text', page_index: 0 });
    expect(changedFieldKeys(a, { ...a, x: 3, choice_options: ['a'] })).toEqual([
      'x',
      'choice_options',
    ]);
    expect(changedFieldKeys(a, { ...a })).toEqual([]);
  });
});

describe('the data field input schema', () => {
  it('accepts a patch and refuses unknown keys and bad values', () => {
    expect(
      dataFieldInputSchema.safeParse({ uuid: 'u', x: 3, background_colour: '#aabbcc' }).success,
    ).toBe(true);
    expect(dataFieldInputSchema.safeParse({ uuid: 'u', colour: 'red' }).success).toBe(false);
    expect(dataFieldInputSchema.safeParse({ uuid: 'u', type: 'stamp' }).success).toBe(false);
    expect(dataFieldInputSchema.safeParse({ uuid: 'u', width: 0 }).success).toBe(false);
    expect(dataFieldInputSchema.safeParse({ uuid: 'u', background_colour: 'red' }).success).toBe(
      false,
    );
    expect(dataFieldInputSchema.safeParse({ x: 1 }).success).toBe(false);
  });

  it('takes 1 to 100 fields a call', () => {
    const fields = (n: number) => ({
      data: Array.from({ length: n }, (_, i) => ({ uuid: `u${i}` })),
    });
    expect(DATA_FIELD_BATCH_MAX).toBe(100);
    expect(addUpdateDataFieldBodySchema.safeParse(fields(100)).success).toBe(true);
    expect(addUpdateDataFieldBodySchema.safeParse(fields(101)).success).toBe(false);
    expect(addUpdateDataFieldBodySchema.safeParse(fields(0)).success).toBe(false);
  });
});

describe('editor constants and messages', () => {
  it('uses an undo depth of 15 (ADR 0009) and the §8 messages', () => {
    expect(UNDO_DEPTH).toBe(15);
    expect(copiedFieldsMessage(3)).toBe('Copied 3 field(s) to clipboard');
    expect(pastedFieldsMessage(1)).toBe('Pasted 1 field(s)');
    expect(undoClearedMessage(4)).toBe('Cleared 4 item(s) from the undo stack.');
  });
});
