import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { clearNotices } from '../../../test/render-app.tsx';
import {
  SLOW,
  openFieldEditor,
  placed,
  selectFields,
  spin,
} from './test-support/open-field-editor.ts';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  api.endSession();
  clearNotices();
  localStorage.clear();
});

const fontSize = () => spin('Font size');

describe('a field font size in the Fields tab (issue 18)', () => {
  it("shows 'Auto' without one; the arrow keys start from the automatic 12 pt, shift steps 0.1", async () => {
    const { user, saved } = openFieldEditor();
    await selectFields(user, /^Text field name/);
    await waitFor(() => expect(fontSize().getAttribute('aria-valuetext')).toBe('Auto'), SLOW);
    expect(fontSize().placeholder).toBe('Auto');
    expect(
      (screen.getByRole('button', { name: 'Use the automatic font size' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    act(() => fontSize().focus());
    await user.keyboard('{ArrowUp}{ArrowUp}{Shift>}{ArrowDown}{/Shift}');
    expect(fontSize().value).toBe('13.9');
    await waitFor(() => expect(saved).toContainEqual({ uuid: 'a', font_size: 13.9 }), SLOW);
    // Clamped at §9's 4 pt; Home goes there.
    await user.keyboard('{Home}{ArrowDown}');
    expect(fontSize().value).toBe('4');
    await waitFor(() => expect(saved).toContainEqual({ uuid: 'a', font_size: 4 }), SLOW);

    await user.click(screen.getByRole('button', { name: 'Use the automatic font size' }));
    await waitFor(() => expect(saved).toContainEqual({ uuid: 'a', font_size: null }), SLOW);
    await waitFor(() => expect(fontSize().placeholder).toBe('Auto'), SLOW);
  });

  it("shows 'Mixed' where selected fields differ and sets them all", async () => {
    const { user, saved } = openFieldEditor([
      placed('a', 100, 100, 'name', { font_size: 10 }),
      placed('b', 100, 400, 'surname', { font_size: 16 }),
      placed('s', 300, 600, 'sig', { type: 'signature' }),
    ]);
    await selectFields(user, /^Text field name/, /^Text field surname/, /^Signature field sig/);
    await waitFor(() => expect(fontSize().getAttribute('aria-valuetext')).toBe('Mixed'), SLOW);

    await user.type(fontSize(), '18{Enter}');
    await waitFor(() => {
      expect(saved).toContainEqual({ uuid: 'a', font_size: 18 });
      expect(saved).toContainEqual({ uuid: 'b', font_size: 18 });
    }, SLOW);
    // The signature shows no text: it has no font size to set.
    expect(saved.some((p) => p['uuid'] === 's' && 'font_size' in p)).toBe(false);
    expect(fontSize().value).toBe('18');
  });

  it('is not offered for fields that show no text', async () => {
    const { user } = openFieldEditor([placed('s', 300, 600, 'sig', { type: 'signature' })]);
    await selectFields(user, /^Signature field sig/);
    await waitFor(() => expect(spin('X').value).toBe('300'), SLOW);
    expect(screen.queryByRole('spinbutton', { name: 'Font size' })).toBeNull();
  });
});
