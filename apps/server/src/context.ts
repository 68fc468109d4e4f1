import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { ALL_JOBS } from './jobs/all-jobs.ts';
import { mailJournalPath } from './modules/mail/mail-acceptance-journal.ts';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport.ts';
import { blobStoreFor } from './modules/storage/blob-store-for.ts';
import { Queue, type QueueOptions } from './queue/queue.ts';

export type ContextOptions = {
  /** Keep PGlite in memory instead of under DATA_DIR (tests). */
  inMemory?: boolean;
  /** The in-memory PGlite starts from this saved data directory (tests, see database.ts). */
  pgliteStartFrom?: Blob;
  queue?: QueueOptions;
  log?: FastifyBaseLogger;
  mailTransport?: MailTransport;
};

/** JSON lines for log collectors; readable lines when a person watches the terminal. */
export const createLogger = (config: Config): FastifyBaseLogger =>
  pino({
    level: config.logLevel,
    redact: [
      'req.headers.session_token',
      'req.headers.xsrf_token',
      'req.headers.cookie',
      // API keys (ADR 0031).
      'req.headers.authorization',
    ],
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });

/**
 * Opens everything a Quire process needs, in order: the database (migrated), the job queue and
 * the mail transport. `close` undoes it in reverse.
 */
export const createContext = async (
  config: Config,
  options: ContextOptions = {},
): Promise<{ ctx: AppContext; close: () => Promise<void> }> => {
  const log = options.log ?? createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.inMemory ? undefined : path.join(config.dataDir, 'pglite'),
    pgliteStartFrom: options.pgliteStartFrom,
  });
  try {
    await database.migrate();
    const queue = await Queue.start(database, ALL_JOBS, log, options.queue);
    const mailTransport =
      options.mailTransport ?? createMailTransport(config.smtpUrl, mailJournalPath(config.dataDir));
    const blobStore = blobStoreFor(config);
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      queue,
      mailTransport,
      blobStore,
      log,
    };
    return {
      ctx,
      close: async () => {
        await queue.stop();
        if (mailTransport.kind === 'smtp') mailTransport.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};
