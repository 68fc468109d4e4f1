import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_PATHS } from './permission-path.ts';
import { PERMISSION_FLAGS_WITHOUT_ROUTE, PERMISSION_ROUTES } from './permission-routes.ts';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** docs/api-permissions-table.md, written from the table: `vitest -u` rewrites it after a change. */
const tableDoc = (): string => {
  const lines = [
    '# Permission flags and the routes they govern',
    '',
    'Generated from `packages/domain/src/permission-routes.ts` by',
    '`packages/domain/src/permission-table-doc.test.ts` (run it with `-u` after changing the table).',
    'How the table is used: [api-permissions.md](api-permissions.md).',
    '',
  ];
  for (const path of ALL_PERMISSION_PATHS) {
    const entries = PERMISSION_ROUTES.filter((e) => e.flag === path);
    lines.push(`## \`${path}\``, '');
    const reason = PERMISSION_FLAGS_WITHOUT_ROUTE[path];
    if (reason) {
      lines.push(`No route yet. ${reason}`, '');
      continue;
    }
    lines.push('| Call | When | Refusal |', '| --- | --- | --- |');
    for (const e of entries) {
      const refusal =
        e.refusal === 'skipped' ? `200, skipped: '${e.message}'` : `403 '${e.message}'`;
      lines.push(`| \`${e.method} ${e.route}\` | ${cell(e.when)} | ${cell(refusal)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
};

describe('docs/api-permissions-table.md', () => {
  it('says what the table says', async () => {
    await expect(tableDoc()).toMatchFileSnapshot('../../../docs/api-permissions-table.md');
  });
});
