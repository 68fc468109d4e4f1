import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices } from '../../../test/render-app.tsx';
import { resetPackSaveQueues } from './pack-save-queues.ts';
import { aGroup, aSetupPack, aSignatory, renderWithPack } from './panel-test-support.tsx';
import { SignersPanel } from './signers-panel.tsx';

/** jsdom has no layout: every row of the list is 48 px high, one under the other. */
const ROW = 48;
const ORDER = ['ann', 'board', 'bob', 'dan'];

// jsdom has no PointerEvent; dnd-kit's pointer sensor reads isPrimary, button and clientX/Y.
class PointerEventStub extends MouseEvent {
  readonly isPrimary: boolean;
  readonly pointerId = 1;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? true;
  }
}

beforeEach(() => {
  api.startSession(aLogin());
  vi.stubGlobal('PointerEvent', PointerEventStub);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = ORDER.indexOf(this.closest('[data-row]')?.getAttribute('data-row') ?? '');
    const top = index < 0 ? 0 : index * ROW;
    const height = index < 0 ? 0 : ROW;
    return DOMRect.fromRect({ x: 0, y: top, width: index < 0 ? 0 : 320, height });
  });
});
afterEach(() => {
  api.endSession();
  clearNotices();
  resetPackSaveQueues();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pack = aSetupPack({
  use_signer_groups: true,
  signer_groups: [aGroup({ uuid: 'board', name: 'Board', position: 1 })],
  signatories: [
    aSignatory({ uuid: 'ann', name: 'Ann', role: 'signer-1', position: 0 }),
    aSignatory({
      uuid: 'bob',
      name: 'Bob',
      role: 'signer-2',
      position: 2,
      signer_group_uuid: 'board',
    }),
    aSignatory({ uuid: 'dan', name: 'Dan', role: 'signer-3', position: 3 }),
  ],
});

/** Drags a row's handle by the pointer until it is `ratio` of the way down the target row. */
const drag = async (handleName: string, from: string, to: string, ratio: number) => {
  const handle = screen.getByRole('button', { name: handleName });
  const startY = ORDER.indexOf(from) * ROW + ROW / 2;
  const endY = ORDER.indexOf(to) * ROW + ROW * ratio;
  fireEvent.pointerDown(handle, { clientX: 20, clientY: startY, button: 0, isPrimary: true });
  await act(async () => {
    fireEvent.pointerMove(document, { clientX: 20, clientY: startY - 10 });
  });
  await act(async () => {
    fireEvent.pointerMove(document, { clientX: 20, clientY: endY });
  });
  await act(async () => {
    fireEvent.pointerUp(document, { clientX: 20, clientY: endY });
  });
};

const reorderHandlers = {
  'POST /app/documents/pack-1/reorder_signatories': () => ({ body: { success: true } }),
};

describe('dragging signers (spec §4 30–70 % band)', () => {
  it('drops a signer on the middle of a group into the group', async () => {
    const { fetch, cached } = renderWithPack(pack, <SignersPanel pack={pack} />, reorderHandlers);
    await drag('Reorder Dan', 'dan', 'board', 0.5);
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/documents/pack-1/reorder_signatories')).toHaveLength(1),
    );
    expect(requestsTo(fetch, 'POST /app/documents/pack-1/reorder_signatories')[0]?.body).toEqual({
      data: [
        { uuid: 'ann', position: 0, signer_group_uuid: null },
        { uuid: 'board', position: 1, signer_group_uuid: null },
        { uuid: 'bob', position: 2, signer_group_uuid: 'board' },
        { uuid: 'dan', position: 3, signer_group_uuid: 'board' },
      ],
    });
    expect(cached()?.signatories.find((s) => s.uuid === 'dan')?.signer_group_uuid).toBe('board');
    expect(screen.getByText('2 signers')).toBeTruthy();
  });

  it('drops a signer on the top of a group before it, ungrouped', async () => {
    const { fetch } = renderWithPack(pack, <SignersPanel pack={pack} />, reorderHandlers);
    await drag('Reorder Dan', 'dan', 'board', 0.2);
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/documents/pack-1/reorder_signatories')).toHaveLength(1),
    );
    expect(requestsTo(fetch, 'POST /app/documents/pack-1/reorder_signatories')[0]?.body).toEqual({
      data: [
        { uuid: 'ann', position: 0, signer_group_uuid: null },
        { uuid: 'dan', position: 1, signer_group_uuid: null },
        { uuid: 'board', position: 2, signer_group_uuid: null },
        { uuid: 'bob', position: 3, signer_group_uuid: 'board' },
      ],
    });
  });

  it('takes a member out of its group when dropped above the list', async () => {
    const { fetch } = renderWithPack(pack, <SignersPanel pack={pack} />, reorderHandlers);
    await drag('Reorder Bob', 'bob', 'ann', -0.5);
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/documents/pack-1/reorder_signatories')).toHaveLength(1),
    );
    expect(requestsTo(fetch, 'POST /app/documents/pack-1/reorder_signatories')[0]?.body).toEqual({
      data: [
        { uuid: 'bob', position: 0, signer_group_uuid: null },
        { uuid: 'ann', position: 1, signer_group_uuid: null },
        { uuid: 'board', position: 2, signer_group_uuid: null },
        { uuid: 'dan', position: 3, signer_group_uuid: null },
      ],
    });
  });
});
