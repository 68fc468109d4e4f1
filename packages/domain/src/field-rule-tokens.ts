import { FieldRuleSyntaxError } from './field-rule-errors.ts';

export type InfixToken = {
  kind: 'ref' | 'string' | 'number' | 'word' | 'symbol' | 'open' | 'close';
  /** The source text of the token. */
  text: string;
  /** ref: the name between the braces; string: the unescaped text; number: its value. */
  value?: string | number;
  position: number;
};

const SYMBOLS = ['<=', '>=', '==', '!=', '<', '>', '='];

/** Splits a rule's infix form into tokens (see field-rule-infix.ts for the grammar). */
export const tokenizeInfix = (source: string): InfixToken[] => {
  const tokens: InfixToken[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', text: char, position: i });
      i += 1;
    } else if (char === '{') {
      const end = source.indexOf('}', i + 1);
      if (end < 0) throw new FieldRuleSyntaxError(`Missing '}' after '{' at position ${i + 1}`, i);
      const name = source.slice(i + 1, end).trim();
      if (!name) throw new FieldRuleSyntaxError(`Empty field name at position ${i + 1}`, i);
      tokens.push({ kind: 'ref', text: source.slice(i, end + 1), value: name, position: i });
      i = end + 1;
    } else if (char === '"' || char === "'") {
      i = readString(source, i, tokens);
    } else if (/[0-9.-]/.test(char) && /^-?(\d+\.?\d*|\.\d+)/.test(source.slice(i))) {
      const text = /^-?(\d+\.?\d*|\.\d+)/.exec(source.slice(i))![0];
      tokens.push({ kind: 'number', text, value: Number(text), position: i });
      i += text.length;
    } else if (/[A-Za-z_]/.test(char)) {
      const text = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))![0];
      tokens.push({ kind: 'word', text, position: i });
      i += text.length;
    } else {
      const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, i));
      if (!symbol) throw new FieldRuleSyntaxError(`Unexpected '${char}' at position ${i + 1}`, i);
      tokens.push({ kind: 'symbol', text: symbol, position: i });
      i += symbol.length;
    }
  }
  return tokens;
};

const readString = (source: string, start: number, tokens: InfixToken[]): number => {
  const quote = source[start]!;
  let value = '';
  let i = start + 1;
  while (i < source.length && source[i] !== quote) {
    if (source[i] === '\\' && i + 1 < source.length) i += 1;
    value += source[i];
    i += 1;
  }
  if (i >= source.length) {
    throw new FieldRuleSyntaxError(
      `Missing closing ${quote} for the text at position ${start + 1}`,
      start,
    );
  }
  tokens.push({ kind: 'string', text: source.slice(start, i + 1), value, position: start });
  return i + 1;
};
