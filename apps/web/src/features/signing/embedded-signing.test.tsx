import {
  EMBED_FAIL_MESSAGES,
  SIGNING_MESSAGES,
  newDataField,
  type ParentMessage,
} from '@quire/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EmbedBridge from '../../app/embed/embed-bridge.ts';
import type { EmbedHandler } from '../../app/embed/embed-bridge.ts';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { stubServer } from '../../test/fake-fetch.ts';
import { aUser } from '../../test/fixtures.ts';
import { clearNotices } from '../../test/render-app.tsx';
import { aChild, aPack, aSignatory } from '../documents/test-support/document-fixtures.ts';
import { SigningView } from './signing-view.tsx';

// This page in a partner's frame: what it posts to the parent, and the handler it registers.
const posted = vi.hoisted(() => [] as unknown[]);
const registered = vi.hoisted(() => ({ handler: null as EmbedHandler | null }));
vi.mock('../../app/embed/embed-parent.ts', () => ({
  embedParentOrigin: () => 'https://portal.example.com',
  postToParent: (message: unknown) => posted.push(message),
}));
vi.mock('../../app/embed/embed-bridge.ts', async (original) => ({
  ...(await original<typeof EmbedBridge>()),
  setEmbedHandler: (handler: EmbedHandler | null) => (registered.handler = handler),
}));

const me = aSignatory({
  uuid: 'me',
  name: 'Ada',
  user_key: 'u-ada',
  status: 'awaiting_signatures',
  position: 0,
  terms_accepted_at: '2026-11-24T09:00:00.000Z',
});
const children = ['child-1', 'child-2'].map((key, position) =>
  aChild({
    key,
    position,
    status: 'awaiting_signatures',
    page_count: 1,
    image_blob_serving_urls: [`/app/serve_image/${key}`],
  }),
);
const title = {
  ...newDataField({ uuid: 'title', document_key: 'child-1', type: 'text', page_index: 0 }),
  signatory_uuid: 'me',
  required: true,
  description: 'Your title',
};

const renderView = (signatory = me) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <SigningView
        pack={aPack(children, {
          status: 'awaiting_signatures',
          signatories: [signatory],
          use_two_factor_authentication: false,
        })}
        user={aUser({ key: 'u-ada', email_address: 'ada@example.com' })}
      />
    </AppProviders>,
  );

const ask = (message: ParentMessage) => registered.handler!(message);

beforeEach(() => {
  posted.length = 0;
  registered.handler = null;
  window.sessionStorage.clear();
  stubServer({
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: [title] },
    }),
    'GET /app/documents/pack-1/field_rules': () => ({ body: { success: true, field_rules: [] } }),
    'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
    'POST /app/documents/pack-1/audit_document_opened_event': () => ({ body: { success: true } }),
    'GET /app/documents/pack-1/signing_draft/me': () => ({
      body: {
        success: true,
        draft: { signatory_uuid: 'me', revision: 0, fields: {}, date_updated: null },
      },
    }),
  });
});
afterEach(() => {
  clearNotices();
  vi.unstubAllGlobals();
});

describe('the signing page in a partner’s frame', () => {
  it('says it is ready, switches tabs on request and refuses what it cannot do', async () => {
    renderView();
    await waitFor(() => expect(registered.handler).not.toBeNull());
    expect(posted).toContainEqual({
      type: 'quire:ready',
      mode: 'signing',
      document_key: 'pack-1',
      signatory_uuid: 'me',
    });
    expect(posted).toContainEqual({ type: 'quire:document_tab_changed', document_key: 'child-1' });

    await ask({ type: 'quire:switch_document_tab', request_id: 'a', document: 'child-2' });
    await waitFor(() =>
      expect(posted).toContainEqual({
        type: 'quire:document_tab_changed',
        document_key: 'child-2',
      }),
    );
    await expect(
      ask({ type: 'quire:switch_document_tab', request_id: 'b', document: 5 }),
    ).rejects.toThrow(EMBED_FAIL_MESSAGES.unknownDocument);
    await expect(
      ask({ type: 'quire:add_signatory', request_id: 'c', signatory: { name: 'Late Larry' } }),
    ).rejects.toThrow(EMBED_FAIL_MESSAGES.addSignatoryWhileSigning);
  });

  it('refuses to finish while a required field is empty, with the signing page’s message', async () => {
    renderView();
    await waitFor(() => expect(registered.handler).not.toBeNull());
    await expect(
      ask({ type: 'quire:update_status', request_id: 'd', status: 'complete' }),
    ).rejects.toThrow(SIGNING_MESSAGES.incompleteFields);
    expect(await screen.findByText(SIGNING_MESSAGES.incompleteFields)).toBeTruthy();
  });

  it('tells the parent why there is nothing to sign', async () => {
    renderView({ ...me, status: 'complete' });
    await waitFor(() =>
      expect(posted).toContainEqual({
        type: 'quire:signing_unavailable',
        document_key: 'pack-1',
        reason: 'signed',
      }),
    );
    expect(posted.some((m) => (m as { type: string }).type === 'quire:ready')).toBe(false);
  });
});
