import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { META_DATA_MESSAGES as M, type MetaDataEntry, type MetaDataSet } from '@quire/domain';
import { dataFields } from '../../db/schema.ts';
import { call, type Session } from '../../../test/test-app.ts';
import { setPermissions } from '../../../test/seed-documents.ts';
import { place, useDataFieldTest } from '../data-fields/data-field-test-kit.ts';

const { t, c, save, fieldsOf, newPack } = useDataFieldTest();

const CSV = [
  'Province,Province primary id,City,City secondary id',
  'Gauteng,GP,Johannesburg,JHB',
  'Gauteng,GP,Pretoria,PTA',
  'Western Cape,WC,Cape Town,CPT',
  'Western Cape,WC,Stellenbosch,',
].join('\n');

let set: MetaDataSet;
const level = (name: string) => set.types.find((x) => x.name === name)!;

const createSet = async (session: Session, name: string) => {
  const r = await call(t.app, 'POST', '/app/meta_data_sets/add_update_meta_data_set', {
    session,
    body: { data: { name } },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.data.meta_data_set as MetaDataSet;
};

const importCsv = (session: Session, key: string, csv: string) =>
  call(t.app, 'POST', `/app/meta_data_sets/${key}/import_csv`, { session, body: { csv } });

const query = (session: Session, q: Record<string, unknown>, documentKey?: string) =>
  call(t.app, 'POST', '/app/meta_data', {
    session,
    body: {
      query_json: { meta_data_set_id: set.id, ...q },
      ...(documentKey ? { document_key: documentKey } : {}),
    },
  });
const names = (r: { data: Record<string, unknown> }) =>
  (r.data.meta_data as MetaDataEntry[]).map((e) => e.name);

beforeAll(async () => {
  const created = await createSet(c.ann, 'Locations');
  const r = await importCsv(c.ann, created.id, CSV);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.data.imported).toEqual({ entries: 6, links: 4 });
  set = r.data.meta_data_set as MetaDataSet;
});

describe('metadata sets', () => {
  it('imports two linked levels and lists them with their counts', async () => {
    expect(set.types.map((x) => [x.name, x.entry_count, x.parent_type_id])).toEqual([
      ['Province', 2, null],
      ['City', 4, level('Province').id],
    ]);
    const list = await call(t.app, 'GET', '/app/meta_data_sets', { session: c.ann });
    expect((list.data.meta_data_sets as MetaDataSet[]).map((s) => s.name)).toEqual(['Locations']);
  });

  it('answers §7 queries: a level, children of a selection, the parent of a child', async () => {
    const provinces = await query(c.ann, { meta_data_type_id: level('Province').id });
    expect(names(provinces)).toEqual(['Gauteng', 'Western Cape']);
    const gauteng = (provinces.data.meta_data as MetaDataEntry[])[0]!;
    expect(gauteng).toMatchObject({ primary_id: 'GP', type_id: level('Province').id });

    const cities = await query(c.ann, {
      meta_data_type_id: level('City').id,
      meta_data_link_type_ids: [level('City').link_type_id],
      current_selected_id: gauteng.id,
    });
    expect(names(cities)).toEqual(['Johannesburg', 'Pretoria']);

    const cape = (
      await query(c.ann, { meta_data_type_id: level('City').id, filter_by_name: 'cape' })
    ).data.meta_data as MetaDataEntry[];
    expect(cape.map((e) => e.name)).toEqual(['Cape Town']);
    const parent = await query(c.ann, {
      meta_data_type_id: level('Province').id,
      current_selected_id: cape[0]!.id,
      being_updated_by_child: true,
    });
    expect(names(parent)).toEqual(['Western Cape']);

    const bySecondary = await query(c.ann, {
      meta_data_type_id: level('City').id,
      meta_data_secondary_ids: ['PTA', 'CPT'],
    });
    expect(names(bySecondary)).toEqual(['Cape Town', 'Pretoria']);
    const byPrimary = await query(c.ann, {
      meta_data_type_id: level('Province').id,
      meta_data_primary_ids: ['WC'],
    });
    expect(names(byPrimary)).toEqual(['Western Cape']);
  });

  it("takes query_json as a JSON string; an empty answer says 'no values were returned…'", async () => {
    const r = await call(t.app, 'POST', '/app/meta_data', {
      session: c.ann,
      body: {
        query_json: JSON.stringify({
          meta_data_set_id: set.id,
          meta_data_type_id: level('City').id,
          filter_by_name: 'Durban',
        }),
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({ meta_data: [], message: M.noValuesForSelection });
  });

  it('refuses a bad CSV with its message and writes nothing', async () => {
    const fresh = await createSet(c.ann, 'Empty');
    const r = await importCsv(c.ann, fresh.id, 'Province,City\nGauteng,Pretoria\n,Durban');
    expect({ status: r.statusCode, message: r.data.message }).toEqual({
      status: 400,
      message: M.csvGap(3, 'City', 'Province'),
    });
    const after = await call(t.app, 'GET', `/app/meta_data_sets/${fresh.id}`, { session: c.ann });
    expect((after.data.meta_data_set as MetaDataSet).types).toEqual([]);
    const wrongLevels = await importCsv(c.ann, set.id, 'City,Province\nA,B');
    expect(wrongLevels.data.message).toBe(M.csvLevelsMismatch(['Province', 'City']));
  });

  it('re-imports without duplicates; renames and archives a value', async () => {
    const r = await importCsv(
      c.ann,
      set.id,
      'Province,Province primary id,City\nGauteng (GP),GP,Soweto',
    );
    expect(r.statusCode, r.body).toBe(200);
    const provinces = await query(c.ann, { meta_data_type_id: level('Province').id });
    expect(names(provinces)).toEqual(['Gauteng (GP)', 'Western Cape']);
    const soweto = (
      await query(c.ann, { meta_data_type_id: level('City').id, filter_by_name: 'Soweto' })
    ).data.meta_data as MetaDataEntry[];
    const archived = await call(
      t.app,
      'POST',
      `/app/meta_data_sets/${set.id}/entries/${soweto[0]!.id}`,
      { session: c.ann, body: { archived: true } },
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect(
      names(await query(c.ann, { meta_data_type_id: level('City').id, filter_by_name: 'Soweto' })),
    ).toEqual([]);
    const renamed = await call(
      t.app,
      'POST',
      `/app/meta_data_sets/${set.id}/entries/${(provinces.data.meta_data as MetaDataEntry[])[0]!.id}`,
      { session: c.ann, body: { name: 'Gauteng' } },
    );
    expect(renamed.data.meta_data_entry).toMatchObject({ name: 'Gauteng', primary_id: 'GP' });
  });

  it("another workspace's user gets 404 for every set id", async () => {
    for (const r of [
      await call(t.app, 'GET', `/app/meta_data_sets/${set.id}`, { session: c.bob }),
      await importCsv(c.bob, set.id, CSV),
      await call(t.app, 'POST', '/app/meta_data_sets/add_update_meta_data_set', {
        session: c.bob,
        body: { data: { key: set.id, archived: true } },
      }),
      await query(c.bob, { meta_data_type_id: level('Province').id }),
    ])
      expect(r.statusCode, r.body).toBe(404);
  });
});

describe('metadata custom controls on choice fields', () => {
  it('saves a cascading pair; refuses a wrong parent or a foreign set', async () => {
    const pack = await newPack();
    const child = pack.childKeys[0]!;
    const province = place(child, {
      type: 'choice',
      meta_data_source: { set_id: set.id, type_id: level('Province').id, parent_field_uuid: null },
    });
    const city = place(child, {
      type: 'choice',
      y: 300,
      meta_data_source: {
        set_id: set.id,
        type_id: level('City').id,
        parent_field_uuid: province.uuid,
      },
    });
    const r = await save(c.ann, pack.key, [province, city]);
    expect(r.statusCode, r.body).toBe(200);
    const saved = await fieldsOf(c.ann, pack.key);
    expect(saved.find((f) => f.uuid === city.uuid)?.meta_data_source?.parent_field_uuid).toBe(
      province.uuid,
    );

    const upsideDown = await save(c.ann, pack.key, [
      {
        uuid: province.uuid,
        meta_data_source: {
          set_id: set.id,
          type_id: level('Province').id,
          parent_field_uuid: city.uuid,
        },
      },
    ]);
    expect(upsideDown.data.message).toBe(M.sourceParentInvalid);
    const text = await save(c.ann, pack.key, [
      place(child, {
        type: 'text',
        y: 500,
        meta_data_source: { set_id: set.id, type_id: level('City').id, parent_field_uuid: null },
      }),
    ]);
    expect(text.data.message).toBe(M.sourceOnChoiceOnly);

    const bobSet = await createSet(c.bob, 'Bob set');
    const foreign = await save(c.ann, pack.key, [
      {
        uuid: province.uuid,
        meta_data_source: { set_id: bobSet.id, type_id: 'x', parent_field_uuid: null },
      },
    ]);
    expect({ status: foreign.statusCode, message: foreign.data.message }).toEqual({
      status: 400,
      message: M.sourceSetUnknown,
    });
  });

  it('needs can_configure_custom_controls (403)', async () => {
    const pack = await newPack({ accountKey: c.teamAccount });
    await setPermissions(t.ctx, c.carolMembership, {
      document_permissions: { can_configure_custom_controls: false },
    });
    const r = await save(c.carol, pack.key, [
      place(pack.childKeys[0]!, {
        type: 'choice',
        meta_data_source: {
          set_id: set.id,
          type_id: level('Province').id,
          parent_field_uuid: null,
        },
      }),
    ]);
    expect({ status: r.statusCode, message: r.data.message }).toEqual({
      status: 403,
      message: M.sourceNotAllowed,
    });
    await setPermissions(t.ctx, c.carolMembership, {});
  });

  it("lets the pack's signer read the set and keeps their choices to the set's values", async () => {
    const pack = await newPack({
      status: 'awaiting_signatures',
      signatories: [{ name: 'Bob Baker', user_key: c.bob.user_key }],
      children: [
        {
          pages: 1,
          fields: [
            { type: 'choice', custom_id: 'province', signatory: 0 },
            { type: 'choice', custom_id: 'city', signatory: 0, y: 300 },
          ],
        },
      ],
    });
    const rows = await t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.document_key, pack.childKeys[0]!));
    const uuid = (id: string) => rows.find((r) => r.custom_id === id)!.uuid;
    await t.ctx.db
      .update(dataFields)
      .set({
        properties: {
          meta_data_source: {
            set_id: set.id,
            type_id: level('Province').id,
            parent_field_uuid: null,
          },
        },
      })
      .where(eq(dataFields.uuid, uuid('province')));
    await t.ctx.db
      .update(dataFields)
      .set({
        properties: {
          meta_data_source: {
            set_id: set.id,
            type_id: level('City').id,
            parent_field_uuid: uuid('province'),
          },
        },
      })
      .where(eq(dataFields.uuid, uuid('city')));

    expect((await query(c.bob, { meta_data_type_id: level('Province').id })).statusCode).toBe(404);
    const read = await query(c.bob, { meta_data_type_id: level('Province').id }, pack.key);
    expect(names(read)).toEqual(['Gauteng', 'Western Cape']);

    const signatory = pack.signatoryUuids[0]!;
    const submit = (province: string, city: string) =>
      call(t.app, 'POST', `/app/documents/${pack.key}/add_update_signatory`, {
        session: c.bob,
        body: {
          data: {
            uuid: signatory,
            data_fields: [
              { uuid: uuid('province'), data: province },
              { uuid: uuid('city'), data: city },
            ],
          },
        },
      });
    const mismatched = await submit('Gauteng', 'Cape Town');
    expect({ status: mismatched.statusCode, message: mismatched.data.message }).toEqual({
      status: 400,
      message: M.valueNotInSet('city'),
    });
    expect((await submit('Atlantis', '')).data.message).toBe(M.valueNotInSet('province'));
    const ok = await submit('Western Cape', 'Stellenbosch');
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
