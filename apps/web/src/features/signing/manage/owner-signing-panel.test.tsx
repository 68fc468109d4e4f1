import { SIGNING_MESSAGES, SIGNING_REQUEST_MESSAGES, STATUS_MESSAGES } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { COPY_MESSAGES } from '../../../components/copy-messages.ts';
import { browserNavigation } from './manage-api.ts';
import { aSigner, anAwaitingPack, membershipWith, renderAsOwner } from './manage-test-support.tsx';
import { enManage } from '../../../i18n/catalogues/en-manage.ts';
import { OwnerSigningPanel } from './owner-signing-panel.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const messages = () => shownNotices().map((n) => n.message);
const LINK = 'http://localhost:3000/app/documents/pack-1/switch_user/tia?session_token=abc';
const RESEND = 'POST /app/documents/pack-1/resend_document_notification/tia';
const LINK_CALL = 'POST /app/documents/pack-1/generate_signing_link_for_signatory/tia';
const EXCLUDE = 'POST /app/documents/pack-1/exclude_signatory';
const UPDATE = 'POST /app/documents/pack-1/update_document';

const openActions = async (user: { click: (e: Element) => Promise<void> }, name: string) => {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('the owner’s signing panel (issue 5, §2, §6)', () => {
  it('shows each signer’s progress and whose turn it is', () => {
    const pack = anAwaitingPack({
      signatories: [
        ...anAwaitingPack().signatories,
        aSigner({ uuid: 'vic', name: 'Vic Later', position: 3, sign_later: true }),
        aSigner({ uuid: 'wes', name: 'Wes Out', position: 4, status: 'excluded' }),
      ],
    });
    renderAsOwner(pack, <OwnerSigningPanel pack={pack} onChanged={() => {}} />);
    const row = (name: string) => within(screen.getByRole('group', { name: `Signer ${name}` }));
    expect(screen.getByRole('heading', { name: 'Signing progress' })).toBeTruthy();
    expect(row('Sam Signer').getByText('Signed')).toBeTruthy();
    expect(row('Tia Second').getByText('Waiting')).toBeTruthy();
    expect(row('Tia Second').getByText('Their turn')).toBeTruthy();
    expect(row('Uma Third').queryByText('Their turn')).toBeNull();
    expect(row('Vic Later').getByText('Sign later')).toBeTruthy();
    expect(row('Wes Out').getByText('Excluded')).toBeTruthy();
    // Nothing to do for someone who has signed.
    expect(screen.queryByRole('button', { name: 'Actions for Sam Signer' })).toBeNull();
  });

  it('resends a request and says so, or shows the server’s refusal', async () => {
    const pack = anAwaitingPack();
    const onChanged = vi.fn();
    let refuse = false;
    const { user, fetch } = renderAsOwner(
      pack,
      <OwnerSigningPanel pack={pack} onChanged={onChanged} />,
      {
        handlers: {
          [RESEND]: () =>
            refuse
              ? {
                  status: 400,
                  body: { success: false, message: SIGNING_REQUEST_MESSAGES.notificationsDisabled },
                }
              : { body: { success: true, message: SIGNING_REQUEST_MESSAGES.resent } },
        },
      },
    );
    await user.click(
      within(await openActions(user, 'Tia Second')).getByRole('menuitem', {
        name: 'Resend request',
      }),
    );
    await waitFor(() => expect(messages()).toContain(SIGNING_REQUEST_MESSAGES.resent));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetch, RESEND)).toHaveLength(1);

    refuse = true;
    await user.click(
      within(await openActions(user, 'Tia Second')).getByRole('menuitem', {
        name: 'Resend request',
      }),
    );
    await waitFor(() =>
      expect(messages()).toContain(SIGNING_REQUEST_MESSAGES.notificationsDisabled),
    );
    expect(onChanged).toHaveBeenCalledTimes(1);
    // Resending and signing in person are for whoever's turn it is; a link for anyone waiting.
    const later = within(await openActions(user, 'Uma Third'));
    expect(later.queryByRole('menuitem', { name: 'Resend request' })).toBeNull();
    expect(later.queryByRole('menuitem', { name: 'Sign in person' })).toBeNull();
    expect(later.getByRole('menuitem', { name: 'Signing link' })).toBeTruthy();
  });

  it('makes a signing link to copy, scan or share on WhatsApp', async () => {
    const pack = anAwaitingPack();
    const { user, fetch } = renderAsOwner(
      pack,
      <OwnerSigningPanel pack={pack} onChanged={() => {}} />,
      {
        handlers: { [LINK_CALL]: () => ({ body: { success: true, signing_link: LINK } }) },
      },
    );
    // user-event puts its own clipboard on navigator; the first copy works, the second is refused.
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    await user.click(
      within(await openActions(user, 'Tia Second')).getByRole('menuitem', { name: 'Signing link' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing link for Tia Second' });
    expect(((await within(dialog).findByLabelText('Signing link')) as HTMLInputElement).value).toBe(
      LINK,
    );
    expect(requestsTo(fetch, LINK_CALL)[0]?.body).toEqual({ token_type: 'signing_link' });

    const qr = (await within(dialog).findByRole('img', {
      name: 'QR code of the signing link',
    })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(qr.width).toBe(95);
    const share = within(dialog).getByRole('link', { name: 'Share on WhatsApp' });
    expect(share.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Please sign "Lease agreement": ${LINK}`)}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(messages()).toContain(COPY_MESSAGES.copied));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(messages()).toContain(COPY_MESSAGES.failed));
    const notices = shownNotices();
    expect(notices.find((n) => n.message === COPY_MESSAGES.copied)?.autoClose).toBe(3_000);
    expect(notices.find((n) => n.message === COPY_MESSAGES.failed)?.autoClose).toBe(5_000);
  });

  it('shows the server’s message when no link can be made, and closes', async () => {
    const pack = anAwaitingPack();
    const { user } = renderAsOwner(pack, <OwnerSigningPanel pack={pack} onChanged={() => {}} />, {
      handlers: {
        [LINK_CALL]: () => ({
          status: 409,
          body: { success: false, message: SIGNING_REQUEST_MESSAGES.linkOnlyWhileAwaiting },
        }),
      },
    });
    await user.click(
      within(await openActions(user, 'Tia Second')).getByRole('menuitem', { name: 'Signing link' }),
    );
    await waitFor(() =>
      expect(messages()).toContain(SIGNING_REQUEST_MESSAGES.linkOnlyWhileAwaiting),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hands the browser to the signer for in-person signing', async () => {
    const pack = anAwaitingPack();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderAsOwner(pack, <OwnerSigningPanel pack={pack} onChanged={() => {}} />, {
      handlers: {
        'GET /app/documents/pack-1/assign_user_to_next_signatory/tia': () => ({
          body: {
            success: true,
            signing_link: '/app/documents/pack-1/switch_user/tia?session_token=t',
          },
        }),
      },
    });
    await user.click(
      within(await openActions(user, 'Tia Second')).getByRole('menuitem', {
        name: 'Sign in person',
      }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/app/documents/pack-1/switch_user/tia?session_token=t'),
    );
  });

  it('excludes a signer after explaining, keeping their viewing notifications when asked', async () => {
    const pack = anAwaitingPack();
    const onChanged = vi.fn();
    const { user, fetch } = renderAsOwner(
      pack,
      <OwnerSigningPanel pack={pack} onChanged={onChanged} />,
      {
        handlers: {
          [EXCLUDE]: () => ({
            body: { success: true, message: SIGNING_MESSAGES.excluded, document_completed: false },
          }),
        },
      },
    );
    await user.click(
      within(await openActions(user, 'Uma Third')).getByRole('menuitem', {
        name: 'Exclude signer',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Exclude signer' });
    expect(
      within(dialog).getByText(/Uma Third will no longer be asked to sign Lease agreement/),
    ).toBeTruthy();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Keep sending this signer viewing notifications',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Exclude signer' }));
    await waitFor(() => expect(messages()).toContain(SIGNING_MESSAGES.excluded));
    expect(requestsTo(fetch, EXCLUDE)[0]?.body).toEqual({
      data: { uuid: 'uma' },
      excluded_signers_can_receive_viewing_notifications: true,
    });
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks the pack complete after confirming', async () => {
    const pack = anAwaitingPack();
    const onChanged = vi.fn();
    const { user, fetch } = renderAsOwner(
      pack,
      <OwnerSigningPanel pack={pack} onChanged={onChanged} />,
      {
        handlers: {
          [UPDATE]: () => ({
            body: { success: true, message: STATUS_MESSAGES.markedComplete, status: 'complete' },
          }),
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as complete' });
    expect(within(dialog).getByText(enManage.markComplete.confirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as complete' }));
    await waitFor(() => expect(messages()).toContain(STATUS_MESSAGES.markedComplete));
    expect(requestsTo(fetch, UPDATE)[0]?.body).toEqual({ data: { update_status_to: 'complete' } });
    expect(onChanged).toHaveBeenCalled();
  });

  it('offers only what the workspace permits', async () => {
    const pack = anAwaitingPack();
    const { user } = renderAsOwner(pack, <OwnerSigningPanel pack={pack} onChanged={() => {}} />, {
      membership: membershipWith({
        can_generate_signing_link: false,
        can_sign_in_person: false,
        can_mark_document_as_complete: false,
      }),
    });
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    const menu = within(await openActions(user, 'Tia Second'));
    // Correcting a signer's details needs only the management of the pack (§4).
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Resend request',
      'Edit details',
    ]);
  });

  it('shows a rejection and its reason, with nothing left to do', () => {
    const pack = anAwaitingPack({
      status: 'rejected',
      signatories: [
        aSigner({
          uuid: 'tia',
          name: 'Tia Second',
          status: 'rejected',
          rejection_reason: 'Wrong address',
        }),
      ],
    });
    renderAsOwner(pack, <OwnerSigningPanel pack={pack} onChanged={() => {}} />);
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Reason: Wrong address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
  });

  it('is not shown in setup, after completion, or to someone outside the team', () => {
    for (const pack of [
      anAwaitingPack({ status: 'setup' }),
      anAwaitingPack({ status: 'complete' }),
      anAwaitingPack({ created_by: 'someone-else', account_key: 'acc-other' }),
    ]) {
      const view = renderAsOwner(pack, <OwnerSigningPanel pack={pack} onChanged={() => {}} />);
      expect(screen.queryByRole('heading', { name: 'Signing progress' })).toBeNull();
      view.unmount();
    }
  });

  it('shows the signing deadline and lets the owner extend it after sending', async () => {
    const deadline = '2030-01-15T10:00:00.000Z';
    const pack = anAwaitingPack({ signing_expires_at: deadline });
    const EXPIRY = 'POST /app/documents/pack-1/set_signing_expiry';
    const { user, fetch } = renderAsOwner(
      pack,
      <OwnerSigningPanel pack={pack} onChanged={() => {}} />,
      {
        handlers: { [EXPIRY]: () => ({ body: { success: true, signing_expires_at: deadline } }) },
      },
    );
    expect(screen.getByText(/Signing deadline:/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Signing deadline' }));
    const input = dialog.getByLabelText(/Links stop working at/);
    await user.clear(input);
    await user.type(input, '2030-02-01T09:30');
    await user.click(dialog.getByRole('button', { name: 'Save deadline' }));
    await waitFor(() => expect(requestsTo(fetch, EXPIRY)).toHaveLength(1));
    const body = requestsTo(fetch, EXPIRY)[0]!.body as { data: { signing_expires_at: string } };
    expect(body.data.signing_expires_at).toBe(new Date('2030-02-01T09:30').toISOString());
  });

  it('offers no deadline to a member without can_change_notification_rules when none is set', () => {
    const pack = anAwaitingPack({ signing_expires_at: null });
    renderAsOwner(pack, <OwnerSigningPanel pack={pack} onChanged={() => {}} />, {
      membership: membershipWith({ can_change_notification_rules: false }),
    });
    expect(screen.getByRole('heading', { name: 'Signing progress' })).toBeTruthy();
    expect(screen.queryByText(/Signing deadline:/)).toBeNull();
  });
});
