import { describe, expect, it } from 'vitest';
import {
  FILTERED,
  MONITORING_SAMPLING,
  isLocalHostName,
  scrubMonitoringEvent,
  scrubMonitoringSpan,
  scrubText,
  scrubUrl,
} from './monitoring.ts';

/** Shaped like a signing-link token: 43 random base64url characters. */
const TOKEN = 'q8Zr0_Lx3Pm-Ta9Wc2Yb7Nd4Ke1Hf6Gj5Vs0Ru3Qi8A';

describe('monitoring', () => {
  it('samples as §9 says', () => {
    expect(MONITORING_SAMPLING).toEqual({
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 1,
    });
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.0.1.1', true],
    ['[::1]', true],
    ['app.localhost', true],
    ['0.0.0.0', true],
    ['quire.example.com', false],
    ['10.0.0.5', false],
    ['localhost.example.com', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHostName(host)).toBe(local);
  });

  it('takes e-mail addresses out of text', () => {
    expect(scrubText('No signer jane.doe+x@example.co.za found')).toBe(
      `No signer ${FILTERED} found`,
    );
  });

  it('keeps an address but not its secrets', () => {
    const token = TOKEN;
    expect(scrubUrl(`https://q.example.com/app/switch_user?session_token=${token}&page=2`)).toBe(
      `https://q.example.com/app/switch_user?session_token=${FILTERED}&page=2`,
    );
    expect(scrubUrl(`https://q.example.com/#/reset_password/${token}`)).toBe(
      `https://q.example.com/#/reset_password/${FILTERED}`,
    );
    expect(scrubUrl(`/#/documents/abc123?email=a@b.co`)).toBe(
      `/#/documents/abc123?email=${FILTERED}`,
    );
    expect(scrubUrl('https://q.example.com/#/documents')).toBe('https://q.example.com/#/documents');
    // Route names are long too, but they are not secrets.
    const route = '/app/documents/generate_signing_link_for_signatory/Ab3dEf';
    expect(scrubUrl(route)).toBe(route);
    expect(scrubUrl(`/app/x/Ab3dEfGh1jKlMn0pQrStU`)).toBe(`/app/x/${FILTERED}`);
  });

  it('strips cookies, tokens, bodies, user details and e-mails from an event', () => {
    const event = scrubMonitoringEvent({
      message: 'failed for bob@example.com',
      user: { id: 'u1', email: 'bob@example.com', ip_address: '10.1.1.1' },
      request: {
        url: `https://q.example.com/app/verify_email/${TOKEN}`,
        cookies: { session_token: 's' },
        data: { password: 'p' },
        query_string: 'xsrf_token=x&q=bob@example.com',
        headers: {
          cookie: 'session_token=s',
          session_token: 's',
          xsrf_token: 'x',
          authorization: 'Bearer qat_x',
          'user-agent': 'Chromium',
        },
      },
      exception: {
        values: [
          {
            value: 'Duplicate key bob@example.com',
            stacktrace: { frames: [{ function: 'f', vars: { signer: 'bob@example.com' } }] },
          },
        ],
      },
      breadcrumbs: [
        { message: 'mail to bob@example.com', data: { url: '/app/x?password=p' } },
        { data: { from: '/#/documents', to: `/#/join/${TOKEN}` } },
      ],
      urls: [`https://q.example.com/#/join/${TOKEN}`],
    });
    expect(event).toEqual({
      message: `failed for ${FILTERED}`,
      user: { id: 'u1' },
      request: {
        url: `https://q.example.com/app/verify_email/${FILTERED}`,
        query_string: `xsrf_token=${FILTERED}&q=${FILTERED}`,
        headers: {
          cookie: FILTERED,
          session_token: FILTERED,
          xsrf_token: FILTERED,
          authorization: FILTERED,
          'user-agent': 'Chromium',
        },
      },
      exception: {
        values: [
          { value: `Duplicate key ${FILTERED}`, stacktrace: { frames: [{ function: 'f' }] } },
        ],
      },
      breadcrumbs: [
        { message: `mail to ${FILTERED}`, data: { url: `/app/x?password=${FILTERED}` } },
        { data: { from: '/#/documents', to: `/#/join/${FILTERED}` } },
      ],
      urls: [`https://q.example.com/#/join/${FILTERED}`],
    });
  });
});

describe('scrubMonitoringSpan', () => {
  it('cleans the name and every text attribute, plain or typed', () => {
    const span = scrubMonitoringSpan({
      name: `GET /#/join/${TOKEN}`,
      attributes: {
        'url.full': `https://q.example.com/app/switch_user?session_token=${TOKEN}`,
        'user.email': { value: 'bob@example.com', type: 'string' },
        'http.response.status_code': 200,
      },
    });
    expect(span).toEqual({
      name: `GET /#/join/${FILTERED}`,
      attributes: {
        'url.full': `https://q.example.com/app/switch_user?session_token=${FILTERED}`,
        'user.email': { value: FILTERED, type: 'string' },
        'http.response.status_code': 200,
      },
    });
  });
});
