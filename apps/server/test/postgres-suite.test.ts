import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { POSTGRES_MARK, postgresSuiteFiles, serverTestFiles } from './postgres-suite.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const everyFile = postgresSuiteFiles(root, /^$/);

describe('the files test:pg runs on PostgreSQL', () => {
  it('takes a file by its mark and says why', () => {
    expect(POSTGRES_MARK.test('// @postgres: two requests at once\nimport x')).toBe(true);
    expect(POSTGRES_MARK.test('import x\n// @postgres: later line\n')).toBe(true);
    // A mark without its reason, or not at a line's start, is not one.
    expect(POSTGRES_MARK.test('// @postgres:\n')).toBe(false);
    expect(POSTGRES_MARK.test('const s = "// @postgres: in a string";')).toBe(false);
  });

  it('holds the races, the queue, SQL sent as written and the database tools', () => {
    for (const file of [
      'src/queue/queue.test.ts',
      'src/modules/signing/signing-submission.test.ts',
      'src/modules/documents/document-list.test.ts',
      'src/ops/backup-restore.test.ts',
    ])
      expect(everyFile).toContain(file);
  });

  it('misses no file whose mark is mistyped', () => {
    const near = /^\s*\/[/*]\s*@?postgres\b/im;
    const mistyped = serverTestFiles(root, /^$/).filter(
      (f) => near.test(readFileSync(path.join(root, f), 'utf8')) && !everyFile.includes(f),
    );
    expect(mistyped).toEqual([]);
  });
});
