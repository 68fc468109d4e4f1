import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_MESSAGES, MESSAGES, type FormViewEntry } from '@quire/domain';
import { useTestApp, type Session } from '../../../../test/test-app.ts';
import { setPermissions } from '../../../../test/seed-documents.ts';
import { call, seedExtrasCast, setPackStatus } from '../extras-test-helpers.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let pack: { key: string; childKeys: string[]; fieldUuids: Record<string, string> };

const get = (session: Session, key = pack.key) =>
  call(t.app, 'GET', `/app/form_views/get_form_view/${key}`, { session });
const view = async (session: Session) =>
  ((await get(session)).data.data as { form_view: FormViewEntry[] }).form_view;
const update = (session: Session, form_view: unknown[], entity_key = pack.key) =>
  call(t.app, 'POST', '/app/form_views/update_form_view', {
    session,
    body: { data: { entity_key, form_view } },
  });

beforeAll(async () => {
  const cast = await seedExtrasCast(t);
  ({ ann, bob } = cast);
  pack = await cast.packFor(ann);
});

describe('form views', () => {
  it('starts with every field in reading order', async () => {
    const entries = await view(ann);
    expect(entries.map((e) => e.uuid)).toHaveLength(4);
    expect(entries.every((e) => e.type === 'data_field')).toBe(true);
    expect(entries.at(-1)?.uuid).toBe(pack.fieldUuids.proof);
  });

  it('saves headings, paragraphs and fields in order', async () => {
    const r = await update(ann, [
      { type: 'data_field', uuid: pack.fieldUuids.amount, position: 2 },
      { type: 'h1', uuid: 'title', data: 'Your details', position: 0 },
      { type: 'p', uuid: 'intro', data: 'Fill these in.', label: 'Intro', position: 1 },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.data.message).toBe(EXTRAS_MESSAGES.formViewUpdated);
    const expected = [
      { type: 'h1', uuid: 'title', data: 'Your details', label: null, position: 0 },
      { type: 'p', uuid: 'intro', data: 'Fill these in.', label: 'Intro', position: 1 },
      { type: 'data_field', uuid: pack.fieldUuids.amount, label: null, position: 2 },
    ];
    expect((r.data.data as { form_view: unknown }).form_view).toEqual(expected);
    expect(await view(ann)).toEqual(expected);
  });

  it.each([
    [[{ type: 'data_field', uuid: 'ghost', position: 0 }], EXTRAS_MESSAGES.formViewFieldUnknown],
    [[{ type: 'h4', uuid: 'x', data: 'x', position: 0 }], EXTRAS_MESSAGES.formViewEntryTypeUnknown],
    [
      [
        { type: 'h1', uuid: 'same', data: 'a', position: 0 },
        { type: 'h2', uuid: 'same', data: 'b', position: 1 },
      ],
      EXTRAS_MESSAGES.formViewUuidsRepeat,
    ],
  ])('refuses %j and keeps the view', async (entries, message) => {
    const before = await view(ann);
    const r = await update(ann, entries);
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message });
    expect(await view(ann)).toEqual(before);
  });

  it('needs can_set_up_form_views in setup, but not while awaiting signatures (§6)', async () => {
    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_set_up_form_views: false },
    });
    const refused = await update(ann, []);
    await setPackStatus(t, pack.key, 'awaiting_signatures');
    const allowed = await update(ann, [{ type: 'h2', uuid: 'h', data: 'Later', position: 0 }]);
    await setPackStatus(t, pack.key, 'complete');
    const complete = await update(ann, []);
    await setPackStatus(t, pack.key, 'setup');
    await setPermissions(t.ctx, ann.user_account_key, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(EXTRAS_MESSAGES.formViewsNotAllowed);
    expect(allowed.statusCode).toBe(200);
    expect(complete.statusCode).toBe(409);
    expect(complete.data.message).toBe(MESSAGES.notInSetup);
  });

  it('answers 404 to a user of another workspace', async () => {
    const before = await view(ann);
    for (const r of [await get(bob), await update(bob, [])]) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect(await view(ann)).toEqual(before);
  });
});
