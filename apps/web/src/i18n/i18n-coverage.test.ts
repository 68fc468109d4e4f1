import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { af } from './catalogues/af.ts';
import { en } from './catalogues/en.ts';
import { CONVERTED } from './i18n-coverage.config.ts';

const SRC = join(import.meta.dirname, '..');

/** Props whose text a person reads or hears. */
const READ_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'error',
  'nothingFoundMessage',
]);

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Words written into a file instead of taken from the catalogue, with their line numbers. */
export const literalStrings = (fileName: string, source: string): string[] => {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(
      `${fileName}:${line + 1} ${JSON.stringify(text.trim().replace(/^['"`]|['"`]$/g, ''))}`,
    );
  };
  const literalIn = (expression: ts.Expression | undefined): ts.Node | null => {
    if (!expression) return null;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return hasWords(expression.text) ? expression : null;
    if (ts.isTemplateExpression(expression))
      return hasWords(expression.head.text) ||
        expression.templateSpans.some((s) => hasWords(s.literal.text))
        ? expression
        : null;
    if (ts.isConditionalExpression(expression))
      return literalIn(expression.whenTrue) ?? literalIn(expression.whenFalse);
    // A comparison's operands are values, not text: {field.type === 'date' && <Switch />}.
    // A comparison's strings are values it tests ({mode === 'view' && …}), never shown.
    if (ts.isBinaryExpression(expression) && COMPARISONS.has(expression.operatorToken.kind))
      return null;
    if (ts.isBinaryExpression(expression))
      return COMPARISONS.has(expression.operatorToken.kind)
        ? null
        : (literalIn(expression.left) ?? literalIn(expression.right));
    if (ts.isParenthesizedExpression(expression)) return literalIn(expression.expression);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent)) {
      const literal = literalIn(node.expression);
      if (literal) report(literal, literal.getText(file));
    }
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? hasWords(init.text)
          ? init
          : null
        : ts.isJsxExpression(init)
          ? literalIn(init.expression)
          : null;
      if (literal) report(literal, literal.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

/** Every key of a catalogue, as 'signing.bar.done'. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

describe('the converted areas speak only through the catalogue', () => {
  it.each(CONVERTED)('%s has no words of its own', (path) => {
    expect(literalStrings(path, readFileSync(join(SRC, path), 'utf8'))).toEqual([]);
  });

  it('finds words written into JSX, read props and their expressions', () => {
    const found = literalStrings(
      'sample.tsx',
      `const A = () => <Modal title="Reject signing" aria-label={x ? 'Close it' : t('a')}>
        Hello there {'Or:'} {count} {t('b')}<Text size="sm">{\`\${n} of \${m} required\`}</Text>
        {type === 'date' && <b>{t('c')}</b>}</Modal>;`,
        Hello there {'Or:'} {count} {mode === 'view' && t('c')} {t('b')}<Text size="sm">{\`\${n} of \${m} required\`}</Text></Modal>;`,
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
