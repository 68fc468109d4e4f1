import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { MailTransport } from './modules/mail/mail-transport.ts';
import type { BlobStore } from './modules/storage/blob-store.ts';
import type { Queue } from './queue/queue.ts';

/** What every route and job handler may use. Built once per process (or per test). */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  queue: Queue;
  mailTransport: MailTransport;
  blobStore: BlobStore;
  log: FastifyBaseLogger;
};
