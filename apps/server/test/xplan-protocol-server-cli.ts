import { startXplanProtocolServer } from './xplan-protocol-server.ts';

/**
 * `npm run xplan:dev`: a local XPLAN site on XPLAN_DEV_PORT (4100) for trying the integration
 * without an Iress licence. Start Quire with XPLAN_EXTRA_SITE_HOSTS=127.0.0.1:4100 and configure
 * XPLAN on the Integrations screen with the site, app ID and secret printed here.
 */
const port = Number(process.env.XPLAN_DEV_PORT ?? 4100);
const server = await startXplanProtocolServer({ port });
console.log(`Local XPLAN site: ${server.url}`);
console.log(`  App ID:     ${server.appId}`);
console.log(`  App secret: ${server.appSecret}`);
console.log(`  Quire needs XPLAN_EXTRA_SITE_HOSTS=${server.host}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
