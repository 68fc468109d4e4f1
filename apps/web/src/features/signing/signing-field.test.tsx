import { newDataField, signerFieldRole, type DataField, type DateFormat } from '@quire/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import type { SigningFieldActions } from './signing-field-actions.ts';
import { SigningFieldView } from './signing-field.tsx';
import type { SigningField } from './use-signing-state.ts';

const aField = (patch: Partial<DataField> & Pick<DataField, 'uuid' | 'type'>): SigningField => {
  const f = {
    ...newDataField({ uuid: patch.uuid, document_key: 'c1', type: patch.type, page_index: 0 }),
    signatory_uuid: 'me',
    ...patch,
  };
  return { ...f, role: signerFieldRole(f, 'me', false), blob_url: null };
};

const actions = (): SigningFieldActions => ({
  edit: vi.fn(),
  toggle: vi.fn(),
  sign: vi.fn(),
  attach: vi.fn(),
  approve: vi.fn(),
  decline: vi.fn(),
  focus: vi.fn(),
});

const show = (field: SigningField, dateFormat: DateFormat = 'yyyy-mm-dd', acts = actions()) => {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <SigningFieldView
        field={field}
        packKey="pack-1"
        rect={{ x: 10, y: 10, width: 160, height: 24 }}
        scale={1.5}
        colour="#1D4898"
        signerName="Ada"
        ownerName="Bob"
        current={false}
        missing={false}
        dateFormat={dateFormat}
        actions={acts}
      />
    </AppProviders>,
  );
  return acts;
};

describe('a text field to the signer', () => {
  it('is labelled and placeheld by its description, for eyes and screen readers', () => {
    show(aField({ uuid: 't', type: 'text', required: true, description: 'Company name' }));
    const input = screen.getByRole('textbox', { name: 'Company name, required' });
    expect(input.getAttribute('placeholder')).toBe('Company name');
    // The caption over the field, shown on hover and focus.
    expect(screen.getByText('Company name', { selector: 'span' })).toBeTruthy();
  });

  it('falls back to the name its owner gave the custom id, then to an invitation to type', () => {
    show(aField({ uuid: 'a', type: 'text', required: false, custom_id: 'vat_number' }));
    expect(screen.getByRole('textbox', { name: 'Vat number' }).getAttribute('placeholder')).toBe(
      'Vat number',
    );
  });

  it('says "Type here" when the owner named it nothing', () => {
    show(aField({ uuid: 'b', type: 'text', required: false, custom_id: 'text_4' }));
    expect(screen.getByRole('textbox', { name: 'Text' }).getAttribute('placeholder')).toBe(
      'Type here',
    );
  });
});

describe("a field's font size on the signing page (issue 18)", () => {
  const fieldBox = (uuid: string) =>
    document.querySelector<HTMLElement>(`[data-field-uuid="${uuid}"]`)!;

  it('draws its text at its own size, scaled with the page like its box', () => {
    show(aField({ uuid: 'big', type: 'text', font_size: 18 }));
    // 18 pt at 1.5 CSS pixels per point.
    expect(fieldBox('big').style.fontSize).toBe('27px');
  });

  it('reads well in its height without one, as before', () => {
    show(aField({ uuid: 'auto', type: 'text' }));
    expect(fieldBox('auto').style.fontSize).toBe(`${24 * 0.55}px`);
  });
});

describe('a date field to the signer', () => {
  it("shows 'date signed' as filled when they sign, not as an input", () => {
    show(aField({ uuid: 'd', type: 'date', auto_assign_date: true, required: false }));
    expect(screen.getByText('Filled when you sign')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows a filled 'date signed' in the pack's format", () => {
    show(
      aField({ uuid: 'd', type: 'date', auto_assign_date: true, data: '2026-11-24' }),
      'd mmmm yyyy',
    );
    expect(screen.getByText('24 November 2026')).toBeTruthy();
  });

  it('reads what is typed in the pack format and stores yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const acts = show(aField({ uuid: 'd', type: 'date', required: true }), 'mm/dd/yyyy');
    const input = screen.getByRole('textbox', { name: 'Date, required' });
    expect(input.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await user.type(input, '11/24/2026');
    expect(acts.edit).toHaveBeenLastCalledWith('d', { data: '2026-11-24' });
    await user.clear(input);
    await user.type(input, '24/11/2026');
    expect(acts.edit).toHaveBeenLastCalledWith('d', { data: null });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pick the date from a calendar' })).toBeTruthy();
  });

  it("shows another signer's date in the pack format", () => {
    show(
      aField({ uuid: 'o', type: 'date', signatory_uuid: 'bob', data: '2026-11-24' }),
      'dd/mm/yyyy',
    );
    expect(screen.getByText('24/11/2026')).toBeTruthy();
  });
});
