import { DEFAULT_INSTANCE_SETTINGS, PRODUCT_TOURS, type ProductTourState } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

const serverWith = (tours: ProductTourState, firstRun = true) => {
  let state = { ...tours };
  return stubLoggedInServer({
    'GET /app/instance_settings': () => ({
      body: {
        success: true,
        instance_settings: { ...DEFAULT_INSTANCE_SETTINGS, product_tour_first_run: firstRun },
      },
    }),
    'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
    'GET /app/user/product_tours': () => ({ body: { success: true, product_tours: state } }),
    'POST /app/user/product_tours/documents': (request) => {
      const { outcome } = request.body as { outcome: 'completed' | 'skipped' };
      state = { ...state, documents: outcome };
      return { body: { success: true, product_tours: state } };
    },
  });
};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const steps = PRODUCT_TOURS.documents.steps;
/** The first screen of a test waits for the whole app's first render (slow on a busy machine). */
const FIRST = { timeout: 8_000 };

describe('the product tour of the documents list', () => {
  it('runs on a first visit, step by step to the end, and records it completed', async () => {
    api.startSession(aLogin());
    const fetch = serverWith({});
    const { user } = renderApp('#documents');
    const tour = await screen.findByRole('dialog', { name: steps[0]!.title }, FIRST);
    expect(within(tour).getByText(/Step 1 of 5/)).toBeTruthy();
    // The first step has no way back; Next has the focus, so Enter moves on.
    expect(within(tour).queryByRole('button', { name: 'Back' })).toBeNull();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(tour).getByRole('button', { name: 'Next' })),
    );
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: steps[1]!.title });
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: steps[2]!.title });
    await user.keyboard('{ArrowLeft}');
    await screen.findByRole('dialog', { name: steps[1]!.title });
    for (let i = 1; i < steps.length - 1; i++) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('dialog', { name: steps[i + 1]!.title });
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = requestsTo(fetch, 'POST /app/user/product_tours/documents');
    expect(saved.map((r) => r.body)).toEqual([{ outcome: 'completed' }]);
  });

  it('is skipped with Escape, and a skipped tour does not come back on its own', async () => {
    api.startSession(aLogin());
    const fetch = serverWith({});
    const { user, unmount } = renderApp('#documents');
    await screen.findByRole('dialog', { name: steps[0]!.title }, FIRST);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetch, 'POST /app/user/product_tours/documents')[0]!.body).toEqual({
      outcome: 'skipped',
    });
    unmount();

    serverWith({ documents: 'skipped' });
    renderApp('#documents');
    expect(await screen.findByText('No documents yet', {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts when the address asks for it (product_tour_id), seen before or not', async () => {
    api.startSession(aLogin());
    serverWith({ documents: 'completed' }, false);
    const { user, router } = renderApp('#documents?product_tour_id=documents');
    await screen.findByRole('dialog', { name: steps[0]!.title }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The param is used up: a reload does not start the tour again.
    expect(router.state.location.search).toBe('');
  });

  it('waits for the instance: no first-run tour where it is turned off', async () => {
    api.startSession(aLogin());
    serverWith({}, false);
    renderApp('#documents');
    expect(await screen.findByText('No documents yet', {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
