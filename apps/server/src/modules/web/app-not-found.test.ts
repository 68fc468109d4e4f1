import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { useTestApp } from '../../../test/test-app.ts';

// A built web app of our own, so the test does not depend on `npm run build` having run.
const dist = mkdtempSync(path.join(tmpdir(), 'quire-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">quire app</div>');
writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
process.env.QUIRE_WEB_DIST = dist;

const t = useTestApp({ workers: false });

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const get = (url: string, accept: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { accept } });

describe('an unknown address', () => {
  it('typed into a browser shows the app (its nothing page) with status 404', async () => {
    for (const url of ['/foo/bar', '/app-typo', '/documents?x=1']) {
      const answer = await get(url, BROWSER_ACCEPT);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toContain('quire app');
    }
  });

  it('called as an API keeps the JSON 404', async () => {
    const calls = [
      get('/foo/bar', 'application/json'),
      get('/foo/bar', '*/*'),
      get('/foo/bar', BROWSER_ACCEPT, 'POST'),
      get('/app/no_such_call', BROWSER_ACCEPT),
      get('/document_from_template', BROWSER_ACCEPT),
      get('/assets/missing-1.js', '*/*'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: MESSAGES.notFound });
    }
  });

  it('leaves the app and its assets as they were', async () => {
    const home = await get('/', BROWSER_ACCEPT);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('quire app');
    expect(home.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-1.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
