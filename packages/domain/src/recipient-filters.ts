import {
  FILTER_TIMESPAN_DAYS,
  type FilterInequality,
  type FilterRule,
  type RecipientFieldType,
} from './bulk-send-contracts.ts';

/** §5: text gets equals and not equal; numbers add greater/less (or equal); dates add 'in'. */
export const INEQUALITIES_BY_TYPE: Record<RecipientFieldType, readonly FilterInequality[]> = {
  text: ['equals', 'not_equal'],
  number: [
    'equals',
    'not_equal',
    'greater_than',
    'greater_than_or_equal',
    'less_than',
    'less_than_or_equal',
  ],
  date: [
    'equals',
    'not_equal',
    'greater_than',
    'greater_than_or_equal',
    'less_than',
    'less_than_or_equal',
    'in',
  ],
};

const DAY_MS = 86_400_000;

/** A number as people write it in a CSV: '1 200,50' and '1,200.50' are both 1200.5. */
export const parseCellNumber = (cell: string): number | null => {
  const t = cell.trim().replace(/[\s\u00a0]/g, '');
  if (!t) return null;
  // One separator after the last group of 1–2 digits is the decimal mark; the others group.
  const m = /^([+-]?)([\d.,]*\d)$/.exec(t);
  if (!m) return null;
  const digits = m[2]!;
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const decimals = last >= 0 ? digits.length - last - 1 : 0;
  const whole =
    last >= 0 && decimals > 0 && decimals <= 2
      ? `${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`
      : digits.replace(/[.,]/g, '');
  const n = Number(`${m[1]}${whole}`);
  return Number.isFinite(n) ? n : null;
};

/**
 * A date cell as a UTC day (ms): ISO 'yyyy-mm-dd' (with or without a time) or 'dd/mm/yyyy'
 * ('dd-mm-yyyy', 'dd.mm.yyyy'): day first, as the spec's default date format reads.
 */
export const parseCellDate = (cell: string): number | null => {
  const t = cell.trim();
  let y: number, mo: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, mo, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else return null;
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d
    ? ms
    : null;
};

/**
 * A cell that makes its column a number column. '+27 82 555 1234' and '0821234567' parse as
 * numbers but are phone numbers or codes, whose leading '+' or zero is part of them: text.
 */
export const isNumberCell = (cell: string): boolean =>
  !/^\s*(\+|0\d)/.test(cell) && parseCellNumber(cell) !== null;

/** The type an import gives a column: every non-empty cell a number, or every one a date. */
export const inferFieldType = (cells: readonly string[]): RecipientFieldType => {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length === 0) return 'text';
  if (filled.every(isNumberCell)) return 'number';
  if (filled.every((c) => parseCellDate(c) !== null)) return 'date';
  return 'text';
};

const compare = (a: number, b: number, op: FilterInequality): boolean => {
  switch (op) {
    case 'equals':
      return a === b;
    case 'not_equal':
      return a !== b;
    case 'greater_than':
      return a > b;
    case 'greater_than_or_equal':
      return a >= b;
    case 'less_than':
      return a < b;
    case 'less_than_or_equal':
      return a <= b;
    default:
      return false;
  }
};

/** What filterRuleProblem answers, each a message with the rule's field (Quire's wording). */
export const filterFieldUnknownMessage = (field: string): string =>
  `There is no field called ${field}.`;
export const filterInequalityRefusedMessage = (field: string, inequality: string): string =>
  `${field} cannot be filtered with ${inequality}.`;
export const FILTER_TIMESPAN_MESSAGE = `Choose ${FILTER_TIMESPAN_DAYS.join(', ')} days.`;
export const filterNeedsNumberMessage = (field: string): string =>
  `${field} needs a number to compare with.`;
export const filterNeedsDateMessage = (field: string): string =>
  `${field} needs a date to compare with.`;

/** Why a rule cannot be used (unknown field, operator not of the field's type, bad value). */
export const filterRuleProblem = (
  rule: FilterRule,
  fieldNames: readonly string[],
  fieldTypes: readonly RecipientFieldType[],
): string | null => {
  const index = fieldNames.indexOf(rule.selected_field);
  if (index < 0) return filterFieldUnknownMessage(rule.selected_field);
  const type = fieldTypes[index] ?? 'text';
  if (!INEQUALITIES_BY_TYPE[type].includes(rule.selected_inequality))
    return filterInequalityRefusedMessage(rule.selected_field, rule.selected_inequality);
  if (rule.selected_inequality === 'in') {
    if (!FILTER_TIMESPAN_DAYS.includes(Number(rule.comparison_value) as never))
      return FILTER_TIMESPAN_MESSAGE;
  } else if (type === 'number' && parseCellNumber(rule.comparison_value) === null) {
    return filterNeedsNumberMessage(rule.selected_field);
  } else if (type === 'date' && parseCellDate(rule.comparison_value) === null) {
    return filterNeedsDateMessage(rule.selected_field);
  }
  return null;
};

/**
 * Whether a row passes every rule (rules are ANDed; a rule with a problem matches nothing, so a
 * bad filter never sends to more people than asked). `now` anchors the 'in the last N days' rule.
 */
export const matchesFilterRules = (
  cells: readonly string[],
  fieldNames: readonly string[],
  fieldTypes: readonly RecipientFieldType[],
  rules: readonly FilterRule[],
  now: Date,
): boolean =>
  rules.every((rule) => {
    if (filterRuleProblem(rule, fieldNames, fieldTypes)) return false;
    const index = fieldNames.indexOf(rule.selected_field);
    const cell = cells[index] ?? '';
    const type = fieldTypes[index] ?? 'text';
    const op = rule.selected_inequality;
    if (type === 'text') {
      const same = cell.trim().toLowerCase() === rule.comparison_value.trim().toLowerCase();
      return op === 'equals' ? same : !same;
    }
    if (type === 'number') {
      const a = parseCellNumber(cell);
      return a !== null && compare(a, parseCellNumber(rule.comparison_value)!, op);
    }
    const day = parseCellDate(cell);
    if (day === null) return false;
    if (op === 'in') {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      return day <= today && day > today - Number(rule.comparison_value) * DAY_MS;
    }
    return compare(day, parseCellDate(rule.comparison_value)!, op);
  });
