import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_SUBSCRIPTION_EVENTS,
  EXTRAS_MESSAGES,
  MESSAGES,
  type EventSubscription,
} from '@quire/domain';
import { eventSubscriptions } from '../../../db/schema.ts';
import { newKey } from '../../../lib/ids.ts';
import { useTestApp, type Session } from '../../../../test/test-app.ts';
import { accountKeyOf, setPermissions } from '../../../../test/seed-documents.ts';
import { call, seedExtrasCast, setPackStatus } from '../extras-test-helpers.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let packKey: string;

const list = async (session: Session, key = packKey) =>
  call(t.app, 'GET', `/app/event_subscriptions/?entity_key=${key}`, { session });
const update = (session: Session, keys: string[]) =>
  call(t.app, 'POST', `/app/event_subscriptions/${packKey}`, { session, body: { keys } });
const subscribed = (r: { data: Record<string, unknown> }) =>
  (r.data.event_subscriptions as EventSubscription[])
    .filter((s) => s.subscribed_via_entity)
    .map((s) => s.key);

beforeAll(async () => {
  const cast = await seedExtrasCast(t);
  ({ ann, bob } = cast);
  packKey = (await cast.packFor(ann)).key;
});

describe('event subscriptions', () => {
  it('lists every event with who subscribes, and replaces the pack subscriptions', async () => {
    await t.ctx.db.insert(eventSubscriptions).values({
      id: newKey(),
      key: 'document_completed',
      account_key: await accountKeyOf(t.ctx, ann),
      run_organisation_wide: true,
    });
    const first = await list(ann);
    expect((first.data.event_subscriptions as EventSubscription[]).map((s) => s.key)).toEqual(
      EVENT_SUBSCRIPTION_EVENTS.map((e) => e.key),
    );
    expect(
      (first.data.event_subscriptions as EventSubscription[]).find(
        (s) => s.key === 'document_completed',
      ),
    ).toEqual({
      key: 'document_completed',
      label: 'Document completed',
      run_organisation_wide: true,
      subscribed_via_entity: false,
      subscribed_via_organisation: true,
    });

    const set = await update(ann, ['document_signed', 'document_viewed', 'document_signed']);
    expect(set.statusCode).toBe(200);
    expect(subscribed(set)).toEqual(['document_viewed', 'document_signed']);
    const replaced = await update(ann, ['document_rejected']);
    expect(subscribed(replaced)).toEqual(['document_rejected']);
    expect(subscribed(await list(ann))).toEqual(['document_rejected']);
  });

  it('refuses an unknown event and keeps the subscriptions', async () => {
    const r = await update(ann, ['document_sent', 'document_teleported']);
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message: 'Unknown event: document_teleported' });
    expect(subscribed(await list(ann))).toEqual(['document_rejected']);
  });

  it('answers 409 outside setup and 403 without can_configure_event_actions', async () => {
    await setPackStatus(t, packKey, 'awaiting_signatures');
    const late = await update(ann, []);
    await setPackStatus(t, packKey, 'setup');
    expect(late.statusCode).toBe(409);
    expect(late.data.message).toBe(MESSAGES.notInSetup);
    await setPermissions(t.ctx, ann.user_account_key, { can_configure_event_actions: false });
    const refused = await update(ann, []);
    await setPermissions(t.ctx, ann.user_account_key, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(EXTRAS_MESSAGES.eventActionsNotAllowed);
    expect(subscribed(await list(ann))).toEqual(['document_rejected']);
  });

  it('answers 404 to a user of another workspace', async () => {
    for (const r of [await list(bob), await update(bob, ['document_sent'])]) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect(subscribed(await list(ann))).toEqual(['document_rejected']);
  });
});
