import { stubLoggedInServer } from '../test/logged-in-server.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { isUnknownServerPath, specHash } from './router.tsx';
import { aLogin } from '../test/fixtures.ts';
import { clearNotices, renderApp } from '../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const loggedIn = () => {
  api.startSession(aLogin());
  return stubLoggedInServer();
};

describe('router', () => {
  it('shows the nothing page for an unknown route, with a way back to documents', async () => {
    renderApp('#no/such/page');

    expect(await screen.findByRole('heading', { name: /nothing here/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to documents' }).getAttribute('href')).toBe(
      '/#documents',
    );
  });

  it('shows the nothing page at an unknown server path whatever the hash (the server sent a 404)', async () => {
    loggedIn();
    window.history.replaceState(null, '', '/foo/bar');
    try {
      renderApp('#documents');
      expect(await screen.findByRole('heading', { name: /nothing here/i })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
      // The way back leaves the unknown path for the app at '/'.
      expect(screen.getByRole('link', { name: 'Back to documents' }).getAttribute('href')).toBe(
        '/#documents',
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('tells the app at / from an unknown server path', () => {
    expect(isUnknownServerPath('/')).toBe(false);
    expect(isUnknownServerPath('/index.html')).toBe(false);
    expect(isUnknownServerPath('/foo/bar')).toBe(true);
    expect(isUnknownServerPath('/app-typo')).toBe(true);
    // The app served for a partner's frame (docs/embedding.md), and nothing under it.
    expect(isUnknownServerPath('/embed/documents/pack-1')).toBe(false);
    expect(isUnknownServerPath('/embed/documents/pack-1/more')).toBe(true);
  });

  it('opens #documents by default, which asks for a login when there is no session', async () => {
    renderApp('');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(window.location.hash).toBe('#login');
  });

  it('serves the auth routes of spec §2', async () => {
    const { router } = renderApp('#sign_up');
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeTruthy();

    await router.navigate('/forgot_password');
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();

    await router.navigate('/reset_password/tok');
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('keeps addresses in the spec form (#documents, not #/documents)', async () => {
    loggedIn();
    const { router } = renderApp('#login');

    await router.navigate('/documents');

    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(window.location.hash).toBe('#documents');
  });
});

describe('specHash', () => {
  it("drops react-router's leading slash and leaves other hashes alone", () => {
    expect(specHash('#/documents?refresh=1')).toBe('#documents?refresh=1');
    expect(specHash('#documents')).toBe('#documents');
    expect(specHash('#/')).toBe('#/');
    expect(specHash('')).toBe('');
  });
});
