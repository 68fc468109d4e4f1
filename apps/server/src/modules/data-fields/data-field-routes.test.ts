// @postgres: two editors' patches at once both kept.
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type DataField, type DocumentDto } from '@quire/domain';
import { call } from '../../../test/test-app.ts';
import { toDataFieldSummary } from '../documents/document-dto.ts';
import { updateFieldProperties } from './data-field-repository.ts';
import { place, useDataFieldTest } from './data-field-test-kit.ts';

const { t, c, inTeam, save, fieldsOf, row, newPack } = useDataFieldTest();

describe('add_update_data_field and get_data_fields', () => {
  it('adds fields with their §3 defaults and a derived custom id, answered in full', async () => {
    const pack = await newPack();
    const text = place(pack.childKeys[0]!);
    const sig = place(pack.childKeys[1]!, {
      type: 'signature',
      x: 300,
      signatory_uuid: pack.signatoryUuids[0]!,
    });
    const r = await save(c.ann, pack.key, [text, sig]);
    expect(r.statusCode).toBe(200);
    expect(r.data).toMatchObject({
      success: true,
      data_fields: [
        { uuid: text.uuid, custom_id: 'text_1' },
        { uuid: sig.uuid, custom_id: 'signature_1' },
      ],
    });
    expect(typeof r.data.date_updated).toBe('string');
    const fields = await fieldsOf(c.ann, pack.key);
    expect(fields.find((f) => f.uuid === text.uuid)).toMatchObject({
      type: 'text',
      width: 150,
      height: 20,
      required: false,
      is_visible_in_final_document: true,
      choice_options: [],
      auto_assign_date: false,
      removed: false,
      updated_by_user_name: 'Ann Archer',
    });
    expect(fields.find((f) => f.uuid === sig.uuid)).toMatchObject({
      required: true,
      signatory_uuid: pack.signatoryUuids[0],
    });
    const doc = (
      await call(
        t.app,
        'GET',
        `/app/documents/${pack.key}?include_child_document_data_fields=true`,
        { session: c.ann },
      )
    ).data.document as DocumentDto & { child_documents: { data_fields: DataField[] }[] };
    expect(doc.child_documents[0]!.data_fields[0]).toMatchObject({
      uuid: text.uuid,
      is_visible_in_final_document: true,
    });
  });

  it('applies the §4 behaviours, the §5 custom id rules and stores jsonb properties', async () => {
    const pack = await newPack();
    const f = place(pack.childKeys[0]!, {
      type: 'check',
      custom_id: 'agree',
      checkbox_group: 'g',
      data: 'checked',
    });
    const other = place(pack.childKeys[1]!, { custom_id: 'name', x: 400 });
    await save(c.ann, pack.key, [f, other]);
    const r = await save(c.ann, pack.key, [
      { uuid: f.uuid, type: 'date', signatory_uuid: 'self' },
      {
        uuid: other.uuid,
        custom_id: 'a<g>r=e!e',
        choice_options: ['x', 'y'],
        background_colour: '#ff0000',
      },
    ]);
    expect(r.data.data_fields).toEqual([
      expect.objectContaining({ uuid: f.uuid, custom_id: 'agree' }),
      expect.objectContaining({ uuid: other.uuid, custom_id: 'agree_2' }),
    ]);
    const after = await fieldsOf(c.ann, pack.key);
    expect(after.find((x) => x.uuid === f.uuid)).toMatchObject({
      type: 'date',
      data: null,
      checkbox_group: null,
      required: true,
      width: 100,
      height: 20,
      signatory_uuid: 'self',
    });
    expect((await row(other.uuid))!.properties).toMatchObject({
      choice_options: ['x', 'y'],
      background_colour: '#ff0000',
    });
  });

  it('clamps geometry into the page and refuses a page the document does not have', async () => {
    const pack = await newPack();
    const f = place(pack.childKeys[0]!, { x: 590, y: -40, width: 50 });
    await save(c.ann, pack.key, [f]);
    expect(await row(f.uuid)).toMatchObject({ x: 545, y: 0, width: 50 });
    const r = await save(c.ann, pack.key, [place(pack.childKeys[1]!, { page_index: 1 })]);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(FIELD_MESSAGES.pageNotFound);
  });

  it('deletes with removed and answers removed fields to get_data_fields?since', async () => {
    const pack = await newPack();
    const keep = place(pack.childKeys[0]!, { x: 300 });
    const old = place(pack.childKeys[0]!, { x: 400 });
    await save(c.ann, pack.key, [keep, old]);
    await save(c.ann, pack.key, [{ uuid: old.uuid, removed: true }]);
    const f = place(pack.childKeys[0]!);
    const first = await save(c.ann, pack.key, [f]);
    const fName = (first.data.data_fields as { custom_id: string }[])[0]!.custom_id;
    const since = first.data.date_updated as string;
    const second = await save(c.ann, pack.key, [{ uuid: f.uuid, removed: true }]);
    expect(second.data.previous_update).toBe(since);
    expect((await fieldsOf(c.ann, pack.key)).map((x) => x.uuid)).toEqual([keep.uuid]);
    const changed = await fieldsOf(c.ann, pack.key, `?since=${encodeURIComponent(since)}`);
    expect(changed.map((x) => [x.uuid, x.removed])).toEqual([
      [f.uuid, true],
      [keep.uuid, false],
    ]);
    const updates = await call(
      t.app,
      'GET',
      `/app/documents/${pack.childKeys[0]}/get_data_field_signatory_updates`,
      { session: c.ann },
    );
    expect(updates.data).toEqual({
      success: true,
      most_recent_data_field_update: second.data.date_updated,
      most_recent_signatory_update: expect.any(String),
    });
    // Restoring it brings its name back, made unique if another field took it meanwhile.
    const taker = place(pack.childKeys[0]!, { custom_id: fName, x: 500 });
    await save(c.ann, pack.key, [taker]);
    const restored = await save(c.ann, pack.key, [{ uuid: f.uuid, removed: false }]);
    expect(restored.data.data_fields).toEqual([
      expect.objectContaining({
        custom_id: `${fName.replace(/_\d+$/, '')}_${Number(/\d+$/.exec(fName)![0]) + 1}`,
      }),
    ]);
  });

  it('keeps both of two editors’ concurrent changes to different properties of one field', async () => {
    const pack = await newPack({ accountKey: c.teamAccount });
    const f = place(pack.childKeys[0]!);
    await save(c.ann, pack.key, [f], inTeam(c.ann));
    const [byAnn, byCarol] = await Promise.all([
      save(c.ann, pack.key, [{ uuid: f.uuid, x: 200, choice_options: ['one'] }], inTeam(c.ann)),
      save(c.carol, pack.key, [
        { uuid: f.uuid, description: 'From Carol', background_colour: '#00ff00' },
      ]),
    ]);
    expect([byAnn.statusCode, byCarol.statusCode]).toEqual([200, 200]);
    const [field] = await fieldsOf(c.ann, pack.key, '', inTeam(c.ann));
    expect(field).toMatchObject({
      x: 200,
      choice_options: ['one'],
      description: 'From Carol',
      background_colour: '#00ff00',
    });
    // The write that got the pack's lock second says the pack changed since the first one. (Which
    // came second is not told by date_updated: now() is each transaction's start, and the one that
    // began first may have waited for the lock.)
    const first = byAnn.data.previous_update === byCarol.data.date_updated ? byCarol : byAnn;
    const second = first === byAnn ? byCarol : byAnn;
    expect(second.data.previous_update).toBe(first.data.date_updated);
    expect(first.data.previous_update).not.toBe(second.data.date_updated);
  });

  it('writes only the properties it is given, so stale copies of a field do not undo each other', async () => {
    const pack = await newPack();
    const f = place(pack.childKeys[0]!);
    await save(c.ann, pack.key, [f]);
    const stale = toDataFieldSummary((await row(f.uuid))!);
    await t.ctx.db.transaction(async (tx) => {
      await updateFieldProperties(
        tx,
        { ...stale, x: 250, field_group: 'a|b' },
        ['x', 'field_group'],
        'Ann',
      );
      await updateFieldProperties(
        tx,
        { ...stale, required: true, is_question_field: true },
        ['required', 'is_question_field'],
        'Bob',
      );
    });
    expect(toDataFieldSummary((await row(f.uuid))!)).toMatchObject({
      x: 250,
      field_group: 'a|b',
      required: true,
      is_question_field: true,
      updated_by_user_name: 'Bob',
    });
  });
});
