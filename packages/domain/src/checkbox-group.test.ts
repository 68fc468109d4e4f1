import { describe, expect, it } from 'vitest';
import { applyFieldPatch } from './data-field-behaviours.ts';
import { nextCheckboxGroup, takenCheckboxGroups } from './checkbox-group.ts';
import { newDataField } from './data-field.ts';

const field = (over: Parameters<typeof newDataField>[0]) => newDataField(over);

describe('a checkbox’s own group (ADR 0018)', () => {
  it('is the first free "Checkbox n" of the pack, compared without case', () => {
    expect(nextCheckboxGroup(new Set())).toBe('Checkbox 1');
    const fields = [
      { checkbox_group: 'checkbox 1', removed: false },
      { checkbox_group: 'Checkbox 2', removed: true },
      { checkbox_group: 'Smoker', removed: false },
      { checkbox_group: null, removed: false },
    ];
    expect(takenCheckboxGroups(fields)).toEqual(new Set(['checkbox 1', 'smoker']));
    expect(nextCheckboxGroup(takenCheckboxGroups(fields))).toBe('Checkbox 2');
  });

  it('is given to a field turned into a checkbox when the pack’s groups are known', () => {
    const text = field({ uuid: 'f', document_key: 'd', type: 'text', page_index: 0 });
    const taken = new Set(['checkbox 1']);
    expect(applyFieldPatch(text, { type: 'check' }, { takenCheckboxGroups: taken })).toMatchObject({
      checkbox_group: 'Checkbox 2',
    });
    // A group sent with the patch wins; without the pack's groups (an API patch) none is made up.
    expect(
      applyFieldPatch(
        text,
        { type: 'check', checkbox_group: 'Terms' },
        { takenCheckboxGroups: taken },
      ).checkbox_group,
    ).toBe('Terms');
    expect(applyFieldPatch(text, { type: 'check' }).checkbox_group).toBeNull();
  });
});
