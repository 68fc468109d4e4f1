import type { PermissionPath } from '@quire/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { aLogin } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { aRestrictedMember, userAccountsAnswer } from '../../test/permissions.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

/** The user menu's entries and the flag behind each (no other nav entry exists yet). */
const GATES: { path: PermissionPath; link: string }[] = [
  { path: 'can_create_teams', link: 'New workspace' },
  { path: 'can_view_teams', link: 'Workspace settings' },
  { path: 'user_profile_permissions.can_view_data_sources', link: 'Client lists' },
];

const openMenu = async (path: PermissionPath, allowed: boolean) => {
  api.startSession(aLogin());
  stubLoggedInServer({
    'GET /app/user/user_accounts': () => userAccountsAnswer(aRestrictedMember({ [path]: allowed })),
    'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
  });
  const view = renderApp('#documents');
  // The membership has loaded once the workspace's name is shown.
  await screen.findByText('Acme Legal', {}, { timeout: 5000 });
  await view.user.click(screen.getByRole('button', { name: /^User menu/ }));
  await screen.findByRole('button', { name: 'Log out' });
  return view;
};

describe('the user menu follows the member’s permissions (issue 11)', () => {
  it.each(GATES)('$path governs $link', async ({ path, link }) => {
    const allowed = await openMenu(path, true);
    expect(screen.getByRole('link', { name: link })).toBeTruthy();
    allowed.unmount();

    await openMenu(path, false);
    expect(screen.queryByRole('link', { name: link })).toBeNull();
  });
});
