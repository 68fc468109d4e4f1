import { copiedFieldsMessage, pastedFieldsMessage, undoClearedMessage } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';

describe('the editor catalogue', () => {
  it('says the §8 clipboard and undo messages word for word in English', () => {
    const t = i18n.getFixedT('en');
    for (const n of [1, 3]) {
      expect(t('editor.copied', { count: n })).toBe(copiedFieldsMessage(n));
      expect(t('editor.pasted', { count: n })).toBe(pastedFieldsMessage(n));
      expect(t('editor.undoCleared', { count: n })).toBe(undoClearedMessage(n));
    }
  });
});
