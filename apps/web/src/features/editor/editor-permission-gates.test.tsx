import {
  newDataField,
  type DataField,
  type DocumentFlag,
  type PermissionPath,
} from '@quire/domain';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { aLogin } from '../../test/fixtures.ts';
import { aRestrictedMember, userAccountsAnswer } from '../../test/permissions.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';
import { aChild, aPack } from '../documents/test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../documents/test-support/documents-server.ts';
import { i18n } from '../../i18n/i18n.ts';
import { flagLabel } from './settings/flag-labels.ts';

// jsdom has no scrolling, nor pointer capture (the page virtualiser and a field's drag ask).
window.scrollTo = () => {};
Element.prototype.setPointerCapture = () => {};
// Nor document.fonts, which Mantine's autosizing textarea (a field's description) listens to.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

afterEach(() => {
  api.endSession();
  clearNotices();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const FIRST_LOAD = { timeout: 8000 };
const field: DataField = {
  ...newDataField({ uuid: 'f1', document_key: 'c1', type: 'signature', page_index: 0 }),
  x: 100,
  y: 100,
  custom_id: 'signature_1',
  signatory_uuid: 'self',
};

type Probe = (user: UserEvent) => Promise<HTMLElement | null>;

/** The page header and the editor are there (jsdom is a narrow screen: the sidebar is a drawer). */
const editorReady = () => screen.findByRole('button', { name: 'Fields and settings' }, FIRST_LOAD);

const button =
  (name: string): Probe =>
  async () => {
    await editorReady();
    return screen.queryByRole('button', { name });
  };

const documentMenuItem =
  (name: string): Probe =>
  async (user) => {
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Document actions' }));
    await screen.findByRole('menu');
    return screen.queryByRole('menuitem', { name });
  };

const inPanel =
  (tab: string, find: () => HTMLElement | null | Promise<HTMLElement | null>): Probe =>
  async (user) => {
    await user.click(await editorReady());
    await user.click(await screen.findByRole('tab', { name: tab }));
    return find();
  };

const settingSwitch = (label: string): Probe =>
  inPanel('Settings', async () => {
    await screen.findByRole('switch', { name: flagLabel(i18n.t, 'sequential_signing') });
    return screen.queryByRole('switch', { name: label });
  });

/** Opens the Add signer dialog and looks at its channel choice. */
const signerChannel =
  (find: (input: HTMLElement, user: UserEvent) => Promise<HTMLElement | null>): Probe =>
  async (user) => {
    await user.click(await editorReady());
    await user.click(await screen.findByRole('tab', { name: 'Signers' }));
    await user.click(await screen.findByRole('button', { name: 'Add signer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add signer' });
    const input = within(dialog)
      .getAllByLabelText(/^Send requests by/)
      .find((e) => e.tagName === 'INPUT')!;
    return find(input, user);
  };

/** Selects the signature field on the page, then looks in the Fields tab. */
const withFieldSelected =
  (name: string): Probe =>
  async (user) => {
    const box = await screen.findByRole(
      'button',
      { name: /^Signature field signature_1,/ },
      FIRST_LOAD,
    );
    await user.pointer({ keys: '[MouseLeft]', target: box });
    return inPanel('Fields', () => screen.queryByRole('button', { name }))(user);
  };

type Gate = {
  path: PermissionPath;
  control: string;
  /** Flags set before the one under test (e.g. the other way to the same control turned off). */
  base?: Partial<Record<PermissionPath, boolean>>;
  /** The pack's status when not setup. */
  status?: 'awaiting_signatures';
  probe: Probe;
  /** Hidden; disabled (with the reason); or shown read-only ("View"). */
  off: 'hidden' | 'disabled' | 'view-only';
};

const settingGate = (path: PermissionPath, flag: DocumentFlag): Gate => ({
  path,
  control: `the “${flagLabel(i18n.t, flag)}” setting`,
  probe: settingSwitch(flagLabel(i18n.t, flag)),
  off: 'disabled',
});

const moreRow = (path: PermissionPath, label: string): Gate => ({
  path,
  control: `More › ${label}`,
  probe: inPanel('More', () => screen.findByRole('button', { name: label }, FIRST_LOAD)),
  off: 'view-only',
});

/** The document view's and the setup editor's controls and the flag that governs each. */
const GATES: Gate[] = [
  {
    path: 'document_permissions.can_request_signatures',
    control: 'Request signatures',
    probe: button('Request signatures'),
    off: 'disabled',
  },
  {
    path: 'can_upload_documents_to_pack',
    control: 'Add document (without can_upload_documents)',
    base: { can_upload_documents: false },
    probe: button('Add document'),
    off: 'disabled',
  },
  {
    path: 'can_upload_documents',
    control: 'Add document (without can_upload_documents_to_pack)',
    base: { can_upload_documents_to_pack: false },
    probe: button('Add document'),
    off: 'disabled',
  },
  {
    path: 'document_permissions.can_revert_document_status',
    control: 'Revert to setup (out for signing)',
    status: 'awaiting_signatures',
    probe: async () => {
      await screen.findByRole('button', { name: 'Document actions' }, FIRST_LOAD);
      return screen.queryByRole('button', { name: 'Revert to setup' });
    },
    off: 'hidden',
  },
  {
    path: 'document_permissions.can_download_document_csv_data',
    control: 'Download field data (CSV)',
    probe: documentMenuItem('Download field data (CSV)'),
    off: 'hidden',
  },
  {
    path: 'can_delete_documents',
    control: 'the document’s Move to trash',
    probe: documentMenuItem('Move to trash'),
    off: 'hidden',
  },
  {
    path: 'can_create_templates',
    control: 'Save as template',
    probe: documentMenuItem('Save as template'),
    off: 'hidden',
  },
  {
    path: 'document_permissions.can_setup_highlight_fields',
    control: 'the Highlight field type',
    probe: inPanel('Fields', () => screen.queryByRole('button', { name: 'Add Highlight field' })),
    off: 'hidden',
  },
  {
    path: 'document_permissions.can_repeat_fields_across_pages',
    control: 'Repeat fields',
    probe: withFieldSelected('Repeat fields'),
    off: 'hidden',
  },
  settingGate('document_permissions.can_use_otp', 'use_two_factor_authentication'),
  settingGate('document_permissions.can_use_reusable_link', 'can_be_used_as_form'),
  settingGate('document_permissions.can_configure_note_permissions', 'can_be_annotated'),
  settingGate('document_permissions.can_auto_insert_initials', 'use_one_click_initial'),
  settingGate('document_permissions.can_auto_insert_signature', 'use_one_click_signature'),
  settingGate(
    'document_permissions.can_configure_communication_channel',
    'communication_channel_configurable',
  ),
  settingGate('document_permissions.can_use_signer_groups', 'use_signer_groups'),
  settingGate('can_lock_and_unlock_fields', 'data_fields_locked'),
  {
    path: 'document_permissions.can_configure_communication_channel',
    control: 'a signer’s “Send requests by” (the document does not allow choosing)',
    probe: signerChannel(async (input) => input),
    off: 'disabled',
  },
  {
    path: 'document_permissions.can_use_whatsapp',
    control: 'the WhatsApp channel option',
    base: { 'document_permissions.can_configure_communication_channel': true },
    probe: signerChannel(async (input, user) => {
      await user.click(input);
      return screen.findByRole('option', { name: /^WhatsApp/ });
    }),
    off: 'disabled',
  },
  {
    path: 'user_profile_permissions.can_view_advanced_settings',
    control: 'the advanced settings (e.g. the audit trail)',
    probe: settingSwitch(flagLabel(i18n.t, 'include_audit_trail_in_signed_documents')),
    off: 'hidden',
  },
  {
    path: 'document_permissions.can_configure_field_rules',
    control: 'Rules › Add rule',
    probe: inPanel('Rules', async () => {
      await screen.findByRole('switch', { name: 'Debug' }, FIRST_LOAD);
      return screen.queryByRole('button', { name: 'Add rule' });
    }),
    off: 'hidden',
  },
  moreRow('document_permissions.can_change_notification_rules', 'Notification rules'),
  moreRow('can_configure_event_actions', 'Event subscriptions'),
  moreRow('document_permissions.can_set_up_form_views', 'Form view'),
  {
    path: 'document_permissions.can_view_api_details',
    control: 'More › API details',
    probe: inPanel('More', async () => {
      await screen.findByRole('button', { name: 'Notification rules' }, FIRST_LOAD);
      return screen.queryByRole('button', { name: 'API details' });
    }),
    off: 'hidden',
  },
];

const openEditor = (gate: Gate, allowed: boolean) => {
  api.startSession(aLogin());
  const member = aRestrictedMember({
    // Settings a member changes only with the flag are otherwise open to them here.
    'document_permissions.can_use_reusable_link': true,
    'document_permissions.can_configure_note_permissions': true,
    'document_permissions.can_auto_insert_initials': true,
    'document_permissions.can_auto_insert_signature': true,
    'document_permissions.can_configure_communication_channel': true,
    ...gate.base,
    [gate.path]: allowed,
  });
  stubDocumentsServer({
    'GET /app/user/user_accounts': () => userAccountsAnswer(member),
    'GET /app/documents/pack-1': () => ({
      body: {
        success: true,
        document: aPack([aChild({ key: 'c1' })], gate.status ? { status: gate.status } : {}),
      },
    }),
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: [field] },
    }),
    'GET /app/documents/pack-1/field_rules': () => ({ body: { success: true, field_rules: [] } }),
    'GET /app/documents/pack-1/appendices': () => ({
      body: { success: true, document_appendices: [] },
    }),
  });
  return renderApp('#documents/pack-1');
};

describe('the editor offers only what the member’s permissions allow (issue 11)', () => {
  it.each(GATES)('$path governs $control', async (gate) => {
    const allowedView = openEditor(gate, true);
    const shown = await gate.probe(allowedView.user);
    expect(shown).not.toBeNull();
    expect(shown!.getAttribute('aria-disabled')).not.toBe('true');
    expect((shown as HTMLInputElement).disabled ?? false).toBe(false);
    if (gate.off === 'view-only') expect(within(shown!).queryByText('View')).toBeNull();
    allowedView.unmount();

    const refusedView = openEditor(gate, false);
    const refused = await gate.probe(refusedView.user);
    if (gate.off === 'hidden') expect(refused).toBeNull();
    else if (gate.off === 'view-only') expect(within(refused!).getByText('View')).toBeTruthy();
    else
      expect(
        refused?.getAttribute('aria-disabled') === 'true' ||
          (refused as HTMLInputElement | null)?.disabled === true,
      ).toBe(true);
  });
});
