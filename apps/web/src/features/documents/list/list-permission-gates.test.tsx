import { MESSAGES, type DocumentDto, type PermissionPath, type UserAccount } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin, aUserAccount } from '../../../test/fixtures.ts';
import { aRestrictedMember, userAccountsAnswer } from '../../../test/permissions.ts';
import { clearNotices, renderApp, shownNotices } from '../../../test/render-app.tsx';
import { aDocument } from '../test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../test-support/documents-server.ts';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const TEMPLATES = '#documents?document_type=template';
const lease = aDocument({ key: 'doc-lease', document_name: 'Lease agreement' });
const nda = aDocument({ key: 'doc-nda', document_name: 'Mutual NDA' });
const colleagues = aDocument({
  key: 'doc-theirs',
  document_name: 'Colleague’s contract',
  created_by: 'user-2',
  created_by_name: 'Grace Hopper',
});
const offer = aDocument({
  key: 'tpl-offer',
  document_name: 'Offer letter',
  document_type: 'template',
});
const policy = aDocument({ key: 'tpl-policy', document_name: 'Policy', document_type: 'template' });
const otherWorkspace = aUserAccount({
  key: 'ua-other',
  account_key: 'acc-other',
  account_name: 'Other workspace',
  is_personal_account: false,
});

type Probe = (user: UserEvent) => Promise<HTMLElement | null>;

/** The first screen of a file mounts the whole app cold; on a busy machine that takes a while. */
const FIRST_LOAD = { timeout: 5000 };

/** Opens a row's menu and looks for one of its items. */
const rowMenuItem =
  (docName: string, item: string): Probe =>
  async (user) => {
    await user.click(
      await screen.findByRole('button', { name: `Actions for ${docName}` }, FIRST_LOAD),
    );
    await screen.findByRole('menu');
    return screen.queryByRole('menuitem', { name: item });
  };

/** Selects rows and looks for a button of the bulk bar (null when rows can't be selected). */
const bulkButton =
  (docNames: string[], name: string): Probe =>
  async (user) => {
    await screen.findByText(docNames[0]!, {}, FIRST_LOAD);
    for (const doc of docNames) {
      const box = screen.queryByRole('checkbox', { name: `Select ${doc}` });
      if (!box) return null;
      await user.click(box);
    }
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    return within(bar).queryByRole('button', { name });
  };

const selectBox =
  (docName: string): Probe =>
  async () => {
    await screen.findByText(docName, {}, FIRST_LOAD);
    return screen.queryByRole('checkbox', { name: `Select ${docName}` });
  };

const headerButton =
  (name: string): Probe =>
  async () => {
    await screen.findByRole('table', { name: 'Documents' }, FIRST_LOAD);
    return screen.getByRole('button', { name });
  };

type Gate = {
  path: PermissionPath;
  control: string;
  hash?: string;
  docs: DocumentDto[];
  otherAccounts?: UserAccount[];
  probe: Probe;
  /** Off: the control is gone, or there and disabled with the reason. */
  off: 'hidden' | 'disabled';
};

/** The documents list's controls and the flag that governs each (docs/api-permissions-web.md). */
const GATES: Gate[] = [
  {
    path: 'can_upload_documents',
    control: 'Upload PDF',
    docs: [lease],
    probe: headerButton('Upload PDF'),
    off: 'disabled',
  },
  {
    path: 'can_do_bulk_actions',
    control: 'row selection for the bulk bar',
    docs: [lease],
    probe: selectBox('Lease agreement'),
    off: 'hidden',
  },
  {
    path: 'can_delete_documents',
    control: 'row menu Move to trash',
    docs: [lease],
    probe: rowMenuItem('Lease agreement', 'Move to trash'),
    off: 'hidden',
  },
  {
    path: 'can_delete_documents',
    control: 'bulk Move to trash',
    docs: [lease, nda],
    probe: bulkButton(['Lease agreement', 'Mutual NDA'], 'Move to trash'),
    off: 'hidden',
  },
  {
    path: 'can_delete_templates',
    control: 'template row menu Move to trash',
    hash: TEMPLATES,
    docs: [offer],
    probe: rowMenuItem('Offer letter', 'Move to trash'),
    off: 'hidden',
  },
  {
    path: 'can_delete_other_users_documents',
    control: 'Move to trash on a colleague’s document',
    docs: [colleagues],
    probe: rowMenuItem('Colleague’s contract', 'Move to trash'),
    off: 'hidden',
  },
  {
    path: 'can_move_documents',
    control: 'bulk Move to workspace',
    docs: [lease],
    otherAccounts: [otherWorkspace],
    probe: bulkButton(['Lease agreement'], 'Move to workspace'),
    off: 'hidden',
  },
  {
    path: 'can_move_templates',
    control: 'bulk Move to workspace for templates',
    hash: TEMPLATES,
    docs: [offer],
    otherAccounts: [otherWorkspace],
    probe: bulkButton(['Offer letter'], 'Move to workspace'),
    off: 'hidden',
  },
  {
    path: 'document_permissions.can_create_document_copies',
    control: 'bulk Copy',
    docs: [lease],
    probe: bulkButton(['Lease agreement'], 'Copy'),
    off: 'hidden',
  },
  {
    path: 'can_create_templates',
    control: 'row menu Save as template',
    docs: [lease],
    probe: rowMenuItem('Lease agreement', 'Save as template'),
    off: 'hidden',
  },
  {
    path: 'can_create_templates',
    control: 'bulk Save as template',
    docs: [lease],
    probe: bulkButton(['Lease agreement'], 'Save as template'),
    off: 'hidden',
  },
  {
    path: 'can_merge_templates',
    control: 'bulk Merge of templates',
    hash: TEMPLATES,
    docs: [offer, policy],
    probe: bulkButton(['Offer letter', 'Policy'], 'Merge'),
    off: 'hidden',
  },
];

const openList = (gate: Gate, allowed: boolean) => {
  api.startSession(aLogin());
  const member = aRestrictedMember({ [gate.path]: allowed });
  stubDocumentsServer({
    'GET /app/user/user_accounts': () => userAccountsAnswer(member, ...(gate.otherAccounts ?? [])),
    'GET /app/documents': () => ({ body: { success: true, documents: gate.docs, cursor: null } }),
  });
  return renderApp(gate.hash ?? '#documents');
};

describe('the documents list offers only what the member’s permissions allow (issue 11)', () => {
  it.each(GATES)('$path governs $control', async (gate) => {
    const allowedView = openList(gate, true);
    const shown = await gate.probe(allowedView.user);
    expect(shown).not.toBeNull();
    expect(shown!.getAttribute('aria-disabled')).not.toBe('true');
    allowedView.unmount();

    const refusedView = openList(gate, false);
    const refused = await gate.probe(refusedView.user);
    if (gate.off === 'hidden') expect(refused).toBeNull();
    else expect(refused?.getAttribute('aria-disabled')).toBe('true');
  });

  it('says why Upload PDF is disabled', async () => {
    const { user } = openList(GATES[0]!, false);
    const upload = await headerButton('Upload PDF')(user);
    expect(upload!.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(upload!.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toMatch(/don't have the permissions to upload documents/);
  });
});

describe('bulk answers that skipped documents (§6, §8)', () => {
  it('shows the permission warning as a warning and reloads the list', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({
        body: { success: true, documents: [lease, nda], cursor: null },
      }),
      'POST /app/bulk_actions/document_actions/delete_multiple_documents': () => ({
        body: { success: true, message: MESSAGES.someNotDeleted },
      }),
    });
    const { user } = renderApp('#documents');
    const trash = await bulkButton(['Lease agreement', 'Mutual NDA'], 'Move to trash')(user);
    const loads = requestsTo(fetch, 'GET /app/documents').length;
    await user.click(trash!);

    await waitFor(() =>
      expect(shownNotices()).toContainEqual(
        expect.objectContaining({ color: NOTICE_COLORS.warning, message: MESSAGES.someNotDeleted }),
      ),
    );
    await waitFor(() =>
      expect(requestsTo(fetch, 'GET /app/documents').length).toBeGreaterThan(loads),
    );
  });

  it('shows a full success as a success', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [lease], cursor: null } }),
      'POST /app/bulk_actions/document_actions/delete_multiple_documents': () => ({
        body: { success: true, message: 'Document moved to the trash.' },
      }),
    });
    const { user } = renderApp('#documents');
    await user.click((await bulkButton(['Lease agreement'], 'Move to trash')(user))!);
    await waitFor(() =>
      expect(shownNotices()).toContainEqual(
        expect.objectContaining({ color: NOTICE_COLORS.success }),
      ),
    );
  });

  it('shows a bulk refusal (403) in the server’s words as a danger notice', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [lease], cursor: null } }),
      'POST /app/bulk_actions/document_actions/copy_multiple_documents': () => ({
        status: 403,
        body: { success: false, message: MESSAGES.mayNotCopy },
      }),
    });
    const { user } = renderApp('#documents');
    await user.click((await bulkButton(['Lease agreement'], 'Copy')(user))!);
    await waitFor(() =>
      expect(shownNotices()).toContainEqual(
        expect.objectContaining({ color: NOTICE_COLORS.danger, message: MESSAGES.mayNotCopy }),
      ),
    );
  });
});
