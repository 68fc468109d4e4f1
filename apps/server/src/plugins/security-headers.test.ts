import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('security headers', () => {
  it('are on every answer, successes and failures, with framing refused by default', async () => {
    for (const r of [
      await call(t.app, 'GET', '/app/instance_settings'),
      await call(t.app, 'GET', '/app/user'),
      await call(t.app, 'GET', '/app/no-such-route'),
    ]) {
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      // Without SENTRY_DSN the page talks to its own server only (monitoring adds its origin).
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('worker-src');
      expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
  });
});
