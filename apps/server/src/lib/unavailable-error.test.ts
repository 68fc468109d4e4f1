import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { classifyUnavailable } from './unavailable-error.ts';

const coded = (code: string, extra: object = {}) =>
  Object.assign(new Error(`failed: ${code}`), { code }, extra);

describe('classifyUnavailable', () => {
  it('takes PostgreSQL connection failures, wrapped or not, as the database being down', () => {
    for (const error of [
      coded('57P01'),
      coded('08006'),
      coded('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', { cause: coded('57P03') }),
    ])
      expect(classifyUnavailable(error)).toEqual({
        what: 'database',
        message: MESSAGES.serviceUnavailable,
      });
  });

  it('takes a network failure of the S3 client as the bucket being down', () => {
    const error = coded('ECONNREFUSED', { $metadata: { attempts: 3 } });
    expect(classifyUnavailable(error)).toEqual({
      what: 'storage',
      message: MESSAGES.storageUnavailable,
    });
  });

  it('takes a full disk, for a file or for the database, as the disk being full', () => {
    const full = { what: 'disk', message: MESSAGES.diskFull };
    expect(classifyUnavailable(new Error('write', { cause: coded('ENOSPC') }))).toEqual(full);
    // PostgreSQL's and PGlite's disk_full: 'could not extend file …: No space left on device'.
    expect(classifyUnavailable(new Error('Failed query', { cause: coded('53100') }))).toEqual(full);
  });

  it('leaves every other error alone (a bug stays a 500)', () => {
    expect(classifyUnavailable(new TypeError('x is undefined'))).toBeUndefined();
    expect(classifyUnavailable(coded('23505'))).toBeUndefined();
    expect(classifyUnavailable('text')).toBeUndefined();
  });
});
