import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEBHOOK_RETRY_POLICY,
  WEBHOOK_MESSAGES,
  nextWebhookAttempt,
  parseWebhookSignatureHeader,
  webhookRetryWindowSeconds,
  webhookSignatureHeader,
  webhookUrlProblem,
} from './webhook-rules.ts';

describe('webhookUrlProblem', () => {
  it('accepts http(s) addresses with a public or unresolved host', () => {
    expect(webhookUrlProblem('https://hooks.example.com/quire?x=1')).toBeNull();
    expect(webhookUrlProblem('http://93.184.215.14:8080/')).toBeNull();
  });

  it('refuses other schemes, credentials and literal addresses webhooks may not reach', () => {
    expect(webhookUrlProblem('file:///etc/passwd')).toBe(WEBHOOK_MESSAGES.badScheme);
    expect(webhookUrlProblem('gopher://example.com/')).toBe(WEBHOOK_MESSAGES.badScheme);
    expect(webhookUrlProblem('https://a:b@example.com/')).toBe(WEBHOOK_MESSAGES.credentialsInUrl);
    expect(webhookUrlProblem('example.com/hook')).toBe(WEBHOOK_MESSAGES.invalidUrl);
    expect(webhookUrlProblem('http://0x7f.1/')).toMatch(/^Webhooks cannot be sent to 127\.0\.0\.1/);
    expect(webhookUrlProblem('http://[::1]/')).toMatch(/loopback/);
    expect(webhookUrlProblem('http://[::1]/', true)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.1/', true)).toMatch(/private network/);
  });
});

describe('nextWebhookAttempt', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const policy = { maxAttempts: 5, baseDelaySeconds: 10, maxDelaySeconds: 30 };

  it('doubles the delay up to its cap, then gives up after the last attempt', () => {
    const delays = [1, 2, 3, 4].map((n) => {
      const next = nextWebhookAttempt(n, now, policy);
      return next === 'dead' ? next : (next.getTime() - now.getTime()) / 1000;
    });
    expect(delays).toEqual([10, 20, 30, 30]);
    expect(nextWebhookAttempt(5, now, policy)).toBe('dead');
    expect(webhookRetryWindowSeconds(policy)).toBe(90);
  });

  it('bounds the default schedule to under nine hours', () => {
    expect(webhookRetryWindowSeconds(DEFAULT_WEBHOOK_RETRY_POLICY)).toBe(30 * 255 + 3 * 7200);
  });
});

describe('the signature header', () => {
  it('writes and reads t and v1', () => {
    const header = webhookSignatureHeader(1700000000, 'ab12');
    expect(header).toBe('t=1700000000,v1=ab12');
    expect(parseWebhookSignatureHeader(header)).toEqual({
      timestamp: 1700000000,
      signatures: ['ab12'],
    });
    expect(parseWebhookSignatureHeader('v1=ab12')).toBeNull();
    expect(parseWebhookSignatureHeader('t=x,v1=ab12')).toBeNull();
  });
});
