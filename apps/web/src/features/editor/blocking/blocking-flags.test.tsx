import { MantineProvider } from '@mantine/core';
import {
  BLOCKING_CHECK_MESSAGES as M,
  DEFAULT_DATE_FORMAT,
  newDataField,
  newSignatory,
} from '@quire/domain';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldBox } from '../page/field-box.tsx';
import { SignerRow } from '../signers/signer-row.tsx';
import { clearBlockingFlags, flagBlockingChecks, useBlockingFlags } from './blocking-flags.ts';
import { useShowFlaggedChild } from './use-blocking-focus.ts';

const field = (uuid: string, document_key: string, page_index: number, y: number) => ({
  ...newDataField({ uuid, document_key, type: 'check', page_index }),
  y,
  custom_id: uuid,
});

const boxProps = {
  dateFormat: DEFAULT_DATE_FORMAT,
  left: 0,
  top: 0,
  width: 100,
  height: 20,
  scale: 1,
  selected: false,
  colour: '#1d4898',
  signerName: 'Sid',
  movable: true,
  onPointerDown: () => undefined,
  onResizeStart: () => undefined,
};

const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => act(() => clearBlockingFlags('pack')));

describe('marking what blocking checks are about', () => {
  it('shows first the offending field in reading order: child, page, top, left', () => {
    const fields = [
      field('late', 'c1', 1, 10),
      field('low', 'c1', 0, 500),
      field('top', 'c1', 0, 100),
      field('other', 'c0', 3, 900),
    ];
    const flags = flagBlockingChecks(
      'pack',
      [
        {
          message: M.checkboxGroupsMissing,
          field_uuids: ['late', 'low', 'top'],
          signatory_uuids: [],
        },
        { message: M.invalidCustomIds, field_uuids: ['top'], signatory_uuids: ['s1'] },
      ],
      fields,
      ['c1', 'c0'],
    );
    expect(flags.first).toEqual({ uuid: 'top', documentKey: 'c1', pageIndex: 0 });
    expect(flags.focus).toBe('field');
    expect(flags.fields.get('top')).toBe(`${M.checkboxGroupsMissing} ${M.invalidCustomIds}`);
    expect(flags.signatories.get('s1')).toBe(M.invalidCustomIds);
    // Children in the pack's order: c0 comes after c1 here.
    expect(
      flagBlockingChecks(
        'pack',
        [{ message: M.unassignedFields, field_uuids: ['other', 'late'], signatory_uuids: [] }],
        fields,
        ['c1', 'c0'],
      ).first?.uuid,
    ).toBe('late');
  });

  it('outlines a flagged field with its message as its description, until it is changed', () => {
    const box = field('f1', 'c1', 0, 10);
    const { rerender } = render(<FieldBox field={box} {...boxProps} />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-invalid')).toBeNull();
    act(() => {
      flagBlockingChecks(
        'pack',
        [{ message: M.checkboxGroupsMissing, field_uuids: ['f1'], signatory_uuids: [] }],
        [box],
        ['c1'],
      );
    });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.hasAttribute('data-flagged')).toBe(true);
    expect(button.getAttribute('aria-description')).toBe(M.checkboxGroupsMissing);
    // A save's echo is no change; the user's edit is.
    rerender(<FieldBox field={{ ...box, date_updated: 'later' }} {...boxProps} />);
    expect(button.hasAttribute('data-flagged')).toBe(true);
    rerender(<FieldBox field={{ ...box, checkbox_group: 'Terms' }} {...boxProps} />);
    expect(button.hasAttribute('data-flagged')).toBe(false);
    expect(button.getAttribute('aria-description')).toBeNull();
  });

  it('shows a flagged signer’s message under their row and as the edit button’s description', () => {
    const signer = newSignatory({ uuid: 's1', position: 0, name: 'Sid', email: 'sid@' });
    render(
      <MantineProvider>
        <SignerRow
          signatory={signer}
          order={null}
          editable
          onEdit={() => undefined}
          onRemove={() => undefined}
        />
      </MantineProvider>,
    );
    const flags = renderHook(() => useBlockingFlags('pack'));
    act(() => {
      flagBlockingChecks(
        'pack',
        [{ message: M.invalidEmails, field_uuids: [], signatory_uuids: ['s1'] }],
        [],
        [],
      );
    });
    expect(flags.result.current?.focus).toBe('signers');
    expect(screen.getByText(M.invalidEmails)).toBeTruthy();
    expect(described(screen.getByRole('button', { name: 'Edit Sid' }))).toBe(M.invalidEmails);
  });

  it('opens the child document of the first offending field, once per refusal', () => {
    const show = vi.fn();
    renderHook(() => useShowFlaggedChild('pack', show));
    const fields = [field('f1', 'c2', 0, 10)];
    const check = { message: M.unassignedFields, field_uuids: ['f1'], signatory_uuids: [] };
    act(() => {
      flagBlockingChecks('pack', [check], fields, ['c1', 'c2']);
    });
    expect(show).toHaveBeenCalledWith('c2');
    act(() => {
      flagBlockingChecks('other-pack', [check], fields, ['c1', 'c2']);
    });
    expect(show).toHaveBeenCalledTimes(1);
  });
});
