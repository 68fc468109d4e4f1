import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNING_EXPIRY_MESSAGES } from '@quire/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { clearNotices, shownNotices } from '../../../../test/render-app.tsx';
import { renderExtras } from '../test-support/render-extras.tsx';
import { SigningDeadlineModal } from './signing-deadline-modal.tsx';

const SAVE = 'POST /app/documents/pack-1/set_signing_expiry';

describe('signing deadline modal', () => {
  let answer: { status: number; body: object };
  let server: ReturnType<typeof stubServer>;
  beforeEach(() => {
    clearNotices();
    answer = { status: 200, body: { success: true, signing_expires_at: null } };
    server = stubServer({ [SAVE]: () => answer });
  });

  it('saves the chosen local time as an instant, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderExtras(
      <SigningDeadlineModal
        packKey="pack-1"
        current={null}
        opened
        onClose={onClose}
        readOnly={false}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing deadline' });
    expect(within(dialog).getByRole('button', { name: 'Remove deadline' })).toHaveProperty(
      'disabled',
      true,
    );
    const input = within(dialog).getByLabelText('Links stop working at');

    answer = {
      status: 400,
      body: { success: false, message: SIGNING_EXPIRY_MESSAGES.mustBeFuture },
    };
    fireEvent.change(input, { target: { value: '2020-01-02T09:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save deadline' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      SIGNING_EXPIRY_MESSAGES.mustBeFuture,
    );
    expect(onClose).not.toHaveBeenCalled();

    answer = { status: 200, body: { success: true, signing_expires_at: 'x' } };
    fireEvent.change(input, { target: { value: '2031-03-04T17:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save deadline' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(server, SAVE).at(-1)?.body).toEqual({
      data: { signing_expires_at: new Date('2031-03-04T17:30').toISOString() },
    });
    expect(shownNotices().map((n) => n.message)).toContain('Signing deadline saved.');
  });

  it('removes a deadline, and only shows it to someone who may not change it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderExtras(
      <SigningDeadlineModal
        packKey="pack-1"
        current="2031-03-04T17:30:00.000Z"
        opened
        onClose={() => {}}
        readOnly={false}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing deadline' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove deadline' }));
    await waitFor(() =>
      expect(requestsTo(server, SAVE).at(-1)?.body).toEqual({ data: { signing_expires_at: null } }),
    );
    unmount();

    renderExtras(
      <SigningDeadlineModal
        packKey="pack-1"
        current="2031-03-04T17:30:00.000Z"
        opened
        onClose={() => {}}
        readOnly
      />,
    );
    const readOnly = await screen.findByRole('dialog', { name: 'Signing deadline' });
    expect(within(readOnly).getByLabelText('Links stop working at')).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(readOnly).queryByRole('button', { name: 'Save deadline' })).toBeNull();
  });
});
