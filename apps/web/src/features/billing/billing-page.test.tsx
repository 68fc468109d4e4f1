import { BILLING_MESSAGES, type BillingAnswer } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { aLogin, instanceSettingsRoute } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const aBilling = (
  overrides: Partial<Extract<BillingAnswer, { billing_enabled: true }>> = {},
): BillingAnswer => ({
  billing_enabled: true,
  account_name: 'Acme',
  member_count: 3,
  can_manage: true,
  plan: 'pay_as_you_go',
  users: null,
  documents_per_month: null,
  subscription_status: 'none',
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  usage: { documents_sent: 4, included: null, extra: 4, charge: 38 },
  date_updated: null,
  ...overrides,
});

const billingRoute = (billing: BillingAnswer) => ({
  'GET /app/billing': () => ({ body: { success: true, billing } }),
});

describe('#billing', () => {
  it('shows the plan, the month and the calculator starting from the members', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      ...instanceSettingsRoute({ billing_enabled: true }),
      ...billingRoute(aBilling()),
    });
    renderApp('#billing');
    const month = await screen.findByRole('region', { name: 'This month' });
    expect(within(month).getByText('4 documents sent')).toBeTruthy();
    expect(within(month).getByText('R 38.00')).toBeTruthy();
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Users' }).value).toBe('3');
    // 3 users, 30 documents: 3 × 75 + 90 = R 315 against R 285: pay as you go is cheaper.
    expect(screen.getByRole('region', { name: 'Pay as you go (cheaper)' })).toBeTruthy();
    expect(screen.getByText('R 315.00')).toBeTruthy();
  });

  it('switches an admin to the quoted subscription', async () => {
    api.startSession(aLogin());
    const subscribed = aBilling({
      plan: 'subscription',
      users: 3,
      documents_per_month: 30,
      subscription_status: 'active',
      usage: { documents_sent: 4, included: 30, extra: 0, charge: 315 },
    });
    const fetch = stubLoggedInServer({
      ...instanceSettingsRoute({ billing_enabled: true }),
      ...billingRoute(aBilling()),
      'POST /app/billing/plan': () => ({
        body: { success: true, message: BILLING_MESSAGES.planUpdated, billing: subscribed },
      }),
    });
    const { user } = renderApp('#billing');
    const card = await screen.findByRole('region', { name: 'Subscription' });
    await user.click(within(card).getByRole('button', { name: 'Switch to subscription' }));
    expect(await screen.findByText('4 of 30 documents sent')).toBeTruthy();
    expect(screen.getByLabelText('Subscription status: Active')).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/billing/plan')[0]?.body).toEqual({
      plan: 'subscription',
      users: 3,
      documents_per_month: 30,
    });
  });

  it('warns when a subscription covers fewer users than the members', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      ...instanceSettingsRoute({ billing_enabled: true }),
      ...billingRoute(
        aBilling({
          plan: 'subscription',
          users: 2,
          documents_per_month: 60,
          subscription_status: 'active',
        }),
      ),
    });
    renderApp('#billing');
    expect(await screen.findByText('More members than users')).toBeTruthy();
  });

  it('lets a member look but not switch', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      ...instanceSettingsRoute({ billing_enabled: true }),
      ...billingRoute(aBilling({ can_manage: false })),
    });
    renderApp('#billing');
    expect(await screen.findByText(/Only admins of Acme can change its plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('says billing is off, and the menu offers no billing or pricing', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      ...instanceSettingsRoute({ billing_enabled: false }),
      ...billingRoute({ billing_enabled: false }),
    });
    const { user } = renderApp('#billing');
    expect(await screen.findByText(BILLING_MESSAGES.billingOff)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'This month' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(await screen.findByRole('link', { name: 'Share Quire' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
  });
});
