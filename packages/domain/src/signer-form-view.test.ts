import { describe, expect, it } from 'vitest';
import type { FormViewEntry } from './form-view.ts';
import { signerForm } from './signer-form-view.ts';

const field = (uuid: string, position: number, label: string | null = null): FormViewEntry => ({
  type: 'data_field',
  uuid,
  label,
  position,
});
const heading = (uuid: string, position: number, data: string): FormViewEntry => ({
  type: 'h2',
  uuid,
  label: null,
  data,
  position,
});

describe("a signer's form", () => {
  it("keeps the owner's order and text, with only the signer's fields", () => {
    const form = signerForm(
      [
        field('theirs', 3),
        heading('h', 0, 'Your details'),
        field('name', 2, 'Full name'),
        field('mine', 1),
      ],
      ['mine', 'name'],
    );
    expect(form.items).toEqual([
      { kind: 'text', uuid: 'h', type: 'h2', text: 'Your details' },
      { kind: 'field', uuid: 'mine', label: null },
      { kind: 'field', uuid: 'name', label: 'Full name' },
    ]);
    expect(form.extra).toEqual([]);
  });

  it("adds the signer's fields the view leaves out after it, in reading order", () => {
    const form = signerForm([field('a', 0)], ['late-1', 'a', 'late-2']);
    expect(form.items.map((i) => i.uuid)).toEqual(['a']);
    expect(form.extra.map((i) => i.uuid)).toEqual(['late-1', 'late-2']);
  });

  it('drops the text when none of the signer’s fields is in the view', () => {
    const form = signerForm([heading('h', 0, 'For the witness'), field('w', 1)], ['mine']);
    expect(form.items).toEqual([]);
    expect(form.extra).toEqual([{ kind: 'field', uuid: 'mine', label: null }]);
  });
});
