import {
  EXTRAS_MESSAGES,
  eventSubscriptionList,
  isEventSubscriptionKey,
  unknownEventSubscriptionMessage,
  type EventSubscription,
} from '@quire/domain';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { Auth } from '../../../plugins/request-context.ts';
import type { DocumentRow } from '../../documents/document-repository.ts';
import { touchDocuments } from '../../documents/document-repository.ts';
import { loadPackForRead, loadPackForWrite } from '../extras-access.ts';
import {
  findEntityEventKeys,
  findOrganisationEventKeys,
  replaceEntityEventKeys,
} from './event-subscription-repository.ts';

const subscriptionsOf = async (ctx: AppContext, pack: DocumentRow) =>
  eventSubscriptionList(
    await findEntityEventKeys(ctx.db, pack.key),
    await findOrganisationEventKeys(ctx.db, pack.account_key),
  );

/** GET /app/event_subscriptions/?entity_key=: every event, with who subscribes to it. */
export const listEventSubscriptions = async (
  ctx: AppContext,
  auth: Auth,
  entityKey: string,
): Promise<EventSubscription[]> => {
  const { pack } = await loadPackForRead(ctx, auth, entityKey);
  return subscriptionsOf(ctx, pack);
};

/** POST /app/event_subscriptions/{entity_key}: the pack's own subscriptions become `keys`. */
export const updateEventSubscriptions = async (
  ctx: AppContext,
  auth: Auth,
  entityKey: string,
  keys: readonly string[],
): Promise<EventSubscription[]> => {
  const { pack } = await loadPackForWrite(ctx, auth, entityKey, {
    permission: {
      path: 'can_configure_event_actions',
      message: EXTRAS_MESSAGES.eventActionsNotAllowed,
    },
  });
  const unknown = keys.find((key) => !isEventSubscriptionKey(key));
  if (unknown !== undefined) throw badRequest(unknownEventSubscriptionMessage(unknown));
  await ctx.db.transaction(async (tx) => {
    await replaceEntityEventKeys(tx, pack.key, [...new Set(keys)]);
    await touchDocuments(tx, [pack.key]);
  });
  return subscriptionsOf(ctx, pack);
};
