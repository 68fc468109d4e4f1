import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationRule } from '@quire/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { clearNotices, shownNotices } from '../../../../test/render-app.tsx';
import { pickOption } from '../test-support/pick-option.ts';
import { renderExtras } from '../test-support/render-extras.tsx';
import { NotificationRulesModal } from './notification-rules-modal.tsx';

const SAVE = 'POST /app/notification_rules/add_update_notification_rule';

describe('notification rules modal', () => {
  let rules: NotificationRule[];
  let server: ReturnType<typeof stubServer>;
  beforeEach(() => {
    clearNotices();
    rules = [];
    server = stubServer({
      'GET /app/notification_rules': () => ({ body: { success: true, notification_rules: rules } }),
      [SAVE]: (request) => {
        const { data } = request.body as {
          data: Omit<NotificationRule, 'key' | 'date_created' | 'recipient'>;
        };
        rules = [
          ...rules,
          { ...data, key: `nr-${rules.length + 1}`, recipient: 'document_owner', date_created: '' },
        ];
        return { body: { success: true, notification_rule: { key: `nr-${rules.length}` } } };
      },
      'DELETE /app/notification_rules/delete_notification_rule/nr-1': () => {
        rules = [];
        return { body: { success: true } };
      },
    });
  });

  it('adds a reminder with a §9 countdown, lists it and deletes it', async () => {
    const user = userEvent.setup();
    renderExtras(
      <NotificationRulesModal packKey="pack-1" opened onClose={() => {}} readOnly={false} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notification rules' });
    await screen.findByText('No notification rules yet.');
    // A new rule counts down 7 days (§9).
    expect(
      (
        within(dialog)
          .getAllByLabelText('For')
          .find((e) => e.tagName === 'INPUT') as HTMLInputElement
      ).value,
    ).toBe('7 days');
    await pickOption(user, 'For', '2 hours', dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'Remind' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));

    const item = await within(dialog).findByRole('listitem', {
      name: 'Remind · Not signed · after 2 hours',
    });
    expect(requestsTo(server, SAVE)[0]?.body).toEqual({
      data: {
        action: 'remind',
        event: 'not_signed',
        countdown_seconds: 7200,
        entity_key: 'pack-1',
      },
    });
    await user.click(within(item).getByRole('button', { name: /^Delete rule/ }));
    await within(dialog).findByText('No notification rules yet.');
  });

  it('offers remind only for not signed, and no countdown for events that are not time-sensitive', async () => {
    const user = userEvent.setup();
    renderExtras(
      <NotificationRulesModal packKey="pack-1" opened onClose={() => {}} readOnly={false} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notification rules' });
    await user.click(within(dialog).getByRole('radio', { name: 'Remind' }));
    await pickOption(user, 'When', 'Email failed', dialog);
    expect(
      (within(dialog).getByRole('radio', { name: 'Remind' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('radio', { name: 'Notify' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(dialog).getByText('As soon as it happens')).toBeTruthy();
  });

  it("says 'An error occurred while adding/updating notification_rule' when the save fails", async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /app/notification_rules': () => ({ body: { success: true, notification_rules: [] } }),
      [SAVE]: () => ({ status: 500, body: { success: false, message: 'boom' } }),
    });
    renderExtras(
      <NotificationRulesModal packKey="pack-1" opened onClose={() => {}} readOnly={false} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notification rules' });
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(shownNotices().map((notice) => notice.message)).toContain(
        'An error occurred while adding/updating notification_rule',
      ),
    );
  });
});
