import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { DEFAULT_PERMISSIONS } from './permissions.ts';
import { maySaveAsTemplate, templateSaveOutcome } from './templates.ts';

describe('saving as a template', () => {
  it('needs both the template and the copy permission', () => {
    expect(maySaveAsTemplate(DEFAULT_PERMISSIONS)).toBe(true);
    expect(maySaveAsTemplate({ ...DEFAULT_PERMISSIONS, can_create_templates: false })).toBe(false);
    expect(
      maySaveAsTemplate({
        ...DEFAULT_PERMISSIONS,
        document_permissions: {
          ...DEFAULT_PERMISSIONS.document_permissions,
          can_create_document_copies: false,
        },
      }),
    ).toBe(false);
    expect(maySaveAsTemplate(null)).toBe(false);
  });

  it('reports all, some or none saved', () => {
    expect(templateSaveOutcome(1, 0)).toEqual({ color: 'success', message: 'Saved as template.' });
    expect(templateSaveOutcome(3, 0).message).toBe('3 templates saved.');
    expect(templateSaveOutcome(2, 1)).toEqual({
      color: 'warning',
      message: '(Some) Document(s) copied. 2 of 3 saved as templates.',
    });
    expect(templateSaveOutcome(0, 2)).toEqual({
      color: 'danger',
      message: MESSAGES.documentsNotCopied,
    });
  });
});
