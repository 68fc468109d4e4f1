import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createContext } from '../../src/context.ts';
import {
  startServerMonitoring,
  stopServerMonitoring,
} from '../../src/modules/monitoring/server-monitoring.ts';

/**
 * The server as server.ts starts it (monitoring first, then the context and the app), in its own
 * process so that the SDK's process-wide state never reaches other test files, plus one route
 * that fails the way a bug does. Prints `listening <port> monitoring <on|off>`; stops on SIGTERM.
 * Started by server-monitoring.test.ts.
 */
export const FAILING_ROUTE = '/app/monitoring_probe_failure';

const config = loadConfig(process.env, '7.7.7-monitoring');
const monitoring = await startServerMonitoring(config.monitoring);
const { ctx, close } = await createContext(config, { inMemory: true });
const app = await buildApp(ctx);
// The address is put together at run time so that the source lines the SDK sends along with the
// stack trace do not contain it: the test looks for it anywhere in what arrives.
const signer = ['alice', 'example.com'].join('@');
app.get(FAILING_ROUTE, { config: { auth: 'public' } }, async () => {
  throw new Error(`Unexpected failure for ${signer}`);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`listening ${port} monitoring ${monitoring ? 'on' : 'off'}`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await close();
    await stopServerMonitoring();
    process.exit(0);
  })();
});
