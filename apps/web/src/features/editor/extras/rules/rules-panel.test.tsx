import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { infixToJsonLogic, type FieldRule } from '@quire/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { clearNotices, shownNotices } from '../../../../test/render-app.tsx';
import { aDocument } from '../../../documents/test-support/document-fixtures.ts';
import { pickOption } from '../test-support/pick-option.ts';
import { aField, renderExtras } from '../test-support/render-extras.tsx';
import { RulesPanel } from './rules-panel.tsx';

const pack = aDocument({ key: 'pack-1' });
const agree = aField({ type: 'check', custom_id: 'agree' });
const amount = aField({ type: 'text', custom_id: 'amount' });

const aRule = (ruleId: string, target: string, infix: string): FieldRule => ({
  rule_id: ruleId,
  field_or_group: target,
  infix_logic: infix,
  json_logic: infixToJsonLogic(infix),
  field_rule_type: 'field_group_enabled',
});

describe('field rules panel', () => {
  let rules: FieldRule[];
  let server: ReturnType<typeof stubServer>;

  beforeEach(() => {
    clearNotices();
    rules = [];
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(
      '0000-rule-new' as `${string}-${string}-${string}-${string}-${string}`,
    );
    server = stubServer({
      'GET /app/documents/pack-1/get_data_fields': () => ({
        body: { success: true, data_fields: [agree, amount] },
      }),
      'GET /app/documents/pack-1/field_rules': () => ({
        body: { success: true, field_rules: rules },
      }),
      'POST /app/documents/pack-1/field_rules/0000-rule-new/add_update_delete': (request) => {
        const { data } = request.body as { data: { field_or_group: string; infix_logic: string } };
        rules = [aRule('0000-rule-new', data.field_or_group, data.infix_logic)];
        return { body: { success: true, field_rule: rules[0] } };
      },
    });
  });

  it('builds a rule visually and stores it as infix_logic', async () => {
    const user = userEvent.setup();
    renderExtras(<RulesPanel pack={pack} />);
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const editor = screen.getByRole('form', { name: 'Rule editor' });
    await pickOption(user, 'Enable this field or group', /^amount/, editor);
    const row = within(editor).getByRole('group', { name: 'Condition 1' });
    await pickOption(user, 'Field', /^agree/, row);
    await pickOption(user, 'Condition', 'is ticked', row);
    expect(within(editor).getByText('{agree} is_ticked')).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Save rule' }));

    const card = await screen.findByRole('listitem', { name: 'Rule for amount' });
    expect(card.textContent).toContain('Enabled only when agree is ticked');
    const [saved] = requestsTo(
      server,
      'POST /app/documents/pack-1/field_rules/0000-rule-new/add_update_delete',
    );
    expect(saved?.body).toEqual({
      data: {
        field_or_group: 'amount',
        infix_logic: '{agree} is_ticked',
        field_rule_type: 'field_group_enabled',
      },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rule editor' })).toBeNull());
  });

  it('offers only the conditions of the chosen field type (§5)', async () => {
    const user = userEvent.setup();
    renderExtras(<RulesPanel pack={pack} />);
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const row = screen.getByRole('group', { name: 'Condition 1' });
    await pickOption(user, 'Field', /^amount/, row);
    await user.click(
      within(row)
        .getAllByLabelText('Condition')
        .find((e) => e.tagName === 'INPUT')!,
    );
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['is empty', 'has a value', 'is', 'is not', 'contains']);
  });

  it('shows live in debug mode which fields a rule disables, and reacts to test values', async () => {
    const user = userEvent.setup();
    rules = [aRule('r1', 'amount', '{agree} is_ticked')];
    renderExtras(<RulesPanel pack={pack} />);
    await screen.findByRole('listitem', { name: 'Rule for amount' });
    expect(screen.queryByRole('status', { name: 'Debug for amount' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Debug' }));
    expect(screen.getByRole('status', { name: 'Debug for amount' }).textContent).toContain(
      'Disables',
    );
    expect(screen.getByRole('status', { name: 'Disabled fields' }).textContent).toBe(
      '1 field is disabled with these values.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'agree is ticked' }));
    expect(screen.getByRole('status', { name: 'Debug for amount' }).textContent).toContain(
      'Enables',
    );
    expect(screen.getByRole('status', { name: 'Disabled fields' }).textContent).toBe(
      'Every field is enabled with these values.',
    );
    // Test values stay in the browser.
    expect(server.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("says 'Error updating field condition' and keeps the editor open when the server refuses", async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /app/documents/pack-1/get_data_fields': () => ({
        body: { success: true, data_fields: [agree, amount] },
      }),
      'GET /app/documents/pack-1/field_rules': () => ({ body: { success: true, field_rules: [] } }),
      'POST /app/documents/pack-1/field_rules/0000-rule-new/add_update_delete': () => ({
        status: 400,
        body: {
          success: false,
          message: 'No field or field group called amount exists in this document.',
        },
      }),
    });
    renderExtras(<RulesPanel pack={pack} />);
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const editor = screen.getByRole('form', { name: 'Rule editor' });
    await pickOption(user, 'Enable this field or group', /^amount/, editor);
    await pickOption(
      user,
      'Field',
      /^agree/,
      within(editor).getByRole('group', { name: 'Condition 1' }),
    );
    await user.click(within(editor).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(shownNotices().map((notice) => notice.message)).toContain(
        'Error updating field condition',
      ),
    );
    expect(
      within(editor).getByText('No field or field group called amount exists in this document.'),
    ).toBeTruthy();
  });
});
