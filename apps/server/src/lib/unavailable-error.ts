import { MESSAGES } from '@quire/domain';

/**
 * Errors that mean "a dependency is down for a moment", not "this request is wrong": the database
 * restarting or unreachable, the object store unreachable, the disk full. They answer 503 with a
 * plain message so clients retry, instead of a 500 (ADR 0049).
 */

/** Connection-level failures from node-postgres and the PostgreSQL server (SQLSTATE 08, 57P0x). */
const DATABASE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const DATABASE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'the database system is starting up',
  'the database system is shutting down',
];
/** The disk is full: the operating system's codes, and PostgreSQL's disk_full (53100). */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

type Coded = { code?: unknown; message?: unknown; cause?: unknown; $metadata?: unknown };

/** The error and its causes (drizzle and the AWS SDK wrap the driver's error). */
const chain = (error: unknown): Coded[] => {
  const out: Coded[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && out.length < 8 && !out.includes(current)) {
    out.push(current as Coded);
    current = (current as Coded).cause;
  }
  return out;
};

const codeOf = (e: Coded) => (typeof e.code === 'string' ? e.code : '');
const messageOf = (e: Coded) => (typeof e.message === 'string' ? e.message : '');

export type Unavailable = { message: string; what: 'database' | 'storage' | 'disk' };

/** What is unavailable, if this error says a dependency is down; undefined for any other error. */
export const classifyUnavailable = (error: unknown): Unavailable | undefined => {
  const errors = chain(error);
  // The AWS SDK marks its errors with $metadata: a network failure there is the object store's.
  const fromStorage = errors.some((e) => e.$metadata !== undefined);
  for (const e of errors) {
    const code = codeOf(e);
    if (DISK_CODES.has(code)) return { what: 'disk', message: MESSAGES.diskFull };
    if (NETWORK_CODES.has(code) || (fromStorage && e.$metadata !== undefined && !code))
      return fromStorage
        ? { what: 'storage', message: MESSAGES.storageUnavailable }
        : { what: 'database', message: MESSAGES.serviceUnavailable };
    if (
      (code.length === 5 && code.startsWith('08')) ||
      DATABASE_CODES.has(code) ||
      DATABASE_MESSAGES.some((m) => messageOf(e).includes(m))
    )
      return { what: 'database', message: MESSAGES.serviceUnavailable };
  }
  return undefined;
};
