import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { af } from './catalogues/af.ts';
import { en } from './catalogues/en.ts';
import { CONVERTED, NOT_YET_CONVERTED_FILES } from './i18n-coverage.config.ts';
import { literalStrings } from './literal-strings.ts';

const SRC = join(import.meta.dirname, '..');

/** Every screen file of the app, tests and their support aside, relative to src/. */
const screenFiles = (): string[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => p.endsWith('.tsx') && !p.endsWith('.test.tsx') && !p.includes('test-support'))
    .sort();

const pending = new Set(NOT_YET_CONVERTED_FILES);
const checked = [...screenFiles().filter((p) => !pending.has(p)), ...CONVERTED];

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

describe('the app speaks only through the catalogue', () => {
  it.each(checked)('%s has no words of its own', (path) => {
    expect(literalStrings(path, readFileSync(join(SRC, path), 'utf8'))).toEqual([]);
  });

  it.each(NOT_YET_CONVERTED_FILES)('%s, listed as not yet converted, still is', (path) => {
    expect(literalStrings(path, readFileSync(join(SRC, path), 'utf8'))).not.toEqual([]);
  });

  it('finds words written into JSX, read props and their expressions', () => {
    const found = literalStrings(
      'sample.tsx',
      `const A = () => <Modal title="Reject signing" aria-label={x ? 'Close it' : t('a')}>
        Hello there {'Or:'} {count} {t('b')}<Text size="sm">{\`\${n} of \${m} required\`}</Text>
        {type === 'date' && <b>{t('c')}</b>} {mode === 'view' && t('d')}</Modal>;`,
    );
    expect(found).toEqual([
      'sample.tsx:1 "Reject signing"',
      'sample.tsx:1 "Close it"',
      'sample.tsx:2 "Hello there"',
      'sample.tsx:2 "Or:"',
      'sample.tsx:2 "${n} of ${m} required"',
    ]);
  });
});

/** The text at 'signing.bar.done' in a catalogue. */
const at = (tree: object, key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;

describe('the catalogues', () => {
  it('have the same keys in every language', () => {
    expect(keysOf(af).sort()).toEqual(keysOf(en).sort());
  });

  it('leave no Afrikaans entry empty or the same as a long English one', () => {
    const untranslated = keysOf(af).filter((k) => {
      const value = at(af, k);
      return value.trim() === '' || (value === at(en, k) && /\s\p{L}+\s\p{L}+/u.test(value));
    });
    expect(untranslated).toEqual([]);
  });

  it('use the same placeholders in every language', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{(\w+)}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
    const differing = keysOf(en).filter(
      (k) => JSON.stringify(placeholders(at(en, k))) !== JSON.stringify(placeholders(at(af, k))),
    );
    expect(differing).toEqual([]);
  });
});
