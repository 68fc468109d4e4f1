import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { HEADERS } from '@quire/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { signUpAndLogIn } from './bench-user.ts';
import { measure } from './measure.ts';

/**
 * What every /app call pays for the request contract: session lookup (one indexed join),
 * membership resolution and the xsrf check, on the embedded database. Baseline: a route on the
 * same server that touches no database.
 */
export const authenticatedRequestBench = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, 'bench');
  const { ctx, close } = await createContext(config, {
    inMemory: true,
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp(ctx);
  app.get('/bench/baseline', { config: { auth: 'public' } }, async () => ({ success: true }));
  try {
    const login = await signUpAndLogIn(app);
    const headers = {
      [HEADERS.sessionToken]: login.session_token,
      [HEADERS.xsrfToken]: login.xsrf_token,
    };
    const n = 500;
    const baseline = await measure(n, () => app.inject({ method: 'GET', url: '/bench/baseline' }));
    const getUser = await measure(n, () =>
      app.inject({ method: 'GET', url: '/app/user', headers }),
    );
    const markAll = await measure(n, () =>
      app.inject({
        method: 'POST',
        url: '/app/notifications/mark_all_as_read',
        headers,
        payload: {},
      }),
    );
    return {
      name: 'authenticated-request',
      database: ctx.database.kind,
      baseline_no_db_route: baseline,
      get_user: getUser,
      post_mark_all_notifications_read: markAll,
      get_user_over_baseline: Math.round((getUser.p50_ms / baseline.p50_ms) * 10) / 10,
    };
  } finally {
    await app.close();
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
