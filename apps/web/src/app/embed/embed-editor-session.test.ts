import { afterEach, describe, expect, it } from 'vitest';
import {
  embedEditorXsrfToken,
  embeddedEditorPackKey,
  isEmbeddedEditor,
} from './embed-editor-session.ts';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('the embedded editor session', () => {
  afterEach(() => at('/'));

  it('is the app served at /embed/editor/{pack}, for that pack', () => {
    at('/embed/editor/pack%2D1?parent_origin=https%3A%2F%2Fportal.example.com#documents/pack-1');
    expect(isEmbeddedEditor()).toBe(true);
    expect(embeddedEditorPackKey()).toBe('pack-1');
    at('/embed/documents/pack-1');
    expect(isEmbeddedEditor()).toBe(false);
    expect(embeddedEditorPackKey()).toBeNull();
  });

  it("reads its xsrf token from its own cookie, and only in the editor's frame", () => {
    const cookies = 'quire_xsrf=signer; quire_embed_xsrf=ab%3Dcd';
    at('/embed/editor/pack-1');
    expect(embedEditorXsrfToken(cookies)).toBe('ab=cd');
    expect(embedEditorXsrfToken('quire_xsrf=signer')).toBeNull();
    expect(embedEditorXsrfToken('quire_embed_xsrf=')).toBeNull();
    at('/');
    expect(embedEditorXsrfToken(cookies)).toBeNull();
  });
});
