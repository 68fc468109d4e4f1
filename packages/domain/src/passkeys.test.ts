import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, passkeyNameSchema, suggestedPasskeyName } from './passkeys.ts';

describe('suggestedPasskeyName', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Linux'],
    ['curl/8.0', 'My passkey'],
  ])('names %s "%s"', (userAgent, name) => {
    expect(suggestedPasskeyName(userAgent)).toBe(name);
  });
});

describe('passkeyNameSchema', () => {
  it('trims, and refuses blank or long names with their messages', () => {
    expect(passkeyNameSchema.parse('  Phone ')).toBe('Phone');
    expect(passkeyNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      PASSKEY_MESSAGES.nameRequired,
    );
    expect(passkeyNameSchema.safeParse('x'.repeat(61)).error?.issues[0]?.message).toBe(
      PASSKEY_MESSAGES.nameTooLong,
    );
  });
});
