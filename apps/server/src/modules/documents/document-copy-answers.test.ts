import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type DocumentDto } from '@quire/domain';
import { dataFields, documents, signatories } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf, seedPack } from '../../../test/seed-documents.ts';
import { expectOwnersContentOnly, seedAnsweredPack } from './answered-pack-fixture.ts';

/** Issue 10: every way of copying a pack carries only what its owner put there (ADR 0013). */
const t = useTestApp();
let ann: Session;
let annAccount: string;
let answered: Awaited<ReturnType<typeof seedAnsweredPack>>;
let team: string;
const BULK = '/app/bulk_actions/document_actions';

const newestNamed = async (name: string) =>
  (await t.ctx.db.select().from(documents).where(eq(documents.document_name, name))).sort(
    (a, b) => b.date_created.getTime() - a.date_created.getTime(),
  )[0]!;

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  annAccount = await accountKeyOf(t.ctx, ann);
  const created = await call(t.app, 'POST', '/app/accounts', {
    session: ann,
    body: { data: { name: 'Copies team' } },
  });
  team = (created.data.data as { account: { key: string } }).account.key;
  answered = await seedAnsweredPack(t, ann, annAccount);
});

describe('copies of a partly signed pack', () => {
  it('create_a_copy starts from the owner pre-fills, with signers unsent', async () => {
    const r = await call(t.app, 'GET', `/app/documents/${answered.key}/create_a_copy`, {
      session: ann,
    });
    const copy = r.data.document as DocumentDto;
    expect(copy).toMatchObject({ status: 'setup', document_type: 'document' });
    await expectOwnersContentOnly(t, copy.key);
  });
});

describe('copies of a completed pack', () => {
  beforeAll(async () => {
    await answered.complete();
    const pack = (
      await t.ctx.db.select().from(documents).where(eq(documents.key, answered.key))
    )[0]!;
    expect(pack.status).toBe('complete');
  });

  it('copy_multiple_documents', async () => {
    const r = await call(t.app, 'POST', `${BULK}/copy_multiple_documents`, {
      session: ann,
      body: { document_keys: [answered.key] },
    });
    expect(r.data).toMatchObject({ success: true, message: MESSAGES.documentsCopied });
    await expectOwnersContentOnly(t, (await newestNamed('Supply agreement (copy)')).key);
  });

  it('create_a_copy', async () => {
    const r = await call(t.app, 'GET', `/app/documents/${answered.key}/create_a_copy`, {
      session: ann,
    });
    await expectOwnersContentOnly(t, (r.data.document as DocumentDto).key);
  });

  it('convert_to_template, then a document from it and a document from its link', async () => {
    const conv = await call(t.app, 'GET', `/app/documents/${answered.key}/convert_to_template`, {
      session: ann,
    });
    const template = conv.data.document as DocumentDto;
    expect(template.document_type).toBe('template');
    await expectOwnersContentOnly(t, template.key);

    const made = await call(
      t.app,
      'GET',
      `/app/documents/${template.key}/create_a_copy?template_to_document=true`,
      { session: ann },
    );
    const fromTemplate = made.data.document as DocumentDto;
    expect(fromTemplate).toMatchObject({
      document_type: 'document',
      from_template_key: template.key,
    });
    await expectOwnersContentOnly(t, fromTemplate.key);

    const bulk = await call(t.app, 'POST', `${BULK}/copy_multiple_documents`, {
      session: ann,
      body: { document_keys: [template.key], document_type: 'document' },
    });
    expect(bulk.data.success).toBe(true);

    const link = await call(
      t.app,
      'GET',
      `/document_from_template/${template.key}?document_name=From%20the%20link`,
      { session: ann },
    );
    expect(link.statusCode).toBe(302);
    await expectOwnersContentOnly(t, (await newestNamed('From the link')).key);
  });

  it('merge_multiple_documents', async () => {
    const other = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      name: 'Annex',
    });
    const r = await call(t.app, 'POST', `${BULK}/merge_multiple_documents`, {
      session: ann,
      body: { document_keys: [answered.key, other.key] },
    });
    const { children } = await expectOwnersContentOnly(t, r.data.document_key as string);
    expect(children).toHaveLength(2);
  });

  it('copy_move_documents copies into another workspace', async () => {
    const r = await call(t.app, 'POST', '/app/copy_move_documents', {
      session: ann,
      body: { data: { document_keys: [answered.key], action: 'copy', to_account_key: team } },
    });
    expect(r.data).toEqual({ success: true, message: MESSAGES.documentsCopied });
    const [copy] = await t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.account_key, team), isNull(documents.document_pack_key)));
    await expectOwnersContentOnly(t, copy!.key);
  });
});

describe('copies after a revert to setup', () => {
  it('still leave the answers out, and keep what the owner writes in setup', async () => {
    const pack = await seedAnsweredPack(t, ann, annAccount);
    const reverted = await call(t.app, 'POST', `/app/documents/${pack.key}/update_document`, {
      session: ann,
      body: { data: { update_status_to: 'setup' } },
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const field = async (customId: string) =>
      (
        await t.ctx.db
          .select()
          .from(dataFields)
          .where(eq(dataFields.uuid, pack.uuid(customId)))
      )[0]!;
    // §4: the answers stay on the reverted pack (signatures go), and consent is asked again.
    expect((await field('sid_date')).data).toBe('2026-11-24');
    expect((await field('sid_sig')).data).toBeNull();
    const [sid] = await t.ctx.db.select().from(signatories).where(eq(signatories.uuid, pack.sid));
    expect(sid!.terms_accepted_at).toBeNull();

    const copyOf = async () =>
      (
        (await call(t.app, 'GET', `/app/documents/${pack.key}/create_a_copy`, { session: ann }))
          .data.document as DocumentDto
      ).key;
    await expectOwnersContentOnly(t, await copyOf());

    const company = await field('sid_company');
    const edited = await call(t.app, 'POST', `/app/documents/${pack.key}/add_update_data_field`, {
      session: ann,
      body: {
        data: [{ uuid: company.uuid, document_key: company.document_key, data: 'Owner edit' }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await field('sid_company')).setup_value).toBeNull();
    const copyKey = await copyOf();
    const [copied] = await t.ctx.db
      .select()
      .from(dataFields)
      .innerJoin(documents, eq(documents.key, dataFields.document_key))
      .where(
        and(eq(documents.document_pack_key, copyKey), eq(dataFields.custom_id, 'sid_company')),
      );
    expect(copied!.data_fields.data).toBe('Owner edit');
  });
});
