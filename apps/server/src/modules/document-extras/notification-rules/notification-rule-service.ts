import { EXTRAS_MESSAGES, type NotificationRule, type NotificationRuleInput } from '@quire/domain';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../lib/app-error.ts';
import { newKey } from '../../../lib/ids.ts';
import type { Auth } from '../../../plugins/request-context.ts';
import { touchDocuments } from '../../documents/document-repository.ts';
import { loadPackForRead, loadPackForWrite, type WriteRule } from '../extras-access.ts';
import {
  deleteNotificationRule,
  findNotificationRuleRow,
  findNotificationRuleRows,
  insertNotificationRule,
  toNotificationRule,
  updateNotificationRule,
} from './notification-rule-repository.ts';

const MAY_CHANGE: WriteRule = {
  permission: {
    path: 'document_permissions.can_change_notification_rules',
    message: EXTRAS_MESSAGES.notificationRulesNotAllowed,
  },
};

/** GET /app/notification_rules?entity_key= */
export const listNotificationRules = async (
  ctx: AppContext,
  auth: Auth,
  entityKey: string,
): Promise<NotificationRule[]> => {
  const { pack } = await loadPackForRead(ctx, auth, entityKey);
  return (await findNotificationRuleRows(ctx.db, pack.key)).map(toNotificationRule);
};

/** POST /app/notification_rules/add_update_notification_rule: no key adds a rule to the pack. */
export const saveNotificationRule = async (
  ctx: AppContext,
  auth: Auth,
  input: NotificationRuleInput,
): Promise<NotificationRule> => {
  const { pack } = await loadPackForWrite(ctx, auth, input.entity_key, MAY_CHANGE);
  const existing = input.key ? await findNotificationRuleRow(ctx.db, input.key) : undefined;
  if (input.key && existing?.entity_key !== pack.key)
    throw notFound(EXTRAS_MESSAGES.notificationRuleNotFound);
  const changes = {
    action: input.action,
    event: input.event,
    recipient: input.recipient,
    countdown_seconds: input.countdown_seconds,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const saved = existing
      ? await updateNotificationRule(tx, existing.key, changes)
      : await insertNotificationRule(tx, { key: newKey(), entity_key: pack.key, ...changes });
    await touchDocuments(tx, [pack.key]);
    return saved;
  });
  return toNotificationRule(row);
};

/** DELETE /app/notification_rules/delete_notification_rule/{key} */
export const removeNotificationRule = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<void> => {
  const rule = await findNotificationRuleRow(ctx.db, key);
  if (!rule) throw notFound(EXTRAS_MESSAGES.notificationRuleNotFound);
  const { pack } = await loadPackForWrite(ctx, auth, rule.entity_key, MAY_CHANGE);
  await ctx.db.transaction(async (tx) => {
    await deleteNotificationRule(tx, rule.key);
    await touchDocuments(tx, [pack.key]);
  });
};
