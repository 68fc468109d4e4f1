import { and, eq, isNull } from 'drizzle-orm';
import {
  EVENT_SUBSCRIPTION_EVENTS,
  EXTRAS_MESSAGES,
  isEventSubscriptionKey,
  unknownEventSubscriptionMessage,
  type EventSubscriptionKey,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { eventSubscriptions } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findOrganisationEventKeys } from '../document-extras/event-subscriptions/event-subscription-repository.ts';
import { webhookWorkspaceOf } from './webhook-access.ts';

export type WorkspaceEvent = { key: EventSubscriptionKey; label: string; subscribed: boolean };

const listOf = (keys: ReadonlySet<string>): WorkspaceEvent[] =>
  EVENT_SUBSCRIPTION_EVENTS.map((e) => ({
    key: e.key,
    label: e.label,
    subscribed: keys.has(e.key),
  }));

/** The events the whole workspace subscribes to (§3 run_organisation_wide). */
export const listWorkspaceEvents = async (
  ctx: AppContext,
  auth: Auth,
): Promise<WorkspaceEvent[]> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  return listOf(await findOrganisationEventKeys(ctx.db, accountKey));
};

/**
 * POST /app/webhooks/events: the workspace-wide subscriptions become `keys`: every pack of the
 * workspace announces these, on top of what each pack or its template subscribes to.
 */
export const updateWorkspaceEvents = async (
  ctx: AppContext,
  auth: Auth,
  keys: readonly string[],
): Promise<WorkspaceEvent[]> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  requirePermission(
    auth.userAccount!.permissions,
    'can_configure_event_actions',
    EXTRAS_MESSAGES.eventActionsNotAllowed,
  );
  const unknown = keys.find((key) => !isEventSubscriptionKey(key));
  if (unknown !== undefined) throw badRequest(unknownEventSubscriptionMessage(unknown));
  await ctx.db.transaction(async (tx) => {
    const mine = and(
      eq(eventSubscriptions.account_key, accountKey),
      isNull(eventSubscriptions.entity_key),
    );
    await tx.delete(eventSubscriptions).where(mine);
    const unique = [...new Set(keys)];
    if (unique.length > 0)
      await tx.insert(eventSubscriptions).values(
        unique.map((key) => ({
          id: newKey(),
          key,
          account_key: accountKey,
          run_organisation_wide: true,
        })),
      );
  });
  return listOf(await findOrganisationEventKeys(ctx.db, accountKey));
};
