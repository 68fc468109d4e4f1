import ts from 'typescript';

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
