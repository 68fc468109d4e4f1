/**
 * The readable form of a field rule (§3 infix_logic) and its translation to and from json_logic.
 *
 *   expression := or
 *   or         := and ('or' and)*
 *   and        := not ('and' not)*
 *   not        := 'not' not | primary
 *   primary    := '(' expression ')' | 'true' | 'false' | condition
 *   condition  := ref ('is_empty' | 'is_not_empty' | 'has_value' | 'is_ticked' | 'is_not_ticked')
 *               | ref ('is' | 'is not' | 'is_not' | '=' | '==' | '!=' | 'contains') value
 *               | ref ('<' | '>' | '<=' | '>=') number
 *   ref        := '{' field uuid, custom id or name '}'
 *   value      := "text" | 'text' | number
 *
 * e.g. `{client_name} is_not_empty and ({amount} > 100 or {agree} is_ticked)`.
 */
import { tokenizeInfix, type InfixToken } from './field-rule-tokens.ts';
import { FieldRuleSyntaxError } from './field-rule-errors.ts';

export type JsonLogic = boolean | { [operation: string]: unknown };

const UNARY: Record<string, (ref: string) => JsonLogic> = {
  is_empty: (ref) => ({ '!': [{ var: ref }] }),
  is_not_empty: (ref) => ({ '!!': [{ var: ref }] }),
  has_value: (ref) => ({ '!!': [{ var: ref }] }),
  is_ticked: (ref) => ({ '==': [{ var: ref }, 'checked'] }),
  is_not_ticked: (ref) => ({ '!=': [{ var: ref }, 'checked'] }),
};
const COMPARISONS = new Set(['<', '>', '<=', '>=']);

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: InfixToken[],
    private readonly source: string,
  ) {}

  parse(): JsonLogic {
    if (this.tokens.length === 0) throw new FieldRuleSyntaxError('The condition is empty.', 0);
    const logic = this.or();
    const extra = this.peek();
    if (extra) throw this.error(`Unexpected '${extra.text}'`, extra);
    return logic;
  }

  private peek(): InfixToken | undefined {
    return this.tokens[this.index];
  }

  private next(expectation: string): InfixToken {
    const token = this.tokens[this.index];
    if (!token)
      throw new FieldRuleSyntaxError(`Expected ${expectation} at the end`, this.source.length);
    this.index += 1;
    return token;
  }

  private isWord(word: string): boolean {
    const token = this.peek();
    return token?.kind === 'word' && token.text.toLowerCase() === word;
  }

  private error(message: string, token: InfixToken): FieldRuleSyntaxError {
    return new FieldRuleSyntaxError(`${message} at position ${token.position + 1}`, token.position);
  }

  private or(): JsonLogic {
    const parts = [this.and()];
    while (this.isWord('or')) {
      this.index += 1;
      parts.push(this.and());
    }
    return parts.length === 1 ? parts[0]! : { or: parts };
  }

  private and(): JsonLogic {
    const parts = [this.not()];
    while (this.isWord('and')) {
      this.index += 1;
      parts.push(this.not());
    }
    return parts.length === 1 ? parts[0]! : { and: parts };
  }

  private not(): JsonLogic {
    if (this.isWord('not')) {
      this.index += 1;
      return { '!': [this.not()] };
    }
    return this.primary();
  }

  private primary(): JsonLogic {
    const token = this.next('a condition');
    if (token.kind === 'open') {
      const inner = this.or();
      const close = this.next("')'");
      if (close.kind !== 'close') throw this.error(`Expected ')' but found '${close.text}'`, close);
      return inner;
    }
    if (token.kind === 'word' && (token.text === 'true' || token.text === 'false')) {
      return token.text === 'true';
    }
    if (token.kind !== 'ref') {
      throw this.error(`Expected a field like {name} but found '${token.text}'`, token);
    }
    return this.condition(token.value as string);
  }

  private condition(ref: string): JsonLogic {
    const operator = this.next(`a condition after {${ref}}`);
    const word = operator.kind === 'word' ? operator.text.toLowerCase() : null;
    if (word && UNARY[word]) return UNARY[word](ref);
    if (word === 'is' && this.isWord('not')) {
      this.index += 1;
      return { '!=': [{ var: ref }, this.value()] };
    }
    if (word === 'is' || (operator.kind === 'symbol' && operator.text.startsWith('='))) {
      return { '==': [{ var: ref }, this.value()] };
    }
    if (word === 'is_not' || (operator.kind === 'symbol' && operator.text === '!=')) {
      return { '!=': [{ var: ref }, this.value()] };
    }
    if (word === 'contains') {
      const value = this.value();
      return { in: [String(value), { var: ref }] };
    }
    if (operator.kind === 'symbol' && COMPARISONS.has(operator.text)) {
      const value = this.next(`a number after '${operator.text}'`);
      if (value.kind !== 'number') {
        throw this.error(
          `Expected a number after '${operator.text}' but found '${value.text}'`,
          value,
        );
      }
      return { [operator.text]: [{ var: ref }, value.value] };
    }
    throw this.error(`Unknown condition '${operator.text}'`, operator);
  }

  private value(): string | number {
    const token = this.next('a value');
    if (token.kind === 'string' || token.kind === 'number') return token.value as string | number;
    throw this.error(`Expected a quoted value or a number but found '${token.text}'`, token);
  }
}

/** Parses a rule's infix form into json_logic; throws FieldRuleSyntaxError with a clear message. */
export const infixToJsonLogic = (infix: string): JsonLogic =>
  new Parser(tokenizeInfix(infix), infix).parse();
