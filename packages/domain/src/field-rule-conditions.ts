import type { FieldType } from './editor-entities.ts';

/** The conditions the rule panel offers (§5 Field rule conditions). */
export const FIELD_RULE_OPERATORS = [
  'is_empty',
  'is_not_empty',
  'is_ticked',
  'is_not_ticked',
  'is',
  'is_not',
  'contains',
  '<',
  '>',
  '<=',
  '>=',
] as const;
export type FieldRuleOperator = (typeof FIELD_RULE_OPERATORS)[number];

export type FieldRuleCondition = {
  operator: FieldRuleOperator;
  label: string;
  /** The condition compares with a value the user types. */
  needs_value: boolean;
  /** Offered only when the field's values are numeric. */
  numeric: boolean;
};

const condition = (
  operator: FieldRuleOperator,
  label: string,
  needs_value = false,
  numeric = false,
): FieldRuleCondition => ({ operator, label, needs_value, numeric });

const EMPTINESS = [condition('is_empty', 'is empty'), condition('is_not_empty', 'has a value')];
const TEXTUAL = [
  ...EMPTINESS,
  condition('is', 'is', true),
  condition('is_not', 'is not', true),
  condition('contains', 'contains', true),
  condition('<', 'is less than', true, true),
  condition('>', 'is greater than', true, true),
  condition('<=', 'is less than or equal to', true, true),
  condition('>=', 'is greater than or equal to', true, true),
];

/** §5: the conditions per field type; types not listed give no condition. */
export const FIELD_RULE_CONDITIONS: Record<FieldType, readonly FieldRuleCondition[]> = {
  signature: EMPTINESS,
  initial: EMPTINESS,
  file: EMPTINESS,
  check: [condition('is_ticked', 'is ticked'), condition('is_not_ticked', 'is not ticked')],
  text: TEXTUAL,
  choice: TEXTUAL,
  date: [],
  image: [],
  link: [],
  note: [],
  question: [],
  approve: [],
  decline: [],
  block: [],
  highlight: [],
  signer_setup: [],
  blank: [],
};

export const isNumericValue = (value: string | null | undefined): boolean =>
  value != null && value.trim() !== '' && Number.isFinite(Number(value));

/** The conditions offered for a field: numeric comparisons only when its values are numeric. */
export const fieldRuleConditionsFor = (
  type: FieldType,
  numeric: boolean,
): readonly FieldRuleCondition[] =>
  FIELD_RULE_CONDITIONS[type].filter((entry) => numeric || !entry.numeric);
