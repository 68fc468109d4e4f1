import { MESSAGES } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import {
  isNetworkFailure,
  isSessionUserChanged,
  outcomeOf,
  versionWarningFor,
} from './api-response-rules.ts';

const answer = (status: number, body: unknown, type: ResponseType = 'basic') => ({
  status,
  type,
  body,
});

describe('outcomeOf', () => {
  it('passes a success body through', () => {
    expect(outcomeOf(answer(200, { success: true, x: 1 }))).toEqual({
      kind: 'ok',
      body: { success: true, x: 1 },
    });
  });

  it('turns success:false into a failure with its message, whatever the status', () => {
    expect(outcomeOf(answer(200, { success: false, message: 'No' }))).toEqual({
      kind: 'failure',
      message: 'No',
    });
    expect(outcomeOf(answer(404, { success: false, message: 'Not found.' }))).toEqual({
      kind: 'failure',
      message: 'Not found.',
    });
  });

  it('falls back to a generic message when a failure has none or the body is not JSON', () => {
    expect(outcomeOf(answer(400, { success: false }))).toEqual({
      kind: 'failure',
      message: MESSAGES.anErrorOccurred,
    });
    expect(outcomeOf(answer(200, null))).toEqual({
      kind: 'failure',
      message: MESSAGES.anErrorOccurred,
    });
  });

  it('sends 302 and opaque redirects to login unless unauthorized is ignored', () => {
    expect(outcomeOf(answer(302, null))).toEqual({ kind: 'login_redirect' });
    expect(outcomeOf(answer(0, null, 'opaqueredirect'))).toEqual({ kind: 'login_redirect' });
    expect(outcomeOf(answer(0, null, 'opaqueredirect'), { ignoreUnauthorized: true })).toEqual({
      kind: 'unauthorized_ignored',
      message: MESSAGES.notAuthorized,
    });
  });

  it('uses the spec wording for any 5xx', () => {
    for (const status of [500, 502, 503]) {
      expect(outcomeOf(answer(status, { success: false, message: 'boom' }))).toEqual({
        kind: 'failure',
        message: MESSAGES.genericServerError,
      });
    }
  });

  it('redirects a 401 that names a redirect_url, else shows its message and reloads', () => {
    expect(
      outcomeOf(answer(401, { success: false, message: 'x', redirect_url: '/#login' })),
    ).toEqual({ kind: 'unauthorized_redirect', url: '/#login' });
    expect(outcomeOf(answer(401, { success: false, message: 'Not yours' }))).toEqual({
      kind: 'unauthorized_reload',
      message: 'Not yours',
    });
    expect(outcomeOf(answer(401, null))).toEqual({
      kind: 'unauthorized_reload',
      message: MESSAGES.notAuthorized,
    });
  });

  it('follows a 403 that asks for the forced two-step setup, and only that one', () => {
    const setup = { success: false, message: 'Set up', redirect_url: '/#profile?section=two-step' };
    expect(outcomeOf(answer(403, { ...setup, two_step_setup_required: true }))).toEqual({
      kind: 'unauthorized_redirect',
      url: '/#profile?section=two-step',
    });
    expect(outcomeOf(answer(403, setup))).toEqual({ kind: 'failure', message: 'Set up' });
  });

  it('leaves a 401 to the caller during sign-off and verify', () => {
    expect(
      outcomeOf(answer(401, { success: false, message: 'Gone', redirect_url: '/#login' }), {
        ignoreUnauthorized: true,
      }),
    ).toEqual({ kind: 'unauthorized_ignored', message: 'Gone' });
  });
});

describe('versionWarningFor', () => {
  it('warns only when the server names a different version', () => {
    expect(versionWarningFor('2.0.0', '1.0.0')).toBe(
      'Quire has been updated. Please refresh the page.',
    );
    expect(versionWarningFor('1.0.0', '1.0.0')).toBeNull();
    expect(versionWarningFor(null, '1.0.0')).toBeNull();
    expect(versionWarningFor('', '1.0.0')).toBeNull();
  });
});

describe('isSessionUserChanged', () => {
  it('is true only when both keys are known and differ', () => {
    expect(isSessionUserChanged('a', 'b')).toBe(true);
    expect(isSessionUserChanged('a', 'a')).toBe(false);
    expect(isSessionUserChanged(null, 'b')).toBe(false);
    expect(isSessionUserChanged('a', null)).toBe(false);
  });
});

describe('isNetworkFailure', () => {
  it("recognises fetch's TypeError and nothing else", () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isNetworkFailure(new Error('x'))).toBe(false);
  });
});
