import { describe, expect, it } from 'vitest';
import { newDataField, type DataField } from './data-field.ts';
import { applyFieldPatch } from './data-field-behaviours.ts';
import { FIELD_DEFAULT_SIZES, defaultRequired } from './field-defaults.ts';
import { FIELD_TYPES } from './editor-entities.ts';

const field = (over: Partial<DataField> = {}): DataField =>
  newDataField({ uuid: 'f1', document_key: 'd1', type: 'text', page_index: 0, ...over });

describe('changing a field type (§4)', () => {
  it('clears data, file and filename', () => {
    const f = field({ type: 'file', data: 'x', file_key: 'k', filename: 'a.pdf' });
    const next = applyFieldPatch(f, { type: 'text' });
    expect(next).toMatchObject({ type: 'text', data: null, file_key: null, filename: null });
  });

  it('clears a checkbox to unchecked', () => {
    expect(applyFieldPatch(field({ data: 'hello' }), { type: 'check' }).data).toBe('unchecked');
  });

  it('regenerates a derived custom id prefix and keeps a chosen name', () => {
    const taken = new Set(['date_1', 'check_3']);
    expect(
      applyFieldPatch(
        field({ type: 'check', custom_id: 'check_3' }),
        { type: 'date' },
        { takenCustomIds: taken },
      ).custom_id,
    ).toBe('date_2');
    expect(applyFieldPatch(field({ custom_id: 'first_name' }), { type: 'date' }).custom_id).toBe(
      'first_name',
    );
    expect(applyFieldPatch(field({ custom_id: null }), { type: 'date' }).custom_id).toBe('date_1');
  });

  it.each(FIELD_TYPES)('sets required to the default of %s', (type) => {
    const from = type === 'blank' ? 'text' : 'blank';
    const f = field({ type: from, required: !defaultRequired(type) });
    expect(applyFieldPatch(f, { type }).required).toBe(defaultRequired(type));
  });

  it('sets the default size of the new type', () => {
    const next = applyFieldPatch(field({ width: 400, height: 300 }), { type: 'check' });
    expect({ width: next.width, height: next.height }).toEqual(FIELD_DEFAULT_SIZES.check);
  });

  it('clears the signer for block and highlight, assigns self to link', () => {
    const f = field({ signatory_uuid: 's1' });
    expect(applyFieldPatch(f, { type: 'block' }).signatory_uuid).toBeNull();
    expect(applyFieldPatch(f, { type: 'highlight' }).signatory_uuid).toBeNull();
    expect(applyFieldPatch(f, { type: 'link' }).signatory_uuid).toBe('self');
    expect(applyFieldPatch(f, { type: 'date' }).signatory_uuid).toBe('s1');
  });

  it('resets the approve and decline button text', () => {
    const f = field({ type: 'approve', approve_decline_button_text: 'Yes please' });
    expect(applyFieldPatch(f, { type: 'decline' }).approve_decline_button_text).toBe('Decline');
    expect(
      applyFieldPatch(field({ type: 'decline' }), { type: 'approve' }).approve_decline_button_text,
    ).toBe('Approve');
    expect(applyFieldPatch(f, { type: 'text' }).approve_decline_button_text).toBeNull();
  });

  it('leaves the checkbox group when it stops being a check', () => {
    const f = field({ type: 'check', checkbox_group: 'g', is_mutually_exclusive: true });
    expect(applyFieldPatch(f, { type: 'text' })).toMatchObject({
      checkbox_group: null,
      is_mutually_exclusive: false,
    });
    expect(applyFieldPatch(f, { x: 5 })).toMatchObject({
      checkbox_group: 'g',
      is_mutually_exclusive: true,
    });
  });

  it('lets properties sent with the patch win, so re-applying the outcome changes nothing', () => {
    const before = field({ custom_id: 'text_1', data: 'abc' });
    const edited = applyFieldPatch(before, { type: 'date' });
    const patch = {
      type: edited.type,
      data: edited.data,
      required: edited.required,
      custom_id: edited.custom_id,
      width: edited.width,
      height: edited.height,
    };
    expect(applyFieldPatch(before, patch)).toEqual(edited);
    expect(applyFieldPatch(before, { type: 'date', required: false, width: 33 })).toMatchObject({
      required: false,
      width: 33,
    });
  });
});

describe('assigning a signatory (§4)', () => {
  it.each(['signature', 'initial', 'date'] as const)('clears the data of a %s field', (type) => {
    const f = field({ type, data: 'x', signatory_uuid: 's1' });
    expect(applyFieldPatch(f, { signatory_uuid: 's2' }).data).toBeNull();
  });

  it('keeps the data of other types and when the signer is the same', () => {
    expect(
      applyFieldPatch(field({ data: 'x', signatory_uuid: 's1' }), { signatory_uuid: 's2' }).data,
    ).toBe('x');
    const sig = field({ type: 'signature', data: 'x', signatory_uuid: 's1' });
    expect(applyFieldPatch(sig, { signatory_uuid: 's1' }).data).toBe('x');
  });

  it("turns auto date off when assigning 'self'", () => {
    const f = field({ type: 'date', auto_assign_date: true, signatory_uuid: 's1' });
    expect(applyFieldPatch(f, { signatory_uuid: 'self' }).auto_assign_date).toBe(false);
    expect(applyFieldPatch(f, { signatory_uuid: 's2' }).auto_assign_date).toBe(true);
  });
});

describe('auto date, custom ids and geometry', () => {
  it('makes the field not required when auto date is turned on', () => {
    const f = field({ type: 'date', required: true });
    expect(applyFieldPatch(f, { auto_assign_date: true }).required).toBe(false);
    const on = field({ type: 'date', auto_assign_date: true, required: false });
    expect(applyFieldPatch(on, { required: true }).required).toBe(true);
  });

  it('strips the §5 characters and makes the id unique in the pack', () => {
    const taken = new Set(['name', 'f_2']);
    expect(
      applyFieldPatch(field(), { custom_id: 'na<m>e' }, { takenCustomIds: taken }).custom_id,
    ).toBe('name_2');
    expect(applyFieldPatch(field(), { custom_id: 'a+b-c/d*e%f!g=h' }).custom_id).toBe('abcdefgh');
    expect(applyFieldPatch(field({ custom_id: 'x' }), { custom_id: '<>' }).custom_id).toBeNull();
  });

  it('does not treat the field’s own id as taken', () => {
    const f = field({ custom_id: 'name' });
    expect(
      applyFieldPatch(f, { custom_id: 'name' }, { takenCustomIds: new Set(['name']) }).custom_id,
    ).toBe('name');
  });

  it('clamps geometry into the page when the page is known', () => {
    const page = { rotation: 0 as const, page_width: 200, page_height: 100 };
    const next = applyFieldPatch(field(), { x: 190, y: -5, width: 50, height: 20 }, { page });
    expect(next).toMatchObject({ x: 150, y: 0, width: 50, height: 20 });
  });

  it('does not change the input field', () => {
    const f = field({ data: 'x' });
    applyFieldPatch(f, { type: 'date' });
    expect(f.type).toBe('text');
    expect(f.data).toBe('x');
  });
});
