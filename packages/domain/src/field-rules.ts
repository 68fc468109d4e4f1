import jsonLogic from 'json-logic-js';
import { z } from 'zod';
import { FIELD_RULE_TYPES, type FieldRuleType } from './editor-entities.ts';

export type FieldRule = {
  rule_id: string;
  field_or_group: string;
  json_logic: unknown;
  infix_logic: string;
  field_rule_type: FieldRuleType;
};

/** Body `data` of POST /app/documents/{key}/field_rules/{rule_id}/add_update_delete. */
export const fieldRuleInputSchema = z.object({
  delete: z.boolean().optional(),
  field_or_group: z.string().trim().max(500).default(''),
  infix_logic: z.string().max(20_000).default(''),
  field_rule_type: z.enum(FIELD_RULE_TYPES).default('field_group_enabled'),
});
export type FieldRuleInput = z.infer<typeof fieldRuleInputSchema>;

/** What the rule functions read of a data field. */
export type RuleField = {
  uuid: string;
  type: string;
  custom_id: string | null;
  field_group: string | null;
  data: string | null;
  file_key?: string | null;
  blob?: string | null;
  removed?: boolean;
};

type RuleLike = Pick<FieldRule, 'field_or_group' | 'json_logic'>;

/** The groups of a field (§3: field_group holds groups separated by '|'). */
export const fieldGroups = (field: Pick<RuleField, 'field_group'>): string[] =>
  (field.field_group ?? '')
    .split('|')
    .map((group) => group.trim())
    .filter(Boolean);

/**
 * The value a condition sees: checkbox state, text, or whether a file/signature is there. An
 * empty field reads as NaN: falsy like '' for is_empty / has a value, but false against every
 * number, where JavaScript would read '' as 0 and call an empty amount "less than 100".
 */
const ruleValue = (field: RuleField): string | number => {
  if (field.type === 'check') return field.data === 'checked' ? 'checked' : 'unchecked';
  return field.data || field.file_key || field.blob || Number.NaN;
};

/** Sets `value` at `name`, following dots the way json-logic's var reads them. */
const setVar = (data: Record<string, unknown>, name: string, value: string | number): void => {
  data[name] = value;
  const parts = name.split('.');
  if (parts.length === 1) return;
  let node: Record<string, unknown> = data;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    if (child !== undefined && (typeof child !== 'object' || child === null)) return;
    node = (child as Record<string, unknown> | undefined) ?? (node[part] = {});
  }
  node[parts[parts.length - 1]!] = value;
};

const ruleData = (fields: readonly RuleField[], disabled: ReadonlySet<string>) => {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.removed) continue;
    const value = disabled.has(field.uuid) ? Number.NaN : ruleValue(field);
    setVar(data, field.uuid, value);
    if (field.custom_id) setVar(data, field.custom_id, value);
  }
  return data;
};

/** name (uuid, custom id or group) → uuids of the fields it targets. */
const targetIndex = (fields: readonly RuleField[]): Map<string, string[]> => {
  const index = new Map<string, string[]>();
  const add = (name: string, uuid: string) => {
    const list = index.get(name);
    if (list) list.push(uuid);
    else index.set(name, [uuid]);
  };
  for (const field of fields) {
    if (field.removed) continue;
    add(field.uuid, field.uuid);
    if (field.custom_id) add(field.custom_id, field.uuid);
    for (const group of fieldGroups(field)) add(group, field.uuid);
  }
  return index;
};

const evaluateOnce = (rules: readonly RuleLike[], data: object): Map<string, boolean> => {
  const states = new Map<string, boolean>();
  for (const rule of rules) {
    const enabled = jsonLogic.truthy(jsonLogic.apply(rule.json_logic as never, data));
    states.set(rule.field_or_group, (states.get(rule.field_or_group) ?? true) && enabled);
  }
  return states;
};

const disabledFrom = (states: Map<string, boolean>, index: Map<string, string[]>): Set<string> => {
  const disabled = new Set<string>();
  for (const [target, enabled] of states) {
    if (!enabled) for (const uuid of index.get(target) ?? []) disabled.add(uuid);
  }
  return disabled;
};

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((item) => b.has(item));

const settle = (rules: readonly RuleLike[], fields: readonly RuleField[]) => {
  const index = targetIndex(fields);
  let disabled = new Set<string>();
  let states = new Map<string, boolean>();
  // A disabled field reads as empty, which may disable others: repeat until nothing changes
  // (bounded, so rules that contradict each other still end).
  for (let round = 0; round <= rules.length; round += 1) {
    states = evaluateOnce(rules, ruleData(fields, disabled));
    const next = disabledFrom(states, index);
    if (sameSet(next, disabled)) break;
    disabled = next;
  }
  return { states, disabled };
};

/**
 * Evaluates the field_group_enabled rules (§3) against the fields' values: each rule's
 * field_or_group maps to whether it is enabled (several rules on one target must all hold).
 * Fields a rule disables count as empty. Throws on an unknown json-logic operation (§8).
 */
export const evaluateFieldRules = (
  rules: readonly RuleLike[],
  fields: readonly RuleField[],
): Map<string, boolean> => settle(rules, fields).states;

/** The uuids of the fields a rule disables (targeted by uuid, custom id or one of its groups). */
export const disabledFieldUuids = (
  rules: readonly RuleLike[],
  fields: readonly RuleField[],
): Set<string> => settle(rules, fields).disabled;

/** The data a disabled field had, kept to restore when it is enabled again. */
export type StashedFieldData = {
  data: string | null;
  file_key: string | null;
  filename: string | null;
  blob: string | null;
};
export type FieldStash = Readonly<Record<string, StashedFieldData>>;

type StashableField = RuleField & { filename?: string | null };

const hasContent = (field: StashableField): boolean =>
  Boolean(field.data || field.file_key || field.filename || field.blob);

/** Sets a field's content; `blob` only on fields that carry one, so others keep their shape. */
const withContent = <T extends StashableField>(field: T, content: StashedFieldData): T => {
  const { blob, ...rest } = content;
  return 'blob' in field ? { ...field, ...rest, blob } : { ...field, ...rest };
};

/**
 * §4: a field disabled by a rule has its data and blob stashed and cleared, and restored when it
 * is enabled again. Pure: answers new field objects only for the fields it changes.
 */
export const applyRuleStates = <T extends StashableField>(
  fields: readonly T[],
  disabled: ReadonlySet<string>,
  stash: FieldStash,
): { fields: T[]; stash: FieldStash } => {
  const nextStash: Record<string, StashedFieldData> = { ...stash };
  const next = fields.map((field) => {
    if (disabled.has(field.uuid)) {
      if (!hasContent(field)) return field;
      nextStash[field.uuid] = {
        data: field.data,
        file_key: field.file_key ?? null,
        filename: field.filename ?? null,
        blob: field.blob ?? null,
      };
      return withContent(field, { data: null, file_key: null, filename: null, blob: null });
    }
    const kept = nextStash[field.uuid];
    if (!kept) return field;
    delete nextStash[field.uuid];
    return hasContent(field) ? field : withContent(field, kept);
  });
  return { fields: next, stash: nextStash };
};
