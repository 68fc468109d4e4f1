import { describe, expect, it } from 'vitest';
import type { SignatoryStatus } from './document.ts';
import {
  currentSigningStep,
  isNextSigner,
  signatoriesToNotify,
  signingSteps,
  type OrderedSignatory,
} from './signing-order.ts';

const s = (
  uuid: string,
  position: number,
  status: SignatoryStatus = 'awaiting_signatures',
  signer_group_uuid: string | null = null,
  removed = false,
): OrderedSignatory => ({ uuid, position, status, signer_group_uuid, removed });

const uuids = (list: readonly OrderedSignatory[]) => list.map((x) => x.uuid);
const sequential = { sequential_signing: true };
const parallel = { sequential_signing: false };

describe('signing order', () => {
  it('notifies everyone awaiting when signing is not sequential', () => {
    const list = [
      s('b', 1),
      s('a', 0, 'complete'),
      s('c', 2),
      s('d', 3, 'awaiting_signatures', null, true),
    ];
    expect(uuids(signatoriesToNotify(parallel, list))).toEqual(['b', 'c']);
  });

  it('notifies only the first signer not complete, in position order, when sequential', () => {
    const list = [s('second', 1), s('first', 0), s('third', 2)];
    expect(uuids(signatoriesToNotify(sequential, list))).toEqual(['first']);
    list[1] = s('first', 0, 'complete');
    expect(uuids(signatoriesToNotify(sequential, list))).toEqual(['second']);
  });

  it('passes over excluded and removed signers', () => {
    const list = [s('a', 0, 'excluded'), s('b', 1, 'awaiting_signatures', null, true), s('c', 2)];
    expect(uuids(signatoriesToNotify(sequential, list))).toEqual(['c']);
  });

  it('treats a group as one step: all its members together, the next step after all are done', () => {
    const list = [
      s('lead', 0),
      s('g1', 2, 'awaiting_signatures', 'grp'),
      s('g2', 3, 'awaiting_signatures', 'grp'),
      s('last', 4),
    ];
    expect(signingSteps(list).map(uuids)).toEqual([['lead'], ['g1', 'g2'], ['last']]);
    list[0] = s('lead', 0, 'complete');
    expect(uuids(signatoriesToNotify(sequential, list))).toEqual(['g1', 'g2']);
    list[1] = s('g1', 2, 'complete', 'grp');
    // g2 still has to sign: only g2 is asked, and 'last' waits.
    expect(uuids(signatoriesToNotify(sequential, list))).toEqual(['g2']);
    list[2] = s('g2', 3, 'complete', 'grp');
    expect(uuids(signatoriesToNotify(sequential, list))).toEqual(['last']);
  });

  it('notifies no one once everyone is done, and no one when the current step was rejected', () => {
    expect(signatoriesToNotify(sequential, [s('a', 0, 'complete')])).toEqual([]);
    expect(currentSigningStep([s('a', 0, 'complete')])).toBeUndefined();
    expect(signatoriesToNotify(sequential, [s('a', 0, 'rejected'), s('b', 1)])).toEqual([]);
  });

  it('answers is_next_signer for the signer whose turn it is only', () => {
    const list = [s('first', 0), s('second', 1)];
    expect(isNextSigner(sequential, list, 'first')).toBe(true);
    expect(isNextSigner(sequential, list, 'second')).toBe(false);
    expect(isNextSigner(parallel, list, 'second')).toBe(true);
    expect(isNextSigner(parallel, [s('done', 0, 'complete')], 'done')).toBe(false);
    expect(isNextSigner(parallel, list, 'nobody')).toBe(false);
  });
});
