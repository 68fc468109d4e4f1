import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, MESSAGES } from '@quire/domain';
import { call } from '../../../test/test-app.ts';
import { setPermissions } from '../../../test/seed-documents.ts';
import { place, useDataFieldTest } from './data-field-test-kit.ts';

const { t, c, inTeam, save, fieldsOf, row, newPack } = useDataFieldTest();

describe('add_update_data_field refusals', () => {
  it('refuses bad input with a clear message and writes nothing of the batch', async () => {
    const pack = await newPack();
    const other = await newPack();
    const good = place(pack.childKeys[0]!);
    const cases: [unknown, string][] = [
      [[], FIELD_MESSAGES.noFields],
      [Array.from({ length: 101 }, () => place(pack.childKeys[0]!)), FIELD_MESSAGES.tooManyFields],
      [[{ ...place(pack.childKeys[0]!), colour: 'red' }], FIELD_MESSAGES.invalidField],
      [[{ ...place(pack.childKeys[0]!), type: 'stamp' }], FIELD_MESSAGES.invalidField],
      [[good, { uuid: place('').uuid, type: 'text' }], FIELD_MESSAGES.newFieldIncomplete],
      [[good, place(other.childKeys[0]!)], FIELD_MESSAGES.fieldNotInPack],
      [
        [{ ...place(pack.childKeys[0]!), background_colour: 'red' }],
        'Colours are written #rrggbb.',
      ],
    ];
    for (const [data, message] of cases) {
      const r = await call(t.app, 'POST', `/app/documents/${pack.key}/add_update_data_field`, {
        session: c.ann,
        body: { data },
      });
      expect({ status: r.statusCode, message: r.data.message }).toEqual({ status: 400, message });
    }
    expect(await fieldsOf(c.ann, pack.key)).toEqual([]);
    const theirs = place(other.childKeys[0]!);
    await save(c.ann, other.key, [theirs]);
    const r = await save(c.ann, pack.key, [{ uuid: theirs.uuid, description: 'moved in' }]);
    expect(r.statusCode).toBe(400);
    expect((await row(theirs.uuid))!.description).toBeNull();
  });

  it('takes exactly 100 fields in one call', async () => {
    const pack = await newPack({ children: [{ pages: 1 }] });
    const data = Array.from({ length: 100 }, (_, i) =>
      place(pack.childKeys[0]!, { x: (i % 10) * 50, y: Math.floor(i / 10) * 50 }),
    );
    const r = await save(c.ann, pack.key, data);
    expect(r.statusCode).toBe(200);
    expect((r.data.data_fields as unknown[]).length).toBe(100);
    expect(await fieldsOf(c.ann, pack.key)).toHaveLength(100);
  });

  it('refuses changes outside setup with 409', async () => {
    for (const status of ['awaiting_signatures', 'complete'] as const) {
      const pack = await newPack({ status });
      const r = await save(c.ann, pack.key, [place(pack.childKeys[0]!)]);
      expect({ status: r.statusCode, message: r.data.message }).toEqual({
        status: 409,
        message: MESSAGES.notInSetup,
      });
    }
  });

  it('keeps locked fields in place unless the user may lock and unlock fields', async () => {
    const pack = await newPack({ accountKey: c.teamAccount, flags: { data_fields_locked: true } });
    const f = place(pack.childKeys[0]!);
    expect((await save(c.ann, pack.key, [f], inTeam(c.ann))).statusCode).toBe(200);
    await setPermissions(t.ctx, c.carolMembership, { can_lock_and_unlock_fields: false });
    for (const patch of [{ x: 5 }, { type: 'date' }, { removed: true }]) {
      const r = await save(c.carol, pack.key, [{ uuid: f.uuid, ...patch }]);
      expect({ status: r.statusCode, message: r.data.message }).toEqual({
        status: 409,
        message: FIELD_MESSAGES.fieldsLocked,
      });
    }
    expect(
      (await save(c.carol, pack.key, [place(pack.childKeys[0]!, { x: 400 })])).statusCode,
    ).toBe(409);
    const ok = await save(c.carol, pack.key, [{ uuid: f.uuid, description: 'Your full name' }]);
    expect(ok.statusCode).toBe(200);
    expect(await row(f.uuid)).toMatchObject({
      x: 100,
      description: 'Your full name',
      updated_by_user_name: 'Carol Cooper',
    });
    await setPermissions(t.ctx, c.carolMembership, {});
    expect((await save(c.carol, pack.key, [{ uuid: f.uuid, x: 5 }])).statusCode).toBe(200);
  });

  it('answers 404 to a user of another workspace on every route, changing nothing', async () => {
    const pack = await newPack();
    const f = place(pack.childKeys[0]!);
    await save(c.ann, pack.key, [f]);
    for (const key of [pack.key, pack.childKeys[0]!]) {
      for (const r of [
        await save(c.bob, key, [{ uuid: f.uuid, description: 'mine' }]),
        await save(c.bob, key, [place(pack.childKeys[0]!)]),
        await call(t.app, 'GET', `/app/documents/${key}/get_data_fields`, { session: c.bob }),
        await call(t.app, 'GET', `/app/documents/${key}/get_data_field_signatory_updates`, {
          session: c.bob,
        }),
      ]) {
        expect({ status: r.statusCode, message: r.data.message }).toEqual({
          status: 404,
          message: MESSAGES.documentNotFound,
        });
      }
    }
    expect((await row(f.uuid))!.description).toBeNull();
    expect(await fieldsOf(c.ann, pack.key)).toHaveLength(1);
  });

  it('needs can_setup_highlight_fields for highlight fields (403)', async () => {
    const pack = await newPack({ accountKey: c.teamAccount });
    await setPermissions(t.ctx, c.carolMembership, {
      document_permissions: { can_setup_highlight_fields: false },
    });
    const r = await save(c.carol, pack.key, [place(pack.childKeys[0]!, { type: 'highlight' })]);
    expect({ status: r.statusCode, message: r.data.message }).toEqual({
      status: 403,
      message: FIELD_MESSAGES.highlightNotAllowed,
    });
    await setPermissions(t.ctx, c.carolMembership, {});
    expect(
      (await save(c.carol, pack.key, [place(pack.childKeys[0]!, { type: 'highlight' })]))
        .statusCode,
    ).toBe(200);
  });
});
