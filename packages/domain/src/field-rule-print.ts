import {
  InexpressibleJsonLogicError,
  UnknownJsonLogicOperationError,
} from './field-rule-errors.ts';

/** The operations json-logic-js knows; anything else is an unknown operation (§8). */
const JSON_LOGIC_OPERATIONS = new Set([
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'in',
  'cat',
  'substr',
  'merge',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'log',
  'method',
]);

const MIRRORED: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

type Precedence = 0 | 1 | 2; // 0 = or, 1 = and, 2 = unary / condition

const operationOf = (logic: object): [string, unknown[]] => {
  const keys = Object.keys(logic);
  if (keys.length !== 1) throw new InexpressibleJsonLogicError(keys.join(', ') || '{}');
  const op = keys[0]!;
  if (!JSON_LOGIC_OPERATIONS.has(op)) throw new UnknownJsonLogicOperationError(op);
  const raw = (logic as Record<string, unknown>)[op];
  return [op, Array.isArray(raw) ? raw : [raw]];
};

/** The field a `{var: …}` names, or null when `value` is not a var. */
const varName = (value: unknown): string | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const [op, args] = operationOf(value);
  if (op !== 'var') return null;
  const name = args[0];
  return typeof name === 'string' && name ? name : null;
};

const quote = (value: unknown, op: string): string => {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  throw new InexpressibleJsonLogicError(op);
};

/** `[{var: x}, literal]` or `[literal, {var: x}]` → [x, literal, flipped]. */
const refAndLiteral = (args: unknown[], op: string): [string, unknown, boolean] => {
  if (args.length !== 2) throw new InexpressibleJsonLogicError(op);
  const left = varName(args[0]);
  if (left !== null && varName(args[1]) === null) return [left, args[1], false];
  const right = varName(args[1]);
  if (right !== null && left === null) return [right, args[0], true];
  throw new InexpressibleJsonLogicError(op);
};

const print = (logic: unknown, parent: Precedence): string => {
  if (typeof logic === 'boolean') return String(logic);
  if (!logic || typeof logic !== 'object' || Array.isArray(logic)) {
    throw new InexpressibleJsonLogicError(JSON.stringify(logic));
  }
  const [op, args] = operationOf(logic);
  switch (op) {
    case 'or':
    case 'and': {
      const own: Precedence = op === 'or' ? 0 : 1;
      if (args.length === 0) throw new InexpressibleJsonLogicError(op);
      if (args.length === 1) return print(args[0], parent);
      const text = args.map((arg) => print(arg, (own + 1) as Precedence)).join(` ${op} `);
      return own < parent ? `(${text})` : text;
    }
    case '!':
    case '!!': {
      if (args.length !== 1) throw new InexpressibleJsonLogicError(op);
      const ref = varName(args[0]);
      if (ref !== null) return `{${ref}} ${op === '!' ? 'is_empty' : 'is_not_empty'}`;
      return op === '!' ? `not ${print(args[0], 2)}` : print(args[0], parent);
    }
    case '==':
    case '===':
    case '!=':
    case '!==': {
      const [ref, literal] = refAndLiteral(args, op);
      const negated = op.startsWith('!');
      if (literal === 'checked') return `{${ref}} ${negated ? 'is_not_ticked' : 'is_ticked'}`;
      return `{${ref}} ${negated ? 'is_not' : 'is'} ${quote(literal, op)}`;
    }
    case 'in': {
      const ref = args.length === 2 ? varName(args[1]) : null;
      if (ref === null || typeof args[0] !== 'string') throw new InexpressibleJsonLogicError(op);
      return `{${ref}} contains ${quote(args[0], op)}`;
    }
    case '<':
    case '>':
    case '<=':
    case '>=': {
      const [ref, literal, flipped] = refAndLiteral(args, op);
      if (typeof literal !== 'number') throw new InexpressibleJsonLogicError(op);
      return `{${ref}} ${flipped ? MIRRORED[op] : op} ${literal}`;
    }
    default:
      throw new InexpressibleJsonLogicError(op);
  }
};

/**
 * Writes json_logic in the readable infix form (the inverse of infixToJsonLogic). Throws
 * UnknownJsonLogicOperationError for an operation json-logic does not know (§8) and
 * InexpressibleJsonLogicError for one the rule panel cannot show.
 */
export const jsonLogicToInfix = (logic: unknown): string => print(logic, 0);

/** The field names (var operands) a json_logic condition reads, each once, in order. */
export const jsonLogicVars = (logic: unknown): string[] => {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [op, args] of Object.entries(node)) {
        const first = Array.isArray(args) ? args[0] : args;
        if (op === 'var' && typeof first === 'string' && first) found.add(first);
        else walk(args);
      }
    }
  };
  walk(logic);
  return [...found];
};
