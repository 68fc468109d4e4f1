import type { XplanClientData, XplanFragment } from './integrations.ts';

/**
 * Where each §7 fragment lives under XPLAN's resourceful API:
 * `/resourceful/entity/client-v3/{entity_id}/{path}` (a list of records).
 */
export const XPLAN_FRAGMENT_PATHS: Record<XplanFragment, string> = {
  Asset: 'asset',
  Address: 'address',
  Contact: 'contact',
  Dependant: 'dependant',
  Goal: 'goal',
  Income: 'income',
  Insurance: 'insurance',
  Liability: 'liability',
  Life: 'life',
  Medical: 'medical',
  Pension: 'pension',
  'Portfolio position': 'portfolio_position',
  RetirementIncome: 'retirement_income',
};

/** The glue prefix of a fragment: its path (`portfolio_position.0.code`). */
const flatValue = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

const addFlat = (glue: Record<string, string>, prefix: string, record: Record<string, unknown>) => {
  for (const [field, value] of Object.entries(record)) {
    const flat = flatValue(value);
    if (flat !== null) glue[`${prefix}.${field}`] = flat;
    else if (value && typeof value === 'object' && !Array.isArray(value))
      addFlat(glue, `${prefix}.${field}`, value as Record<string, unknown>);
  }
};

/**
 * The flat values a mapping reads from a client's data: `client.<field>` and
 * `<fragment path>.<index>.<field>`; nested objects (XPLAN's currency values
 * `{_val, _type}`) flatten by dots. Lists inside records are left out: a field holds one value.
 */
export const glueOf = (data: XplanClientData['data']): Record<string, string> => {
  const glue: Record<string, string> = {};
  addFlat(glue, 'client', data.client);
  for (const [fragment, path] of Object.entries(XPLAN_FRAGMENT_PATHS)) {
    const records = data[fragment as XplanFragment];
    records?.forEach((record, index) => addFlat(glue, `${path}.${index}`, record));
  }
  return glue;
};
