import { describe, expect, it } from 'vitest';
import { frameAncestorsFor, normaliseOrigin } from './embed-origins.ts';
import { embedOutcomeOf, isQuireMessage, readParentMessage } from './embed-protocol.ts';

describe('normaliseOrigin', () => {
  it('answers the origin as a browser reports it', () => {
    expect(normaliseOrigin(' HTTPS://Portal.Example.com ')).toBe('https://portal.example.com');
    expect(normaliseOrigin('https://portal.example.com:443/')).toBe('https://portal.example.com');
    expect(normaliseOrigin('http://127.0.0.1:3756')).toBe('http://127.0.0.1:3756');
    expect(normaliseOrigin('http://[::1]:8080')).toBe('http://[::1]:8080');
  });

  it('refuses what is not exactly an origin', () => {
    for (const bad of [
      '',
      'portal.example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://example.com/path',
      'https://example.com?x=1',
      'https://example.com#top',
      'https://user:pw@example.com',
      'https://*.example.com',
      "https://example.com'",
    ])
      expect(normaliseOrigin(bad), bad).toBeNull();
  });
});

describe('frameAncestorsFor', () => {
  const allowed = ['https://a.example', 'http://127.0.0.1:3756'];
  it('names only the allowed parent origin the page was opened for', () => {
    expect(frameAncestorsFor(allowed, 'http://127.0.0.1:3756')).toBe('http://127.0.0.1:3756');
    expect(frameAncestorsFor(allowed, 'HTTPS://A.example/')).toBe('https://a.example');
  });
  it("is 'none' for another origin, a missing one, or no list", () => {
    expect(frameAncestorsFor(allowed, 'https://evil.example')).toBe("'none'");
    expect(frameAncestorsFor(allowed, null)).toBe("'none'");
    expect(frameAncestorsFor([], 'https://a.example')).toBe("'none'");
  });
});

describe('the parent message protocol', () => {
  it('reads a well-formed request', () => {
    const read = readParentMessage({
      type: 'quire:switch_document_tab',
      request_id: 'r1',
      document: 1,
    });
    expect(read).toEqual({
      ok: true,
      message: { type: 'quire:switch_document_tab', request_id: 'r1', document: 1 },
    });
  });

  it('keeps the request id and type of a malformed request for the fail event', () => {
    expect(
      readParentMessage({ type: 'quire:update_ui_configuration', request_id: 'r2', ui: { x: 1 } }),
    ).toEqual({ ok: false, request_id: 'r2', message_type: 'quire:update_ui_configuration' });
    expect(readParentMessage('hello')).toEqual({ ok: false, request_id: null, message_type: null });
    expect(readParentMessage({ type: 'quire:nope', request_id: 'r3' })).toEqual({
      ok: false,
      request_id: 'r3',
      message_type: null,
    });
  });

  it('tells its own messages from other scripts', () => {
    expect(isQuireMessage({ type: 'quire:update_status' })).toBe(true);
    expect(isQuireMessage({ type: 'webpackOk' })).toBe(false);
    expect(isQuireMessage(null)).toBe(false);
  });

  it('names the outcome of a /post_sign_logout query', () => {
    expect(embedOutcomeOf({})).toBe('signed');
    expect(embedOutcomeOf({ is_rejected: 'true' })).toBe('rejected');
    expect(embedOutcomeOf({ sign_later: 'true' })).toBe('sign_later');
  });
});
