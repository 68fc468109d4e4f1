import { newDataField, signerFieldRole, type DataField, type FormViewEntry } from '@quire/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import type { SigningFieldActions } from '../signing-field-actions.ts';
import type { SigningField } from '../use-signing-state.ts';
import { SignerFormView } from './signer-form-view.tsx';
import type { SignerFormViewState } from './use-signer-form-view.ts';

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

const view = (entries: FormViewEntry[] | undefined, failed = false): SignerFormViewState => ({
  mode: 'form',
  setMode: vi.fn(),
  entries,
  failed,
});

const show = (
  form: SignerFormViewState,
  mine: SigningField[],
  acts = actions(),
  missing = new Set<string>(),
) => {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <SignerFormView
        packKey="pack-1"
        form={form}
        mine={mine}
        missing={missing}
        dateFormat="yyyy-mm-dd"
        actions={acts}
        onScroller={() => undefined}
      />
    </AppProviders>,
  );
  return acts;
};

const company = aField({ uuid: 'company', type: 'text', description: 'Company' });
const signature = aField({ uuid: 'sig', type: 'signature' });
const late = aField({ uuid: 'late', type: 'text', description: 'Reference' });

describe("the signer's form view", () => {
  it("shows the owner's headings and labelled controls that edit the same fields", async () => {
    const acts = show(
      view([
        { type: 'h1', uuid: 'h', label: null, data: 'Join the society', position: 0 },
        { type: 'data_field', uuid: 'company', label: null, position: 1 },
        { type: 'data_field', uuid: 'sig', label: 'Your signature', position: 2 },
      ]),
      [company, signature, late],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Join the society' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Company/ }), 'A');
    expect(acts.edit).toHaveBeenCalledWith('company', { data: 'A' });
    await userEvent.click(screen.getByRole('button', { name: /Your signature/ }));
    expect(acts.sign).toHaveBeenCalledWith(signature);
    // The field the owner's view left out is still there to fill.
    expect(screen.getByRole('heading', { name: 'Also to fill in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Reference/ })).toBeTruthy();
  });

  it('says what is missing beside the control', () => {
    show(view([]), [company], actions(), new Set(['company']));
    const input = screen.getByRole('textbox', { name: /Company/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fill this in to finish')).toBeTruthy();
  });

  it('offers the pages when the form cannot be loaded', async () => {
    const form = view(undefined, true);
    show(form, [company]);
    await userEvent.click(screen.getByRole('button', { name: 'Show the pages' }));
    expect(form.setMode).toHaveBeenCalledWith('pages');
  });
});
