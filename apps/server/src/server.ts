import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { createContext } from './context.ts';
import { readAppVersion } from './lib/read-app-version.ts';
import {
  startServerMonitoring,
  stopServerMonitoring,
} from './modules/monitoring/server-monitoring.ts';
import { startWorkers } from './workers.ts';

type Role = 'all' | 'web' | 'worker';

const parseRole = (argv: string[]): Role => {
  const arg = argv.find((a) => a.startsWith('--role='));
  const role = arg?.slice('--role='.length) ?? 'all';
  if (role !== 'all' && role !== 'web' && role !== 'worker') {
    throw new ConfigError(`Quire cannot start: --role must be all, web or worker (got "${role}").`);
  }
  return role;
};

const readStartup = (): { config: Config; role: Role } => {
  try {
    return {
      config: loadConfig(process.env, readAppVersion()),
      role: parseRole(process.argv.slice(2)),
    };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const main = async () => {
  const { config, role } = readStartup();
  // Before anything listens or runs jobs, so that every failure from here on is reported.
  await startServerMonitoring(config.monitoring);
  const { ctx, close } = await createContext(config, { queue: { supervise: role !== 'web' } });
  const app = role === 'worker' ? undefined : await buildApp(ctx);
  if (role !== 'web') await startWorkers(ctx);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info(`${signal} received, shutting down`);
    await app?.close();
    await close();
    await stopServerMonitoring();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (app) {
    await app.listen({ port: config.port, host: config.host });
    const where = config.databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : `the embedded database in ${config.dataDir}`;
    console.log(`\n  Quire is running: open ${config.publicUrl}\n  Data: ${where}`);
    if (!config.smtpUrl) {
      console.log(
        `  Mail: no SMTP_URL, so mails are kept in the local mailbox at ${config.publicUrl}/mailbox\n`,
      );
    }
  } else {
    console.log('Quire worker running.');
  }
};

main().catch((error: unknown) => {
  console.error('Quire failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
