import type { FilterInequality, RecipientFieldType } from '@quire/domain';

/** How each §5 operator reads for a field of each type ('is after' for a date, not '>'). */
export const INEQUALITY_LABELS: Record<
  RecipientFieldType,
  Partial<Record<FilterInequality, string>>
> = {
  text: { equals: 'is', not_equal: 'is not' },
  number: {
    equals: 'equals',
    not_equal: 'does not equal',
    greater_than: 'is greater than',
    greater_than_or_equal: 'is at least',
    less_than: 'is less than',
    less_than_or_equal: 'is at most',
  },
  date: {
    equals: 'is on',
    not_equal: 'is not on',
    greater_than: 'is after',
    greater_than_or_equal: 'is on or after',
    less_than: 'is before',
    less_than_or_equal: 'is on or before',
    in: 'is in the last',
  },
};
