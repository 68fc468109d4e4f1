import type { PasskeyView } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin, aUser } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { stubProfileServer } from '../test-support/profile-server.ts';

const PASSWORD = 'my password';

/** A server holding the user's passkeys: renames and removals (with the right password) apply. */
const serverWith = (start: PasskeyView[]) => {
  let passkeys = [...start];
  const idOf = (request: FakeRequest) => decodeURIComponent(request.path.split('/').at(-1)!);
  return stubProfileServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: aUser(),
        user_can_browse: true,
        user_account_key: 'ua-personal',
      },
    }),
    'GET /app/user/passkeys': () => ({ body: { success: true, passkeys } }),
    'PUT /app/user/passkeys/pk-1': (request) => {
      const { data } = request.body as { data: { name: string } };
      passkeys = passkeys.map((p) => (p.credential_id === idOf(request) ? { ...p, ...data } : p));
      return { body: { success: true, message: 'Passkey renamed.' } };
    },
    'DELETE /app/user/passkeys/pk-1': (request) => {
      if ((request.body as { password?: string }).password !== PASSWORD)
        return { status: 403, body: { success: false, message: 'That password is not correct.' } };
      passkeys = passkeys.filter((p) => p.credential_id !== idOf(request));
      return { body: { success: true, message: 'Passkey removed.' } };
    },
    'POST /app/user/passkeys/options': () => ({
      body: {
        success: true,
        options: {
          challenge: 'Y2hhbGxlbmdl',
          rp: { id: 'localhost', name: 'Quire' },
          user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        },
      },
    }),
  });
};

const laptop: PasskeyView = {
  credential_id: 'pk-1',
  name: 'Work laptop',
  date_created: '2025-03-02T10:00:00Z',
  last_used_at: null,
};

const openSection = async () => {
  api.startSession(aLogin());
  const view = renderApp('#profile');
  const section = await screen.findByRole('region', { name: 'Passkeys' });
  return { ...view, section };
};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#profile passkeys', () => {
  it('lists each passkey with its name, when it was added and whether it was used', async () => {
    serverWith([
      laptop,
      { ...laptop, credential_id: 'pk-2', name: 'Phone', last_used_at: '2025-04-01T09:00:00Z' },
    ]);
    const { section } = await openSection();
    const list = await within(section).findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toMatch(/Work laptop.*Added 0?2 Mar( 2025)?.*Not used yet/);
    expect(items[1]?.textContent).toMatch(/Phone.*Last used 0?1 Apr/);
  });

  it('shows an empty state, and explains when the browser cannot make passkeys', async () => {
    serverWith([]);
    const { section } = await openSection();
    expect(await within(section).findByText(/You have no passkeys yet/)).toBeTruthy();
    // jsdom has no WebAuthn, like an old browser.
    expect(
      (within(section).getByRole('button', { name: 'Add a passkey' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(section).getByText(/This browser cannot create passkeys/)).toBeTruthy();
  });

  it('renames a passkey from its menu', async () => {
    const fetch = serverWith([laptop]);
    const { section, user } = await openSection();
    await user.click(
      await within(section).findByRole('button', { name: 'Actions for Work laptop' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please give your passkey a name.')).toBeTruthy();
    await user.type(name, 'Home desktop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Home desktop')).toBeTruthy();
    expect(requestsTo(fetch, 'PUT /app/user/passkeys/pk-1')[0]?.body).toEqual({
      data: { name: 'Home desktop' },
    });
  });

  it('removes a passkey only once the password is given, and says when it is wrong', async () => {
    const fetch = serverWith([laptop]);
    const { section, user } = await openSection();
    await user.click(
      await within(section).findByRole('button', { name: 'Actions for Work laptop' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey?' });
    expect(dialog?.textContent).toMatch('You will no longer be able to sign in with “Work laptop”');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(within(dialog).getByText('Please enter your password.')).toBeTruthy();
    expect(requestsTo(fetch, 'DELETE /app/user/passkeys/pk-1')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText('That password is not correct.')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(section).findByText(/You have no passkeys yet/)).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('says so when the browser’s passkey prompt is closed, and adds nothing', async () => {
    const fetch = serverWith([]);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const create = vi.fn().mockRejectedValue(new DOMException('closed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'credentials', { value: { create }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'credentials');
    });
    const { section, user } = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(
        'The passkey prompt was closed or timed out. Please try again.',
      ),
    ).toBeTruthy();
    expect(create).toHaveBeenCalledOnce();
    expect(requestsTo(fetch, 'POST /app/user/passkeys')).toHaveLength(0);
  });
});
