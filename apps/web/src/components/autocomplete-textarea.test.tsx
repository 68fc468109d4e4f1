import { MantineProvider, Modal } from '@mantine/core';
import { TEXT_AUTOCOMPLETE, autocompleteEntries } from '@quire/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AutocompleteTextarea } from './autocomplete-textarea.tsx';

// Mantine's autosizing textarea listens to font loads, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => {}, removeEventListener: () => {} },
  configurable: true,
});

const ENTRIES = autocompleteEntries([
  { custom_id: 'client_name', hint: 'Client name' },
  { custom_id: 'id_number', hint: 'ID number' },
  { custom_id: 'signature_1', hint: null },
]);

const Harness = ({ entries = ENTRIES, onEscape = () => {} }) => {
  const [value, setValue] = useState('');
  return (
    // The modal a message box sits in closes on Escape; the open list must keep it open.
    <Modal opened onClose={onEscape} title="Extras">
      <AutocompleteTextarea label="Message" value={value} onChange={setValue} entries={entries} />
    </Modal>
  );
};

const setup = (props: Parameters<typeof Harness>[0] = {}) => {
  render(
    <MantineProvider env="test">
      <Harness {...props} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
};

const type = (box: HTMLTextAreaElement, text: string) => {
  box.focus();
  fireEvent.change(box, { target: { value: text, selectionStart: text.length } });
  box.setSelectionRange(text.length, text.length);
};

describe('AutocompleteTextarea', () => {
  it("offers the fields after '::' and Enter puts the highlighted id in place", () => {
    const box = setup();
    expect(screen.queryByRole('listbox')).toBeNull();
    type(box, 'Please check ::');
    expect(screen.getByRole('listbox', { name: 'Fields' })).toBeTruthy();
    expect(screen.getByText('3 fields to insert')).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'client_nameClient name',
      'id_numberID number',
      'signature_1',
    ]);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Please check id_number');
    expect(box.selectionStart).toBe('Please check id_number'.length);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters by what follows the trigger; Tab inserts; ArrowUp wraps to the last', () => {
    const box = setup();
    type(box, 'see ::sig');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['signature_1']);
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(box.value).toBe('see signature_1');
    type(box, 'see signature_1 and ::');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('see signature_1 and signature_1');
  });

  it('Escape closes the list without closing what is around it; a new :: opens it again', () => {
    const onEscape = vi.fn();
    const box = setup({ onEscape });
    type(box, 'a ::cl');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onEscape).not.toHaveBeenCalled();
    type(box, 'a ::cli');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('a ::cli');
    type(box, 'a ::cli ::');
    expect(screen.getByRole('listbox', { name: 'Fields' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('inserts the clicked option; with no match, or no fields, there is no list', () => {
    const box = setup();
    type(box, '::zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    type(box, '::id');
    fireEvent.click(screen.getByRole('option', { name: /id_number/ }));
    expect(box.value).toBe('id_number');
  });

  it('lists at most 500 entries', () => {
    const many = autocompleteEntries(
      Array.from({ length: 800 }, (_, i) => ({ custom_id: `field_${i}` })),
    );
    const box = setup({ entries: many });
    type(box, '::');
    expect(screen.getAllByRole('option')).toHaveLength(TEXT_AUTOCOMPLETE.maxEntries);
  });
});
