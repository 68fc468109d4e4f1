import type { PendingSigningRequest } from '@quire/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { InPersonModal, InPersonPrompt } from './in-person-modal.tsx';
import { browserNavigation } from './manage-api.ts';
import { aSigner, anAwaitingPack, membershipWith, renderAsOwner } from './manage-test-support.tsx';
import { MANAGE_TIMING } from './manage-timing.ts';
import { enManage } from '../../../i18n/catalogues/en-manage.ts';
import { PendingRequestsModal } from './pending-requests-modal.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PENDING = 'GET /app/tokens/get_pending_signing_requests';
const aRequest = (over: Partial<PendingSigningRequest> = {}): PendingSigningRequest => ({
  document_key: 'doc-a',
  signatory_uuid: 'sig-a',
  create_time_ago: '2 hours ago',
  document_owner: 'Olive Owner',
  document_name: 'Lease agreement',
  ...over,
});
const pending = (tokens: PendingSigningRequest[]) => ({
  [PENDING]: () => ({ body: { success: true, tokens } }),
});

describe('pending signing requests (§2, §9)', () => {
  it('lists the requests on the document list, each with a link to open it', async () => {
    const pack = anAwaitingPack();
    const { fetch } = renderAsOwner(pack, <PendingRequestsModal />, {
      path: '/documents',
      handlers: pending([
        aRequest(),
        aRequest({ document_key: 'doc-b', signatory_uuid: 'sig-b', document_name: 'NDA' }),
      ]),
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'You have 2 pending signing request(s)',
    });
    const links = within(dialog).getAllByRole('link', { name: 'Open' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/documents/doc-a',
      '/documents/doc-b',
    ]);
    expect(within(dialog).getByText('NDA')).toBeTruthy();
    expect(requestsTo(fetch, PENDING)[0]?.search).toBe('');
  });

  it('stays away once dismissed, for this session', async () => {
    const pack = anAwaitingPack();
    const first = renderAsOwner(pack, <PendingRequestsModal />, {
      path: '/documents',
      handlers: pending([aRequest()]),
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'You have 1 pending signing request(s)',
    });
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    const again = renderAsOwner(pack, <PendingRequestsModal />, {
      path: '/documents',
      handlers: pending([aRequest()]),
    });
    await new Promise((resolve) => setTimeout(resolve, MANAGE_TIMING.pendingRequestsWaitMs * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(again.fetch, PENDING)).toEqual([]);
  });

  it('shows nothing without pending requests', async () => {
    const pack = anAwaitingPack();
    const { fetch } = renderAsOwner(pack, <PendingRequestsModal />, {
      path: '/documents',
      handlers: pending([]),
    });
    await waitFor(() => expect(requestsTo(fetch, PENDING)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, MANAGE_TIMING.pendingRequestsWaitMs * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the next signer on a document, after letting them see it for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pack = anAwaitingPack();
    const onSignNow = vi.fn();
    const request = aRequest({ document_key: pack.key, signatory_uuid: 'tia' });
    const { fetch, user } = renderAsOwner(
      pack,
      <PendingRequestsModal documentKey={pack.key} onSignNow={onSignNow} />,
      { handlers: pending([request]) },
    );
    await waitFor(() => expect(requestsTo(fetch, PENDING)).toHaveLength(1));
    expect(requestsTo(fetch, PENDING)[0]?.search).toBe(`?document_key=${pack.key}`);
    await act(() => vi.advanceTimersByTimeAsync(MANAGE_TIMING.nextSignerWaitMs - 1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = await screen.findByRole('dialog', { name: enManage.pending.nextSigner });
    await user.click(within(dialog).getByRole('button', { name: 'Sign now' }));
    expect(onSignNow).toHaveBeenCalledWith(request);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('in-person signing (§2)', () => {
  it('lists the signers still to sign, with Sign now for whoever’s turn it is', async () => {
    const pack = anAwaitingPack();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderAsOwner(pack, <InPersonModal pack={pack} opened onClose={() => {}} />, {
      handlers: {
        'GET /app/documents/pack-1/assign_user_to_next_signatory/tia': () => ({
          body: {
            success: true,
            signing_link: '/app/documents/pack-1/switch_user/tia?session_token=t',
          },
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in person' });
    expect(within(dialog).queryByText('Sam Signer')).toBeNull();
    expect(within(dialog).getByText('Waiting for earlier signers')).toBeTruthy();
    const later = within(dialog).getByRole('button', { name: 'Sign now as Uma Third' });
    expect((later as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Sign now as Tia Second' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/app/documents/pack-1/switch_user/tia?session_token=t'),
    );
  });

  it('opens by itself about 2.5 s after /open_in_person_modal loads a pack awaiting signatures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pack = anAwaitingPack({
      sequential_signing: false,
      signatories: [aSigner({ uuid: 'tia', name: 'Tia Second' })],
    });
    renderAsOwner(pack, <InPersonPrompt pack={pack} variant="open_in_person_modal" />, {
      path: `/documents/${pack.key}/open_in_person_modal`,
    });
    await act(() => vi.advanceTimersByTimeAsync(MANAGE_TIMING.inPersonModalDelayMs - 500));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByRole('dialog', { name: 'Sign in person' })).toBeTruthy();
  });

  it('does not open for another variant, another status or without can_sign_in_person', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pack = anAwaitingPack();
    const cases = [
      { pack, variant: 'from_template' },
      { pack: anAwaitingPack({ status: 'complete' }), variant: 'open_in_person_modal' },
      {
        pack,
        variant: 'open_in_person_modal',
        membership: membershipWith({ can_sign_in_person: false }),
      },
    ];
    for (const c of cases) {
      const view = renderAsOwner(c.pack, <InPersonPrompt pack={c.pack} variant={c.variant} />, {
        membership: c.membership,
      });
      await act(() => vi.advanceTimersByTimeAsync(MANAGE_TIMING.inPersonModalDelayMs * 2));
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();
    }
  });
});
