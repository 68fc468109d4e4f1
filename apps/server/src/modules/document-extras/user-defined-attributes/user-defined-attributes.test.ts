import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_MESSAGES, MESSAGES, type UserDefinedAttribute } from '@quire/domain';
import { useTestApp, type Session } from '../../../../test/test-app.ts';
import { setPermissions } from '../../../../test/seed-documents.ts';
import { call, packDateUpdated, seedExtrasCast, setPackStatus } from '../extras-test-helpers.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let pack: { key: string; childKeys: string[]; fieldUuids: Record<string, string> };

const save = (session: Session, data: Record<string, unknown>, key = pack.key) =>
  call(t.app, 'POST', `/app/documents/${key}/add_update_user_defined_attribute`, {
    session,
    body: { data },
  });
const list = async (session: Session) =>
  (await call(t.app, 'GET', `/app/documents/${pack.key}/user_defined_attributes`, { session })).data
    .user_defined_attributes as UserDefinedAttribute[];
const attributeOf = (r: { data: Record<string, unknown> }) =>
  r.data.user_defined_attribute as UserDefinedAttribute;

beforeAll(async () => {
  const cast = await seedExtrasCast(t);
  ({ ann, bob } = cast);
  pack = await cast.packFor(ann);
});

describe('user-defined attributes', () => {
  it('adds custom fields with ids derived from their names, unique in the pack', async () => {
    const before = await packDateUpdated(t, pack.key);
    const first = await save(ann, { name: '1st policy no.', value: 'P-1', required: true });
    expect(first.statusCode).toBe(200);
    expect(attributeOf(first)).toMatchObject({
      id: '_1st_policy_no_',
      name: '1st policy no.',
      value: 'P-1',
      required: true,
      control_level: 'document_pack',
      document_key: pack.key,
    });
    const second = await save(ann, { name: '1st policy no.' });
    expect(attributeOf(second).id).toBe('_1st_policy_no__1');
    expect(await packDateUpdated(t, pack.key)).toBeGreaterThan(before);

    // A rename re-derives the id; a value change keeps it.
    const renamed = await save(ann, { key: attributeOf(second).key, name: 'Client ref' });
    expect(attributeOf(renamed).id).toBe('Client_ref');
    const valued = await save(ann, { key: attributeOf(renamed).key, value: 'R-9' });
    expect(attributeOf(valued)).toMatchObject({ id: 'Client_ref', value: 'R-9' });

    expect((await list(ann)).map((a) => a.id)).toEqual(['_1st_policy_no_', 'Client_ref']);
    const removed = await call(
      t.app,
      'GET',
      `/app/documents/${pack.key}/delete_user_defined_attribute/${attributeOf(first).key}`,
      { session: ann },
    );
    expect(removed.data).toEqual({ success: true });
    expect((await list(ann)).map((a) => a.id)).toEqual(['Client_ref']);
  });

  it('attaches custom controls to a child, a file field or an appendix of the pack', async () => {
    const onChild = await save(ann, {
      name: 'Picker',
      custom_control: 'client_picker',
      custom_control_properties: { incomplete_message: 'Pick a client' },
      control_level: 'child_document',
      related_entity_id: pack.childKeys[1],
    });
    expect(attributeOf(onChild)).toMatchObject({
      custom_control: 'client_picker',
      control_level: 'child_document',
      related_entity_id: pack.childKeys[1],
    });
    const onFile = await save(ann, {
      key: attributeOf(onChild).key,
      control_level: 'data_field_file',
      related_entity_id: pack.fieldUuids.proof,
    });
    expect(attributeOf(onFile).related_entity_id).toBe(pack.fieldUuids.proof);
    const wrongField = await save(ann, {
      name: 'X',
      control_level: 'data_field_file',
      related_entity_id: pack.fieldUuids.amount,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.data.message).toBe(EXTRAS_MESSAGES.attributeRelatedEntityUnknown);
  });

  it.each([
    [{ name: '  ' }, 400, EXTRAS_MESSAGES.attributeNameRequired],
    [{ key: 'nope', value: 'x' }, 404, EXTRAS_MESSAGES.attributeNotFound],
    [{ name: 'x', control_level: 'appendix' }, 400, EXTRAS_MESSAGES.attributeRelatedEntityUnknown],
    [
      { name: 'x', related_entity_id: 'elsewhere' },
      400,
      EXTRAS_MESSAGES.attributeRelatedEntityUnknown,
    ],
  ])('refuses %j', async (data, status, message) => {
    const count = (await list(ann)).length;
    const r = await save(ann, data);
    expect(r.statusCode).toBe(status);
    expect(r.data).toEqual({ success: false, message });
    expect((await list(ann)).length).toBe(count);
  });

  it('answers 403 for a custom control without can_configure_custom_controls', async () => {
    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_configure_custom_controls: false },
    });
    const control = await save(ann, { name: 'C', custom_control: 'picker' });
    const plain = await save(ann, { name: 'Plain field' });
    await setPermissions(t.ctx, ann.user_account_key, {});
    expect(control.statusCode).toBe(403);
    expect(control.data.message).toBe(EXTRAS_MESSAGES.customControlNotAllowed);
    expect(plain.statusCode).toBe(200);
  });

  it('answers 409 outside setup', async () => {
    await setPackStatus(t, pack.key, 'awaiting_signatures');
    const r = await save(ann, { name: 'Late' });
    await setPackStatus(t, pack.key, 'setup');
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(MESSAGES.notInSetup);
  });

  it('answers 404 to a user of another workspace', async () => {
    const [attribute] = await list(ann);
    const answers = [
      await save(bob, { name: 'Mine now' }),
      await call(t.app, 'GET', `/app/documents/${pack.key}/user_defined_attributes`, {
        session: bob,
      }),
      await call(
        t.app,
        'GET',
        `/app/documents/${pack.key}/delete_user_defined_attribute/${attribute!.key}`,
        { session: bob },
      ),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
  });
});
