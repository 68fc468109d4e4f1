import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTEGRATION_MESSAGES,
  MESSAGES,
  XPLAN_PREFILL_MESSAGES,
  type XplanPrefill,
} from '@quire/domain';
import { auditRecords, dataFields, documents, signatories } from '../../db/schema.ts';
import { call, createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { accountKeyOf, seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';
import { connectXplan } from '../../../test/xplan-connection.ts';
import {
  startXplanProtocolServer,
  type XplanProtocolServer,
} from '../../../test/xplan-protocol-server.ts';
import type { IntegrationRow } from './integration-repository.ts';

let xplan: XplanProtocolServer;
let t: TestApp;
let ann: Session;
let bob: Session;
let annConnection: IntegrationRow;
let bobConnection: IntegrationRow;
let templateKey: string;
/** Ann may configure mappings (off by default, §6). */
const ANN_FLAGS = { document_permissions: { can_configure_mapping: true } };

beforeAll(async () => {
  xplan = await startXplanProtocolServer();
  t = await createTestApp({ env: { XPLAN_TIMEOUT_SECONDS: '3' } });
  ({ ann, bob } = await seedCast(t, 'Planning team'));
  await setPermissions(t.ctx, ann.user_account_key, ANN_FLAGS);
  annConnection = await connectXplan(t.ctx, xplan, await accountKeyOf(t.ctx, ann));
  bobConnection = await connectXplan(t.ctx, xplan, await accountKeyOf(t.ctx, bob), 'Bob XPLAN');
  templateKey = (
    await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: await accountKeyOf(t.ctx, ann),
      documentType: 'template',
      name: 'Advice record',
      children: [
        {
          fields: [
            { type: 'text', custom_id: 'client_name' },
            { type: 'text', custom_id: 'city', y: 200 },
            { type: 'signature', signatory: 0, y: 400 },
          ],
        },
      ],
      signatories: [{ name: 'Client', email: null }],
    })
  ).key;
});
afterAll(async () => {
  await t.close();
  await xplan.close();
});

const xplanMapping = {
  data_fields: {
    client_name: { column: 'xplan:client.name' },
    city: { column: 'xplan:address.0.city' },
  },
  signatories: {
    'signer-1': {
      name: { column: 'xplan:client.name' },
      email: { column: 'xplan:contact.email' },
      mobile_number: { column: 'xplan:contact.mobile' },
    },
  },
  cc_recipients: {},
  subject: { text: 'Your advice record' },
  document_name: { column: 'xplan:client.last_name' },
};

const saveMapping = (mapping: unknown, sources: unknown[] = [{ integration_id: 'xplan' }]) =>
  call(t.app, 'POST', '/app/mappings/update_document_mapping', {
    session: ann,
    body: { data: { entity_key: templateKey, mapping, sources } },
  });

/** A document made from the template the way the templates tab makes one. */
const packFromTemplate = async (): Promise<string> => {
  const made = await call(
    t.app,
    'GET',
    `/app/documents/${templateKey}/create_a_copy?template_to_document=true`,
    { session: ann },
  );
  expect(made.statusCode, made.body).toBe(200);
  return (made.data.document as { key: string }).key;
};

const prefill = (session: Session, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/app/integrations/xplan/prefill_document', { session, body });

/** Everything a prefill may write, to prove a refusal wrote none of it. */
const packState = async (key: string) => ({
  pack: await t.ctx.db
    .select({ n: documents.document_name, s: documents.subject })
    .from(documents)
    .where(eq(documents.key, key)),
  fields: await t.ctx.db
    .select({ id: dataFields.custom_id, data: dataFields.data })
    .from(dataFields)
    .innerJoin(documents, eq(documents.key, dataFields.document_key))
    .where(eq(documents.document_pack_key, key))
    .orderBy(dataFields.custom_id),
  people: await t.ctx.db
    .select({ name: signatories.name, email: signatories.email, m: signatories.mobile_number })
    .from(signatories)
    .where(eq(signatories.document_key, key)),
  audit: await t.ctx.db
    .select({ event: auditRecords.event })
    .from(auditRecords)
    .where(eq(auditRecords.document_key, key)),
});

describe('a mapping with XPLAN client data as its source', () => {
  it('offers the client-data paths and saves columns of the documented syntax', async () => {
    const saved = await saveMapping(xplanMapping);
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.data.data as {
      sources: { recipient_data_key: string; integration_id?: string; field_names: string[] }[];
    };
    expect(data.sources).toHaveLength(1);
    expect(data.sources[0]).toMatchObject({ recipient_data_key: 'xplan', integration_id: 'xplan' });
    expect(data.sources[0]!.field_names).toEqual(
      expect.arrayContaining(['xplan:client.first_name', 'xplan:contact.email']),
    );
    // A path outside the offered list is fine when it follows the syntax…
    const deeper = await saveMapping({
      ...xplanMapping,
      data_fields: { ...xplanMapping.data_fields, city: { column: 'xplan:address.1.city' } },
    });
    expect(deeper.statusCode, deeper.body).toBe(200);
    // …and refused when it does not, or when XPLAN is not a source of the mapping.
    const wrong = await saveMapping({
      ...xplanMapping,
      data_fields: { city: { column: 'xplan:address.city' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.message).toBe(
      'None of the chosen data sources has a column named xplan:address.city.',
    );
    expect((await saveMapping(xplanMapping, [])).statusCode).toBe(400);
    expect((await saveMapping(xplanMapping)).statusCode).toBe(200);
  });
});

describe('prefilling a pack from an XPLAN client', () => {
  it('previews, then fills fields by custom_id, the signer by role and the wording, with the exact audit text', async () => {
    const key = await packFromTemplate();
    const before = await packState(key);
    const ready = await call(
      t.app,
      'GET',
      `/app/integrations/xplan/prefill_document?document_key=${key}`,
      {
        session: ann,
      },
    );
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.data.data).toEqual({
      integration_configuration_id: annConnection.key,
      name: 'Local XPLAN',
    });
    const preview = await prefill(ann, { document_key: key, client_id: 4021, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected: XplanPrefill = {
      client: { entity_id: 4021, name: 'Thandi Mokoena' },
      data_fields: [
        { custom_id: 'client_name', value: 'Thandi Mokoena' },
        { custom_id: 'city', value: 'Cape Town' },
      ],
      signatories: [
        {
          role: 'signer-1',
          name: 'Thandi Mokoena',
          email: 'thandi.mokoena@example.com',
          mobile_number: '+27 82 555 0101',
        },
      ],
      subject: 'Your advice record',
      document_name: 'Mokoena',
      problems: [],
    };
    expect(preview.data.data).toEqual(expected);
    expect(await packState(key), 'a preview writes nothing').toEqual(before);

    const applied = await prefill(ann, { document_key: key, client_id: '4021' });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await packState(key);
    expect(after.pack).toEqual([{ n: 'Mokoena', s: 'Your advice record' }]);
    expect(after.fields.filter((f) => f.id !== null)).toEqual([
      { id: 'city', data: 'Cape Town' },
      { id: 'client_name', data: 'Thandi Mokoena' },
    ]);
    expect(after.people).toEqual([
      { name: 'Thandi Mokoena', email: 'thandi.mokoena@example.com', m: '+27825550101' },
    ]);
    const [record] = await t.ctx.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.document_key, key), eq(auditRecords.event, 'prefilled')));
    expect(record!.details).toMatchObject({
      description: 'prefilled from XPLAN client 4021',
      client_id: 4021,
      integration_configuration_id: annConnection.key,
    });
    expect(record!.actor_user_key).toBe(ann.user_key);
  });

  it('says what a client lacks (§5 mapping rules) in the preview', async () => {
    const key = await packFromTemplate();
    const preview = await prefill(ann, { document_key: key, client_id: 5100, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.data.data as XplanPrefill;
    expect(data.client.name).toBe('Mokoena Family Trust');
    expect(data.problems).toContain('Not a valid email address in linked data');
  });

  it('refuses another workspace: its pack is not found, its configuration does not exist here', async () => {
    const key = await packFromTemplate();
    const before = await packState(key);
    const bobOnAnnsPack = await prefill(bob, { document_key: key, client_id: 4021 });
    expect(bobOnAnnsPack.statusCode).toBe(404);
    const annWithBobsXplan = await prefill(ann, {
      document_key: key,
      client_id: 4021,
      integration_configuration_id: bobConnection.key,
    });
    expect(annWithBobsXplan.statusCode).toBe(404);
    expect(annWithBobsXplan.data.message).toBe(INTEGRATION_MESSAGES.notFound);
    expect(await packState(key)).toEqual(before);
  });

  it('refuses without can_view_data_sources, for a switched-off integration and for a pack sent already', async () => {
    const key = await packFromTemplate();
    const before = await packState(key);
    await setPermissions(t.ctx, ann.user_account_key, {
      ...ANN_FLAGS,
      user_profile_permissions: { can_view_data_sources: false },
    });
    const noFlag = await prefill(ann, { document_key: key, client_id: 4021 });
    expect(noFlag.statusCode).toBe(403);
    expect(noFlag.data.message).toBe(XPLAN_PREFILL_MESSAGES.mayNotPrefill);
    await setPermissions(t.ctx, ann.user_account_key, ANN_FLAGS);

    const off = await call(
      t.app,
      'POST',
      '/app/integration_configuration/add_update_delete_configured_integration',
      {
        session: ann,
        body: { data: { integration_configuration_id: annConnection.key, is_active: false } },
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    const inactive = await prefill(ann, { document_key: key, client_id: 4021 });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.data.message).toBe(INTEGRATION_MESSAGES.notActive);
    await call(
      t.app,
      'POST',
      '/app/integration_configuration/add_update_delete_configured_integration',
      {
        session: ann,
        body: { data: { integration_configuration_id: annConnection.key, is_active: true } },
      },
    );

    await t.ctx.db
      .update(documents)
      .set({ status: 'awaiting_signatures' })
      .where(eq(documents.key, key));
    const sent = await prefill(ann, { document_key: key, client_id: 4021 });
    expect(sent.statusCode).toBe(409);
    expect(sent.data.message).toBe(MESSAGES.notInSetup);
    await t.ctx.db.update(documents).set({ status: 'setup' }).where(eq(documents.key, key));
    expect(await packState(key)).toEqual(before);
  });

  it('refuses a pack whose template has no XPLAN mapping', async () => {
    const other = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: await accountKeyOf(t.ctx, ann),
      name: 'Not from a template',
    });
    const answer = await prefill(ann, { document_key: other.key, client_id: 4021 });
    expect(answer.statusCode).toBe(409);
    expect(answer.data.message).toBe(XPLAN_PREFILL_MESSAGES.noMapping);
    const ready = await call(
      t.app,
      'GET',
      `/app/integrations/xplan/prefill_document?document_key=${other.key}`,
      { session: ann },
    );
    expect(ready.statusCode).toBe(409);
  });

  it("answers XPLAN's 500 and a revoked grant with the §8 message, writing nothing", async () => {
    const key = await packFromTemplate();
    const before = await packState(key);
    xplan.failNext(500);
    const failed = await prefill(ann, { document_key: key, client_id: 4021 });
    expect(failed.statusCode).toBe(502);
    expect(failed.data.message).toBe('An error occurred while fetching client data.');
    expect(await packState(key)).toEqual(before);

    xplan.expireAccessTokens();
    xplan.revokeRefreshTokens();
    const revoked = await prefill(ann, { document_key: key, client_id: 4021 });
    expect(revoked.statusCode).toBe(502);
    expect(revoked.data).toMatchObject({
      message: 'An error occurred while fetching client data.',
      reconnect: true,
    });
    expect(await packState(key)).toEqual(before);
    // The grant is gone: an admin connects again.
    annConnection = await connectXplan(t.ctx, xplan, await accountKeyOf(t.ctx, ann));
  });

  it('refuses an unknown client with the §8 message', async () => {
    const key = await packFromTemplate();
    const answer = await prefill(ann, { document_key: key, client_id: 999999 });
    expect(answer.statusCode).toBe(404);
    expect(answer.data.message).toBe(INTEGRATION_MESSAGES.clientDataFailed);
  });
});
