import {
  EXTRAS_MESSAGES,
  FieldRuleSyntaxError,
  evaluateFieldRules,
  fieldGroups,
  fieldRuleReferenceUnknownMessage,
  fieldRuleTargetUnknownMessage,
  infixToJsonLogic,
  jsonLogicToInfix,
  jsonLogicVars,
  type FieldRule,
  type FieldRuleInput,
  type RuleField,
} from '@quire/domain';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import type { Auth } from '../../../plugins/request-context.ts';
import { touchDocuments } from '../../documents/document-repository.ts';
import { loadPackForRead, loadPackForWrite } from '../extras-access.ts';
import { findPackRuleFields } from '../pack-fields.ts';
import {
  deleteFieldRule,
  findFieldRuleRows,
  toFieldRule,
  upsertFieldRule,
} from './field-rule-repository.ts';

/** GET /app/documents/{key}/field_rules */
export const listFieldRules = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<FieldRule[]> => {
  const { pack } = await loadPackForRead(ctx, auth, key);
  return (await findFieldRuleRows(ctx.db, pack.key)).map(toFieldRule);
};

const parseCondition = (infix: string) => {
  try {
    const json_logic = infixToJsonLogic(infix);
    return { json_logic, infix_logic: jsonLogicToInfix(json_logic) };
  } catch (error) {
    if (error instanceof FieldRuleSyntaxError) throw badRequest(error.message);
    throw error;
  }
};

/** The rule refers only to fields of this pack and targets a field or group that exists. */
const checkNames = (fields: RuleField[], target: string, reads: string[]) => {
  const fieldNames = new Set(
    fields.flatMap((f) => (f.custom_id ? [f.uuid, f.custom_id] : [f.uuid])),
  );
  const targets = new Set([...fieldNames, ...fields.flatMap(fieldGroups)]);
  if (!targets.has(target)) throw badRequest(fieldRuleTargetUnknownMessage(target));
  const unknown = reads.find((name) => !fieldNames.has(name));
  if (unknown !== undefined) throw badRequest(fieldRuleReferenceUnknownMessage(unknown));
};

export type FieldRuleOutcome = { message: string; field_rule: FieldRule | null };

/** POST /app/documents/{key}/field_rules/{rule_id}/add_update_delete */
export const saveFieldRule = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  ruleId: string,
  input: FieldRuleInput,
): Promise<FieldRuleOutcome> => {
  const { pack } = await loadPackForWrite(ctx, auth, key, {
    permission: {
      path: 'document_permissions.can_configure_field_rules',
      message: EXTRAS_MESSAGES.fieldRulesNotAllowed,
    },
  });
  if (input.delete) {
    await ctx.db.transaction(async (tx) => {
      if (!(await deleteFieldRule(tx, pack.key, ruleId)))
        throw notFound(EXTRAS_MESSAGES.fieldRuleNotFound);
      await touchDocuments(tx, [pack.key]);
    });
    return { message: EXTRAS_MESSAGES.fieldRuleDeleted, field_rule: null };
  }
  if (!input.field_or_group) throw badRequest(EXTRAS_MESSAGES.fieldRuleTargetRequired);
  const condition = parseCondition(input.infix_logic);
  const fields = await findPackRuleFields(ctx.db, pack.key);
  checkNames(fields, input.field_or_group, jsonLogicVars(condition.json_logic));
  // The same function the editor and the signer view run: a rule that cannot run is refused here.
  evaluateFieldRules([{ field_or_group: input.field_or_group, ...condition }], fields);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertFieldRule(tx, {
      rule_id: ruleId,
      document_key: pack.key,
      field_or_group: input.field_or_group,
      field_rule_type: input.field_rule_type,
      ...condition,
    });
    if (!saved) throw notFound(EXTRAS_MESSAGES.fieldRuleNotFound);
    await touchDocuments(tx, [pack.key]);
    return saved;
  });
  return { message: EXTRAS_MESSAGES.fieldRuleSaved, field_rule: toFieldRule(row) };
};
