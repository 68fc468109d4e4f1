import { describe, expect, it } from 'vitest';
import {
  bulkOutcomeMessage,
  copyOutcome,
  isPermissionWarning,
  moveOutcome,
} from './document-actions.ts';
import { MESSAGES } from './messages.ts';

describe('bulk action outcomes', () => {
  it('warns with the spec message when some were skipped', () => {
    expect(bulkOutcomeMessage('delete', 2, 1)).toBe(MESSAGES.someNotDeleted);
    expect(bulkOutcomeMessage('recover', 0, 3)).toBe(MESSAGES.someNotRecovered);
    expect(bulkOutcomeMessage('delete', 3, 0)).toBe('3 documents moved to the trash.');
    expect(bulkOutcomeMessage('recover', 1, 0)).toBe('Document recovered.');
  });

  it('tells a full copy from a partial one and from none', () => {
    expect(copyOutcome(2, 0)).toEqual({
      success: true,
      partial: false,
      message: 'Document(s) copied.',
    });
    expect(copyOutcome(1, 1)).toEqual({
      success: true,
      partial: true,
      message: '(Some) Document(s) copied.',
    });
    expect(copyOutcome(0, 2).success).toBe(false);
  });

  it('names what moved', () => {
    expect(moveOutcome(2, 0).message).toBe('2 documents moved.');
    expect(moveOutcome(1, 1).message).toBe(MESSAGES.someNotMoved);
    expect(moveOutcome(0, 1)).toEqual({ success: false, message: MESSAGES.noneMoved });
  });
});

describe('bulk permission warnings', () => {
  it('tells a §8 permission warning from a success', () => {
    expect(isPermissionWarning(MESSAGES.someNotDeleted)).toBe(true);
    expect(isPermissionWarning(MESSAGES.someNotRecovered)).toBe(true);
    expect(isPermissionWarning(MESSAGES.someNotMoved)).toBe(true);
    expect(isPermissionWarning(bulkOutcomeMessage('delete', 2, 0))).toBe(false);
    expect(isPermissionWarning(MESSAGES.someDocumentsCopied)).toBe(false);
    expect(isPermissionWarning(undefined)).toBe(false);
  });
});
