import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_MESSAGES, MESSAGES } from '@quire/domain';
import { useTestApp, type Session } from '../../../../test/test-app.ts';
import { setPermissions } from '../../../../test/seed-documents.ts';
import { call, packDateUpdated, seedExtrasCast, setPackStatus } from '../extras-test-helpers.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
type Pack = Awaited<ReturnType<Awaited<ReturnType<typeof seedExtrasCast>>['packFor']>>;
let pack: Pack;
let sentPack: Pack;
let bobPack: Pack;

const save = (session: Session, ruleId: string, data: Record<string, unknown>, key = pack.key) =>
  call(t.app, 'POST', `/app/documents/${key}/field_rules/${ruleId}/add_update_delete`, {
    session,
    body: { data },
  });
const list = (session: Session, key = pack.key) =>
  call(t.app, 'GET', `/app/documents/${key}/field_rules`, { session });

beforeAll(async () => {
  const cast = await seedExtrasCast(t);
  ({ ann, bob } = cast);
  pack = await cast.packFor(ann);
  sentPack = await cast.packFor(ann, 'awaiting_signatures');
  bobPack = await cast.packFor(bob);
});

describe('field rules', () => {
  it('saves a rule parsed into json_logic, lists it, updates and deletes it', async () => {
    const before = await packDateUpdated(t, pack.key);
    const saved = await save(ann, 'rule-1', {
      field_or_group: 'extras',
      infix_logic: '{amount}>100 and ( {agree} is_ticked or {proof} has_value )',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toEqual({
      success: true,
      message: EXTRAS_MESSAGES.fieldRuleSaved,
      field_rule: {
        rule_id: 'rule-1',
        field_or_group: 'extras',
        field_rule_type: 'field_group_enabled',
        infix_logic: '{amount} > 100 and ({agree} is_ticked or {proof} is_not_empty)',
        json_logic: {
          and: [
            { '>': [{ var: 'amount' }, 100] },
            { or: [{ '==': [{ var: 'agree' }, 'checked'] }, { '!!': [{ var: 'proof' }] }] },
          ],
        },
      },
    });
    expect(await packDateUpdated(t, pack.key)).toBeGreaterThan(before);

    const updated = await save(ann, 'rule-1', {
      field_or_group: pack.fieldUuids.amount,
      infix_logic: `{${pack.fieldUuids.client_name}} is "Ann"`,
    });
    expect(updated.data.field_rule).toMatchObject({ field_or_group: pack.fieldUuids.amount });
    // A child key names its pack.
    const listed = await list(ann, pack.childKeys[1]);
    expect(listed.data.field_rules).toEqual([updated.data.field_rule]);

    const removed = await save(ann, 'rule-1', { delete: true });
    expect(removed.data).toEqual({
      success: true,
      message: EXTRAS_MESSAGES.fieldRuleDeleted,
      field_rule: null,
    });
    expect((await list(ann)).data.field_rules).toEqual([]);
    const again = await save(ann, 'rule-1', { delete: true });
    expect(again.statusCode).toBe(404);
    expect(again.data.message).toBe(EXTRAS_MESSAGES.fieldRuleNotFound);
  });

  it.each([
    [{ field_or_group: '', infix_logic: '{amount} > 1' }, EXTRAS_MESSAGES.fieldRuleTargetRequired],
    [
      { field_or_group: 'nowhere', infix_logic: '{amount} > 1' },
      'No field or field group called nowhere exists in this document.',
    ],
    [
      { field_or_group: 'details', infix_logic: '{ghost} is_empty' },
      'The condition refers to {ghost}, which is not a field of this document.',
    ],
    [
      { field_or_group: 'details', infix_logic: '{amount} >' },
      "Expected a number after '>' at the end",
    ],
    [
      { field_or_group: 'details', infix_logic: '{amount} > 1 or' },
      'Expected a condition at the end',
    ],
    [{ field_or_group: 'details', infix_logic: '' }, 'The condition is empty.'],
  ])('refuses %j with its message and writes nothing', async (data, message) => {
    const r = await save(ann, 'bad-rule', data);
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message });
    expect((await list(ann)).data.field_rules).toEqual([]);
  });

  it('refuses a rule id another pack holds, leaving that rule alone', async () => {
    const bobs = await save(
      bob,
      'bob-rule',
      { field_or_group: 'extras', infix_logic: 'true' },
      bobPack.key,
    );
    expect(bobs.statusCode).toBe(200);
    const r = await save(ann, 'bob-rule', { field_or_group: 'extras', infix_logic: 'false' });
    expect(r.statusCode).toBe(404);
    expect(r.data.message).toBe(EXTRAS_MESSAGES.fieldRuleNotFound);
    expect((await list(bob, bobPack.key)).data.field_rules).toEqual([bobs.data.field_rule]);
    expect((await list(ann)).data.field_rules).toEqual([]);
  });

  it('answers 409 outside setup', async () => {
    const r = await save(ann, 'r', { field_or_group: 'extras', infix_logic: 'true' }, sentPack.key);
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(MESSAGES.notInSetup);
    await setPackStatus(t, pack.key, 'complete');
    const deleting = await save(ann, 'r', { delete: true });
    await setPackStatus(t, pack.key, 'setup');
    expect(deleting.statusCode).toBe(409);
  });

  it('answers 403 without can_configure_field_rules', async () => {
    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_configure_field_rules: false },
    });
    const r = await save(ann, 'r', { field_or_group: 'extras', infix_logic: 'true' });
    await setPermissions(t.ctx, ann.user_account_key, {});
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(EXTRAS_MESSAGES.fieldRulesNotAllowed);
  });

  it('answers 404 to a user of another workspace', async () => {
    const read = await list(bob);
    const write = await save(bob, 'r', { field_or_group: 'extras', infix_logic: 'true' });
    for (const r of [read, write]) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
  });
});
