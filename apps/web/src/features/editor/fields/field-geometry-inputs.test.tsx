import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { clearNotices } from '../../../test/render-app.tsx';
import { SLOW, openFieldEditor as openEditor, spin } from './test-support/open-field-editor.ts';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  api.endSession();
  clearNotices();
  localStorage.clear();
});

describe('field geometry as sliding inputs', () => {
  it("shows one field's x, y, width and height and saves a typed value, clamped to the page", async () => {
    const { user, saved } = openEditor();
    const name = await screen.findByRole('button', { name: /^Text field name/ }, SLOW);
    act(() => name.focus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Fields and settings' }, SLOW));
    await waitFor(() => expect(spin('X').value).toBe('100'), SLOW);
    expect(spin('Y').value).toBe('100');

    await user.clear(spin('X'));
    await user.type(spin('X'), '150{Enter}');
    // The field's own save waits a second after the last change (§9 field change debounce).
    await waitFor(
      () => expect(saved).toContainEqual(expect.objectContaining({ uuid: 'a', x: 150 })),
      SLOW,
    );

    // Far past the page's right edge: the field ends at the edge.
    await user.clear(spin('Width'));
    await user.type(spin('Width'), '9999{Enter}');
    const max = Number(spin('Width').getAttribute('aria-valuemax'));
    expect(spin('Width').value).toBe(String(max));
    await waitFor(
      () => expect(saved).toContainEqual(expect.objectContaining({ uuid: 'a', width: max })),
      SLOW,
    );
  });

  it("shows 'Mixed' where selected fields differ and sets them all by the arrow keys", async () => {
    const { user, saved } = openEditor();
    const name = await screen.findByRole('button', { name: /^Text field name/ }, SLOW);
    act(() => name.focus());
    await user.keyboard('{Enter}');
    const surname = screen.getByRole('button', { name: /^Text field surname/ });
    act(() => surname.focus());
    await user.keyboard('{Shift>} {/Shift}');
    await user.click(await screen.findByRole('button', { name: 'Fields and settings' }, SLOW));
    await waitFor(() => expect(spin('Y').getAttribute('aria-valuetext')).toBe('Mixed'), SLOW);
    expect(spin('Y').placeholder).toBe('Mixed');
    expect(spin('X').value).toBe('100');

    act(() => spin('X').focus());
    await user.keyboard('{ArrowUp}{ArrowUp}{Shift>}{ArrowDown}{/Shift}');
    expect(spin('X').value).toBe('101.9');
    await waitFor(() => {
      expect(saved).toContainEqual(expect.objectContaining({ uuid: 'a', x: 101.9 }));
      expect(saved).toContainEqual(expect.objectContaining({ uuid: 'b', x: 101.9 }));
    }, SLOW);
  });
});
