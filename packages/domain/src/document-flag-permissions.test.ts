import { describe, expect, it } from 'vitest';
import { DOCUMENT_FLAGS, DOCUMENT_FLAG_GROUPS } from './document.ts';
import { ADVANCED_FLAG_GROUPS, DOCUMENT_FLAG_PERMISSIONS } from './document-flag-permissions.ts';
import { ALL_PERMISSION_PATHS } from './permission-path.ts';

describe('settings governed by a permission', () => {
  it('names real settings and real permission paths', () => {
    for (const [flag, path] of Object.entries(DOCUMENT_FLAG_PERMISSIONS)) {
      expect(DOCUMENT_FLAGS).toContain(flag);
      expect(ALL_PERMISSION_PATHS).toContain(path);
    }
  });

  it('hides only groups the settings panel has', () => {
    for (const group of ADVANCED_FLAG_GROUPS)
      expect(Object.keys(DOCUMENT_FLAG_GROUPS)).toContain(group);
  });
});
