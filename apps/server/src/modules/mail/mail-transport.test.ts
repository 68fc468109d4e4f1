import { describe, expect, it } from 'vitest';
import { smtpUrlWithOptions } from './mail-transport.ts';

describe('the SMTP transport settings', () => {
  it('adds the pool and timeouts to SMTP_URL, keeping what the URL sets itself', () => {
    const url = new URL(
      smtpUrlWithOptions(
        'smtps://user:p%40ss@mail.example.com:465?maxConnections=2&tls.rejectUnauthorized=false',
      ),
    );
    expect(url.protocol).toBe('smtps:');
    expect(decodeURIComponent(url.password)).toBe('p@ss');
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('maxConnections')).toBe('2');
    expect(url.searchParams.get('socketTimeout')).toBe('30000');
    expect(url.searchParams.get('tls.rejectUnauthorized')).toBe('false');
  });
});
