import { describe, expect, it } from 'vitest';
import { readClientCredentialsRequest } from './oauth-client-credentials.ts';
import { apiDetailsOf } from './api-details.ts';
import { bearerCredentialKind } from './applications.ts';

const basic = (raw: string) => `Basic ${btoa(raw)}`;
const grant = [['grant_type', 'client_credentials']] as const;

describe('readClientCredentialsRequest (RFC 6749 §2.3.1, §4.4)', () => {
  it('reads HTTP Basic credentials, form-decoded, or the body’s', () => {
    expect(readClientCredentialsRequest(basic('app%3A1:s+cr%2Bt'), grant)).toEqual({
      ok: true,
      viaBasic: true,
      clientId: 'app:1',
      clientSecret: 's cr+t',
    });
    expect(
      readClientCredentialsRequest(undefined, [
        ...grant,
        ['client_id', 'a'],
        ['client_secret', 'b'],
      ]),
    ).toEqual({ ok: true, viaBasic: false, clientId: 'a', clientSecret: 'b' });
  });

  it('answers the RFC error for each bad request', () => {
    const error = (auth: string | undefined, params: (readonly [string, string])[]) => {
      const r = readClientCredentialsRequest(auth, params);
      return r.ok ? 'ok' : r.error;
    };
    expect(error(undefined, [])).toBe('invalid_request');
    expect(error(undefined, [['grant_type', 'password']])).toBe('unsupported_grant_type');
    expect(error(undefined, [...grant, ...grant])).toBe('invalid_request');
    expect(error(basic('a:b'), [...grant, ['client_id', 'a']])).toBe('invalid_request');
    expect(error(basic('no-colon'), [...grant])).toBe('invalid_client');
    expect(error('Basic !!!', [...grant])).toBe('invalid_client');
    expect(error(undefined, [...grant, ['client_id', 'a']])).toBe('invalid_client');
  });
});

describe('bearerCredentialKind', () => {
  it('tells application tokens from API keys by prefix', () => {
    expect(bearerCredentialKind('qat_x')).toBe('application');
    expect(bearerCredentialKind('qk_x')).toBe('api_key');
  });
});

describe('apiDetailsOf', () => {
  it('quotes ids for the shell, so the copied line runs as is', () => {
    const d = apiDetailsOf('https://q.example', {
      key: "it's",
      document_name: 'x',
      document_type: 'document',
      status: 'setup',
      documents: [],
      signatories: [],
    });
    expect(d.requests[1]!.curl).toBe(
      `curl -H "Authorization: Bearer $QUIRE_TOKEN" 'https://q.example/api/v1/documents/it'\\''s'`,
    );
  });
});
