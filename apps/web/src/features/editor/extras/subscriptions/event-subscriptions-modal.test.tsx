import { act, fireEvent, screen } from '@testing-library/react';
import { eventSubscriptionList } from '@quire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { renderExtras } from '../test-support/render-extras.tsx';
import { EventSubscriptionsModal } from './event-subscriptions-modal.tsx';

const SAVE = 'POST /app/event_subscriptions/pack-1';

describe('event subscriptions modal', () => {
  afterEach(() => vi.useRealTimers());

  it('saves the toggled catalogue 1 s after the last change, and shows organisation-wide ones as such', async () => {
    const server = stubServer({
      'GET /app/event_subscriptions': () => ({
        body: {
          success: true,
          event_subscriptions: eventSubscriptionList(
            new Set(['document_signed']),
            new Set(['document_completed']),
          ),
        },
      }),
      [SAVE]: () => ({ body: { success: true } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderExtras(
      <EventSubscriptionsModal packKey="pack-1" opened onClose={() => {}} readOnly={false} />,
    );
    const completed = (await screen.findByRole('switch', {
      name: 'Document completed',
    })) as HTMLInputElement;
    expect(completed.checked).toBe(true);
    expect(completed.disabled).toBe(true);
    expect(screen.getByText('Organisation-wide')).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('switch', { name: 'Document sent for signing' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(screen.getByRole('switch', { name: 'Document signed by a signer' }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(requestsTo(server, SAVE)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requestsTo(server, SAVE).map((request) => request.body)).toEqual([
      { keys: ['document_sent'] },
    ]);
  });
});
