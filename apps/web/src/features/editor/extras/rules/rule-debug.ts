import {
  applyRuleStates,
  disabledFieldUuids,
  evaluateFieldRules,
  fieldGroups,
  type DataField,
  type FieldRule,
} from '@quire/domain';

/** Test values typed into the debug view, by field uuid; they never leave the browser. */
export type TestValues = Readonly<Record<string, string>>;

export type RuleOutcome = {
  /** The rule's own condition holds with the current values. */
  holds: boolean;
  /** Its target ends up enabled (every rule on the same target must hold). */
  enabled: boolean;
  /** The fields the rule's target names. */
  targets: DataField[];
};

export type DebugResult =
  | { ok: true; outcomes: Map<string, RuleOutcome>; disabled: Set<string> }
  | { ok: false; message: string };

/** The fields as the rules should see them: the document's values, with test values on top. */
export const withTestValues = (fields: readonly DataField[], values: TestValues): DataField[] =>
  fields.map((field) =>
    values[field.uuid] === undefined
      ? field
      : {
          ...field,
          data: values[field.uuid] || null,
          file_key: values[field.uuid] ? field.file_key : null,
        },
  );

export const fieldsNamedBy = (fields: readonly DataField[], target: string): DataField[] =>
  fields.filter(
    (field) =>
      field.uuid === target || field.custom_id === target || fieldGroups(field).includes(target),
  );

/**
 * What the rules do right now (the same evaluation the signer view and the server run): which
 * rules hold and which fields end up disabled. A disabled field reads as empty to other rules.
 */
export const debugRules = (
  rules: readonly FieldRule[],
  fields: readonly DataField[],
): DebugResult => {
  try {
    const disabled = disabledFieldUuids(rules, fields);
    const states = evaluateFieldRules(rules, fields);
    const settled = applyRuleStates(fields, disabled, {}).fields;
    const outcomes = new Map<string, RuleOutcome>();
    for (const rule of rules) {
      const own = evaluateFieldRules([rule], settled).get(rule.field_or_group) ?? true;
      outcomes.set(rule.rule_id, {
        holds: own,
        enabled: states.get(rule.field_or_group) ?? true,
        targets: fieldsNamedBy(fields, rule.field_or_group),
      });
    }
    return { ok: true, outcomes, disabled };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
};

/** The fields the rules' conditions read, for the debug view's test inputs. */
export const fieldsReadByRules = (
  rules: readonly FieldRule[],
  fields: readonly DataField[],
): DataField[] => {
  const refs = new Set<string>();
  for (const rule of rules)
    for (const match of rule.infix_logic.matchAll(/\{([^}]*)\}/g)) refs.add(match[1]!.trim());
  return fields.filter(
    (field) => refs.has(field.uuid) || (field.custom_id !== null && refs.has(field.custom_id)),
  );
};
