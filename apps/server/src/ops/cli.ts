import { ConfigError, loadConfig, type Config } from '../config.ts';
import { readAppVersion } from '../lib/read-app-version.ts';
import { BackupError } from './backup-manifest.ts';

/**
 * Runs a command-line operation with the server's own configuration (the same environment
 * variables): expected failures print their message alone and exit 1, never a stack trace.
 */
export const runCli = (operation: (config: Config, args: string[]) => Promise<void>): void => {
  const main = async () => {
    const config = loadConfig(process.env, readAppVersion());
    await operation(config, process.argv.slice(2));
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof BackupError)
        console.error(error.message);
      else console.error('Failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
};

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
