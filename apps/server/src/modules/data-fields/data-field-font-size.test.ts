import { describe, expect, it } from 'vitest';
import { FONT_SIZE_MESSAGES, type DocumentDto } from '@quire/domain';
import { call } from '../../../test/test-app.ts';
import { place, useDataFieldTest } from './data-field-test-kit.ts';

const { t, c, save, fieldsOf, row, newPack } = useDataFieldTest();

const copyOf = async (key: string, how: 'create_a_copy' | 'convert_to_template', query = '') =>
  (await call(t.app, 'GET', `/app/documents/${key}/${how}${query}`, { session: c.ann })).data
    .document as DocumentDto;

describe('a field font size on add_update_data_field (issue 18)', () => {
  it('stores it in the properties, answers it, and null puts the automatic size back', async () => {
    const pack = await newPack();
    const f = place(pack.childKeys[0]!, { font_size: 18 });
    expect((await save(c.ann, pack.key, [f])).statusCode).toBe(200);
    expect((await row(f.uuid))!.properties).toMatchObject({ font_size: 18 });
    expect((await fieldsOf(c.ann, pack.key)).find((x) => x.uuid === f.uuid)!.font_size).toBe(18);

    await save(c.ann, pack.key, [{ uuid: f.uuid, font_size: 9.5 }]);
    expect((await fieldsOf(c.ann, pack.key)).find((x) => x.uuid === f.uuid)!.font_size).toBe(9.5);
    await save(c.ann, pack.key, [{ uuid: f.uuid, font_size: null }]);
    expect((await fieldsOf(c.ann, pack.key)).find((x) => x.uuid === f.uuid)!.font_size).toBeNull();
  });

  it('answers 400 with the range for a size outside 4–72 or not a number', async () => {
    const pack = await newPack();
    const f = place(pack.childKeys[0]!);
    await save(c.ann, pack.key, [f]);
    for (const font_size of [3, 73, '18', 0]) {
      const r = await save(c.ann, pack.key, [{ uuid: f.uuid, font_size }]);
      expect(r.statusCode, String(font_size)).toBe(400);
      expect(r.data).toEqual({ success: false, message: FONT_SIZE_MESSAGES.outOfRange });
    }
    expect((await row(f.uuid))!.properties['font_size'] ?? null).toBeNull();
  });

  it('answers 400 for a field that shows no text, and a retype to one drops the size', async () => {
    const pack = await newPack();
    const check = place(pack.childKeys[0]!, { type: 'check' });
    const r = await save(c.ann, pack.key, [{ ...check, font_size: 12 }]);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(FONT_SIZE_MESSAGES.notTextField);

    const text = place(pack.childKeys[0]!, { x: 300, font_size: 14 });
    await save(c.ann, pack.key, [text]);
    await save(c.ann, pack.key, [{ uuid: text.uuid, type: 'check' }]);
    expect((await fieldsOf(c.ann, pack.key)).find((x) => x.uuid === text.uuid)).toMatchObject({
      type: 'check',
      font_size: null,
    });
  });

  it('is kept by a copy, a template made from the pack and a document made from that', async () => {
    const pack = await newPack();
    const f = place(pack.childKeys[0]!, { custom_id: 'client_name', font_size: 21 });
    await save(c.ann, pack.key, [f]);
    const sizeIn = async (key: string) =>
      (await fieldsOf(c.ann, key)).find((x) => x.custom_id === 'client_name')?.font_size;

    const copy = await copyOf(pack.key, 'create_a_copy');
    expect(await sizeIn(copy.key)).toBe(21);
    const template = await copyOf(pack.key, 'convert_to_template');
    expect(template.document_type).toBe('template');
    expect(await sizeIn(template.key)).toBe(21);
    const fromTemplate = await copyOf(template.key, 'create_a_copy', '?template_to_document=true');
    expect(fromTemplate.document_type).toBe('document');
    expect(await sizeIn(fromTemplate.key)).toBe(21);
  });
});
