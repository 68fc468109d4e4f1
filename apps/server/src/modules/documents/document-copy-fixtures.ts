import { eq, asc } from 'drizzle-orm';
import {
  copyRecipients,
  dataFields,
  documentAppendices,
  documents,
  eventSubscriptions,
  fieldRules,
  formViews,
  notificationRules,
  signatories,
  signerGroups,
  userDefinedAttributes,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import type { Session, TestApp } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';

/** A pack with one of every entity the editor keeps around it, ids pointing at each other. */
export const seedEditedPack = async (
  t: TestApp,
  ann: Session,
  annAccount: string,
  documentType: 'document' | 'template' = 'document',
) => {
  const db = () => t.ctx.db;
  const pack = await seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: annAccount,
    documentType,
    name: 'Loan',
    signatories: [{ name: 'Sid', email: 'sid@example.com' }],
    children: [
      {
        fields: [
          { type: 'choice', custom_id: 'term', signatory: 0, data: '12 months' },
          { type: 'signature', custom_id: 'signature_1', signatory: 0, data: 'drawn', y: 300 },
        ],
      },
    ],
  });
  const child = pack.childKeys[0]!;
  const fields = await db().select().from(dataFields).where(eq(dataFields.document_key, child));
  const term = fields.find((f) => f.custom_id === 'term')!;
  await db()
    .update(dataFields)
    .set({ properties: { choice_options: ['12 months', '24 months'], checkbox_group: null } })
    .where(eq(dataFields.uuid, term.uuid));
  const group = newKey();
  await db().insert(signerGroups).values({ uuid: group, document_key: pack.key, name: 'Buyers' });
  await db()
    .update(signatories)
    .set({
      signer_group_uuid: group,
      dialing_code: '+27',
      mobile_number: '+27825551234',
      primary_communication_channel: 'email_or_sms',
      is_optional: true,
      associated_document_keys: [child],
      email_send_count: 3,
      rejection_reason: 'old',
    })
    .where(eq(signatories.document_key, pack.key));
  await db()
    .insert(copyRecipients)
    .values({ uuid: newKey(), document_key: pack.key, name: 'Cc', email: 'cc@example.com' });
  const blobKey = newKey();
  await t.ctx.blobStore.put(
    `documents/${pack.key}/${blobKey}.txt`,
    Buffer.from('terms'),
    'text/plain',
  );
  await insertBlob(db(), {
    key: blobKey,
    storage: t.ctx.blobStore.kind,
    object_key: `documents/${pack.key}/${blobKey}.txt`,
    content_type: 'text/plain',
    size_bytes: 5,
    filename: 'terms.txt',
    purpose: 'document_appendix',
    document_key: pack.key,
    account_key: annAccount,
    created_by: ann.user_key,
  });
  const appendix = newKey();
  await db().insert(documentAppendices).values({
    key: appendix,
    document_key: pack.key,
    file_key: blobKey,
    filename: 'terms.txt',
    audience: 'signatories',
  });
  await db()
    .insert(fieldRules)
    .values({
      rule_id: newKey(),
      document_key: pack.key,
      field_or_group: term.uuid,
      json_logic: { '!=': [{ var: term.uuid }, ''] },
      infix_logic: `${term.uuid} != ''`,
    });
  await db()
    .insert(userDefinedAttributes)
    .values([
      {
        key: newKey(),
        document_key: pack.key,
        id: 'policy',
        name: 'Policy',
        value: 'P-1',
        position: 0,
      },
      {
        key: newKey(),
        document_key: pack.key,
        id: 'terms_check',
        name: 'Terms check',
        control_level: 'appendix',
        position: 1,
        related_entity_id: appendix,
        custom_control: 'checkbox',
      },
    ]);
  await db()
    .insert(notificationRules)
    .values({ key: newKey(), entity_key: pack.key, action: 'remind', event: 'not_signed' });
  await db()
    .insert(eventSubscriptions)
    .values({ id: newKey(), key: 'document_completed', entity_key: pack.key });
  await db()
    .insert(formViews)
    .values({
      entity_key: pack.key,
      entries: [
        { type: 'h1', uuid: 'heading', label: null, data: 'Loan terms', position: 0 },
        { type: 'data_field', uuid: term.uuid, label: 'Term', position: 1 },
      ],
    });
  return { ...pack, termUuid: term.uuid, appendix, blobKey };
};

/** Everything the copy holds, read back from the tables. */
export const contentsOf = async (t: TestApp, packKey: string) => {
  const db = () => t.ctx.db;
  const [child] = await db()
    .select()
    .from(documents)
    .where(eq(documents.document_pack_key, packKey));
  const fields = await db()
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, child!.key));
  return {
    child: child!,
    fields: Object.fromEntries(fields.map((f) => [f.custom_id!, f])),
    people: await db().select().from(signatories).where(eq(signatories.document_key, packKey)),
    groups: await db().select().from(signerGroups).where(eq(signerGroups.document_key, packKey)),
    recipients: await db()
      .select()
      .from(copyRecipients)
      .where(eq(copyRecipients.document_key, packKey)),
    appendices: await db()
      .select()
      .from(documentAppendices)
      .where(eq(documentAppendices.document_key, packKey)),
    rules: await db().select().from(fieldRules).where(eq(fieldRules.document_key, packKey)),
    attributes: await db()
      .select()
      .from(userDefinedAttributes)
      .where(eq(userDefinedAttributes.document_key, packKey))
      .orderBy(asc(userDefinedAttributes.position)),
    notifications: await db()
      .select()
      .from(notificationRules)
      .where(eq(notificationRules.entity_key, packKey)),
    subscriptions: await db()
      .select()
      .from(eventSubscriptions)
      .where(eq(eventSubscriptions.entity_key, packKey)),
    view: (await db().select().from(formViews).where(eq(formViews.entity_key, packKey)))[0],
  };
};
