import { newDataField, signerFieldRole } from '@quire/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { FieldSheet } from './field-sheet.tsx';
import { SigningToolbar } from './signing-toolbar.tsx';
import type { SigningField } from './use-signing-state.ts';
import { useSigningZoom } from './use-signing-zoom.ts';

const wrap = (ui: React.ReactNode) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );

const Toolbar = () => <SigningToolbar packKey="pack 1" zoom={useSigningZoom()} />;

describe('the signing toolbar', () => {
  it('zooms with its buttons and the keyboard, between 50 and 200 %', async () => {
    const user = userEvent.setup();
    wrap(<Toolbar />);
    expect(screen.getByRole('button', { name: 'Zoom 100%: fit width' }).textContent).toBe(
      'Fit width',
    );
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: 'Zoom 125%: fit width' })).toBeTruthy();
    for (let i = 0; i < 5; i++) fireEvent.keyDown(window, { key: '+' });
    expect(screen.getByRole('button', { name: 'Zoom 200%: fit width' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom in' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(window, { key: '0' });
    for (let i = 0; i < 4; i++) fireEvent.keyDown(window, { key: '-' });
    expect(screen.getByRole('button', { name: 'Zoom 50%: fit width' })).toBeTruthy();
    // Ctrl+- is the browser's own zoom.
    fireEvent.keyDown(window, { key: '=', ctrlKey: true });
    expect(screen.getByRole('button', { name: 'Zoom 50%: fit width' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zoom 50%: fit width' }));
    expect(screen.getByRole('button', { name: 'Zoom 100%: fit width' })).toBeTruthy();
  });

  it('downloads the pack as sent', () => {
    wrap(<Toolbar />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/app/serve/pack%201');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

const textField = (): SigningField => {
  const f = {
    ...newDataField({ uuid: 'addr', document_key: 'c1', type: 'text', page_index: 0 }),
    signatory_uuid: 'me',
    description: 'Postal address',
    required: true,
  };
  return { ...f, role: signerFieldRole(f, 'me', false), blob_url: null };
};

const Sheet = ({ onClose }: { onClose: () => void }) => {
  const [field, setField] = useState(textField);
  return (
    <FieldSheet
      field={field}
      dateFormat="dd/mm/yyyy"
      onEdit={(_uuid, change) => setField((f) => ({ ...f, data: change.data ?? null }))}
      onClose={onClose}
    />
  );
};

describe('the field sheet (phones)', () => {
  it('edits the whole value under its label and closes on Enter', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    wrap(<Sheet onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Fill in Postal address' })).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Postal address, required' });
    expect(document.activeElement).toBe(input);
    const long = 'Flat 4B, 221 Baker Street, Marylebone, London NW1 6XE';
    await user.type(input, long);
    expect((input as HTMLTextAreaElement).value).toBe(long);
    expect(input.tagName).toBe('TEXTAREA');
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect((input as HTMLTextAreaElement).value).toBe(long);
  });
});
