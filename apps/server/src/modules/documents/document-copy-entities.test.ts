import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '@quire/domain';
import { blobs } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf } from '../../../test/seed-documents.ts';
import { contentsOf, seedEditedPack } from './document-copy-fixtures.ts';

const t = useTestApp();
let ann: Session;
let annAccount: string;

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  annAccount = await accountKeyOf(t.ctx, ann);
});

const db = () => t.ctx.db;

const expectCarried = async (
  copyKey: string,
  source: Awaited<ReturnType<typeof seedEditedPack>>,
) => {
  expect(copyKey).not.toBe(source.key);
  const c = await contentsOf(t, copyKey);
  const term = c.fields.term!;
  expect(term.uuid).not.toBe(source.termUuid);
  expect(term.properties).toMatchObject({ choice_options: ['12 months', '24 months'] });
  expect(term.data).toBe('12 months');
  expect(c.fields.signature_1!.data).toBeNull();

  expect(c.groups).toHaveLength(1);
  expect(c.groups[0]!.name).toBe('Buyers');
  expect(c.people).toHaveLength(1);
  expect(c.people[0]).toMatchObject({
    signer_group_uuid: c.groups[0]!.uuid,
    dialing_code: '+27',
    mobile_number: '+27825551234',
    primary_communication_channel: 'email_or_sms',
    is_optional: true,
    associated_document_keys: [c.child.key],
    email_send_count: 0,
    rejection_reason: null,
    status: 'setup',
  });
  expect(term.signatory_uuid).toBe(c.people[0]!.uuid);
  expect(c.recipients.map((r) => [r.name, r.email])).toEqual([['Cc', 'cc@example.com']]);

  expect(c.appendices).toHaveLength(1);
  const appendix = c.appendices[0]!;
  expect(appendix).toMatchObject({ filename: 'terms.txt', audience: 'signatories' });
  expect(appendix.file_key).not.toBe(source.blobKey);
  const [blob] = await db().select().from(blobs).where(eq(blobs.key, appendix.file_key!));
  expect(blob!.document_key).toBe(copyKey);
  expect((await t.ctx.blobStore.get(blob!.object_key)).toString()).toBe('terms');

  expect(c.rules).toHaveLength(1);
  expect(c.rules[0]).toMatchObject({
    field_or_group: term.uuid,
    json_logic: { '!=': [{ var: term.uuid }, ''] },
    infix_logic: `${term.uuid} != ''`,
  });
  expect(c.attributes.map((a) => [a.id, a.value])).toEqual([
    ['policy', 'P-1'],
    ['terms_check', null],
  ]);
  expect(c.attributes[1]!.related_entity_id).toBe(appendix.key);
  expect(c.notifications.map((n) => [n.action, n.event])).toEqual([['remind', 'not_signed']]);
  expect(c.subscriptions.map((s) => s.key)).toEqual(['document_completed']);
  const entries = c.view!.entries as { type: string; uuid: string; position: number }[];
  expect(entries.map((e) => [e.type, e.position])).toEqual([
    ['h1', 0],
    ['data_field', 1],
  ]);
  expect(entries[1]!.uuid).toBe(term.uuid);
};

describe('copies carry the editor entities', () => {
  it('create_a_copy', async () => {
    const source = await seedEditedPack(t, ann, annAccount);
    const r = await call(t.app, 'GET', `/app/documents/${source.key}/create_a_copy`, {
      session: ann,
    });
    await expectCarried((r.data.document as DocumentDto).key, source);
    // The source keeps its own rows.
    expect((await contentsOf(t, source.key)).groups[0]!.name).toBe('Buyers');
  });

  it('convert_to_template and a document from the template', async () => {
    const source = await seedEditedPack(t, ann, annAccount);
    const conv = await call(t.app, 'GET', `/app/documents/${source.key}/convert_to_template`, {
      session: ann,
    });
    const template = conv.data.document as DocumentDto;
    await expectCarried(template.key, source);
    const made = await call(
      t.app,
      'GET',
      `/app/documents/${template.key}/create_a_copy?template_to_document=true`,
      { session: ann },
    );
    const doc = made.data.document as DocumentDto;
    expect(doc.from_template_key).toBe(template.key);
    const c = await contentsOf(t, doc.key);
    expect(c.groups.map((g) => g.name)).toEqual(['Buyers']);
    expect(c.people[0]!.signer_group_uuid).toBe(c.groups[0]!.uuid);
    expect(c.rules[0]!.field_or_group).toBe(c.fields.term!.uuid);
  });

  it('merging two packs keeps both sets, group names and attribute ids unique', async () => {
    const a = await seedEditedPack(t, ann, annAccount);
    const b = await seedEditedPack(t, ann, annAccount);
    const r = await call(
      t.app,
      'POST',
      '/app/bulk_actions/document_actions/merge_multiple_documents',
      {
        session: ann,
        body: { document_keys: [a.key, b.key] },
      },
    );
    const c = await contentsOf(t, r.data.document_key as string);
    expect(c.groups.map((g) => g.name).sort()).toEqual(['Buyers', 'Buyers (2)']);
    expect(c.attributes.map((x) => x.id)).toEqual([
      'policy',
      'terms_check',
      'policy_2',
      'terms_check_2',
    ]);
    expect((c.view!.entries as unknown[]).length).toBe(4);
    expect(c.subscriptions).toHaveLength(1);
    expect(c.appendices).toHaveLength(2);
  });
});
