import {
  DEFAULT_PERMISSIONS,
  TEMP_DOWNLOAD_CHOICES,
  newDataField,
  type DataField,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { aLogin, aUserAccount } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { aChild, aPack } from '../test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../test-support/documents-server.ts';

// jsdom has no scrolling; the page virtualiser scrolls the window when page sizes settle.
window.scrollTo = () => {};

const phoneMatchMedia = window.matchMedia;
/** A desktop: the editor's sidebar sits beside the pages (the test setup answers as a phone). */
const wideScreen = () => {
  window.matchMedia = (query: string) => ({
    ...phoneMatchMedia(query),
    matches: query.includes('min-width'),
  });
};

afterEach(() => {
  window.matchMedia = phoneMatchMedia;
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const contract = aChild({ key: 'c1', document_name: 'Contract', position: 0 });
const annex = aChild({ key: 'c2', document_name: 'Annex', position: 1 });
const amount: DataField = {
  ...newDataField({ uuid: 'f1', document_key: 'c1', type: 'text', page_index: 0 }),
  custom_id: 'amount',
};
const EDITOR_ITEMS = ['Field rules', 'Form view', 'Custom controls'];

const openPack = (
  options: { status?: 'setup' | 'awaiting_signatures'; denied?: string[] } = {},
) => {
  api.startSession(aLogin());
  const denied = Object.fromEntries((options.denied ?? []).map((flag) => [flag, false]));
  const account = aUserAccount({
    permissions: {
      ...DEFAULT_PERMISSIONS,
      document_permissions: { ...DEFAULT_PERMISSIONS.document_permissions, ...denied },
    },
  });
  stubDocumentsServer({
    'GET /app/user/user_accounts': () => ({ body: { success: true, user_accounts: [account] } }),
    'GET /app/documents/pack-1': () => ({
      body: {
        success: true,
        document: aPack([contract, annex], { status: options.status ?? 'setup' }),
      },
    }),
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: [amount] },
    }),
    'GET /app/documents/pack-1/field_rules': () => ({ body: { success: true, field_rules: [] } }),
    'GET /app/documents/pack-1/user_defined_attributes': () => ({
      body: { success: true, user_defined_attributes: [] },
    }),
    'GET /app/documents/pack-1/appendices': () => ({
      body: { success: true, document_appendices: [] },
    }),
    'GET /app/form_views/get_form_view/pack-1': () => ({
      body: { success: true, data: { form_view: [] } },
    }),
  });
  return renderApp('#documents/pack-1');
};

/** The server-made downloads (preview, fillable PDFs): every flag is on for this workspace. */
const TEMP_DOWNLOADS = TEMP_DOWNLOAD_CHOICES.map((c) => c.label);
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
const tabs = () => screen.getByRole('tablist', { name: 'Documents in this pack' });

describe('the child tab dropdown opens the editor’s panels (spec §2)', () => {
  it('offers field rules, form view and custom controls in setup', async () => {
    const { user } = openPack();
    await user.click(await screen.findByRole('button', { name: 'Options for Annex' }));
    expect(menuItems()).toEqual([
      'Rename',
      'Download',
      ...TEMP_DOWNLOADS,
      ...EDITOR_ITEMS,
      'Delete',
    ]);
  });

  it('opens the Rules tab and selects the tab it was asked from', async () => {
    wideScreen();
    const { user } = openPack();
    const sidebar = await screen.findByRole('complementary', { name: 'Editor sidebar' });
    expect(within(sidebar).getByRole('tab', { name: 'Fields' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Options for Annex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Field rules' }));
    await waitFor(() =>
      expect(
        within(sidebar).getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(within(sidebar).getByRole('button', { name: 'Add rule' })).toBeTruthy();
    expect(within(tabs()).getByRole('tab', { name: 'Annex' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('opens the form view modal from the More panel, in the drawer on a phone', async () => {
    const { user } = openPack();
    await user.click(await screen.findByRole('button', { name: 'Options for Contract' }));
    await user.click(screen.getByRole('menuitem', { name: 'Form view' }));
    const form = await screen.findByRole('dialog', { name: 'Form view' });
    expect(within(form).getByRole('button', { name: 'Save form view' })).toBeTruthy();
    const drawer = screen.getByRole('dialog', { name: 'Edit document' });
    expect(within(drawer).getByRole('tab', { name: 'More' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('takes custom controls to the custom fields of the More panel', async () => {
    wideScreen();
    const { user } = openPack();
    await user.click(await screen.findByRole('button', { name: 'Options for Contract' }));
    await user.click(screen.getByRole('menuitem', { name: 'Custom controls' }));
    const section = await screen.findByRole('region', { name: 'Custom fields' });
    await waitFor(() => expect(section.contains(document.activeElement)).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out what the workspace does not allow, and everything outside setup', async () => {
    const { user, unmount } = openPack({
      denied: ['can_configure_field_rules', 'can_configure_custom_controls'],
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Annex' }));
    await waitFor(() =>
      expect(menuItems()).toEqual(['Rename', 'Download', ...TEMP_DOWNLOADS, 'Form view', 'Delete']),
    );
    unmount();
    api.endSession();

    const later = openPack({ status: 'awaiting_signatures' });
    await later.user.click(await screen.findByRole('button', { name: 'Options for Annex' }));
    expect(menuItems()).toEqual(['Download', ...TEMP_DOWNLOADS]);
  });
});
