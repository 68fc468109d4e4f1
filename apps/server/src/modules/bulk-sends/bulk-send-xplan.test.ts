// @postgres: two runs at once make each pack once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  BULK_SEND_MESSAGES as M,
  INTEGRATION_MESSAGES,
  XPLAN_BULK_SEND_MESSAGES,
  verifyAuditChain,
  type BulkSend,
  type BulkSendLog,
} from '@quire/domain';
import { dataFields, documents, integrationConfigurations, signatories } from '../../db/schema.ts';
import { findAuditRecords, toAuditRecord } from '../audit-trail/audit-record-repository.ts';
import { connectXplan } from '../../../test/xplan-connection.ts';
import {
  startXplanProtocolServer,
  type XplanProtocolServer,
} from '../../../test/xplan-protocol-server.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { IntegrationRow } from '../integrations/integration-repository.ts';
import { runBulkSendHandler } from './bulk-send-runner.ts';
import {
  api,
  bulkUser,
  clients,
  givenSource,
  givenTemplate,
  rowsOf,
  type BulkUser,
} from './bulk-send-test-kit.ts';

// No workers: each test runs the job's handler itself, so a run is deterministic.
const t = useTestApp({ workers: false, env: { BULK_SEND_BATCH_SIZE: '2' } });
const meta = { id: 'test', retryCount: 0, retryLimit: 1 };
const run = (key: string) => runBulkSendHandler(t.ctx)({ bulk_send_key: key }, meta);
let xplan: XplanProtocolServer;
let owner: BulkUser;
let connection: IntegrationRow;

beforeAll(async () => {
  xplan = await startXplanProtocolServer();
  owner = await bulkUser(t, 'Xolani Sender');
  connection = await connectXplan(t.ctx, xplan, owner.accountKey);
});
afterAll(() => xplan.close());

/** The sample site's clients: Thandi (email, mobile, address), Pieter (email), a trust (no email). */
const THANDI = { entity_id: 4021, name: 'Thandi Mokoena' };
const PIETER = { entity_id: 4022, name: 'Pieter van der Merwe' };
const TRUST = { entity_id: 5100, name: 'Mokoena Family Trust' };

const XPLAN_MAPPING = {
  data_fields: { company: { column: 'xplan:client.name' } },
  signatories: {
    'signer-1': {
      name: { column: 'xplan:client.name' },
      email: { column: 'xplan:contact.email' },
    },
  },
  cc_recipients: {},
  subject: { text: 'Please sign' },
  document_name: { column: 'xplan:client.name' },
};

/** A send in setup of the sample clients, through the owner's connection, with the XPLAN mapping. */
const givenXplanSend = async (clients: { entity_id: number; name: string }[], type = 'create') => {
  const template = await givenTemplate(t.ctx, owner);
  const a = api(t, owner);
  const saved = await a.save({
    template_key: template.key,
    integration_configuration_id: connection.key,
    xplan_clients: clients,
    bulk_send_type: type,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const key = (saved.data.bulk_send as { key: string }).key;
  const mapped = await a.post(`/app/bulk_sends/${key}/document_mapping/${template.key}`, {
    mapping: XPLAN_MAPPING,
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  return { key, template };
};

const sendOf = async (key: string) =>
  (await api(t, owner).get(`/app/bulk_sends/${key}`)).data.bulk_send as BulkSend;
const logsOf = async (key: string) =>
  (
    (await api(t, owner).get(`/app/bulk_send_logs/${key}`)).data.bulk_send_logs as BulkSendLog[]
  ).map((l) => l.message);
const sorted = async (key: string) =>
  (await rowsOf(t.ctx, key)).sort((a, b) => a.position - b.position);

describe('a bulk send of XPLAN clients', () => {
  it('saves the chosen clients and answers them', async () => {
    const { key } = await givenXplanSend([THANDI, PIETER]);
    expect(await sendOf(key)).toMatchObject({
      recipient_data_key: null,
      integration_configuration_id: connection.key,
      xplan_clients: [THANDI, PIETER],
    });
  });

  it('makes one pack per client, filled from its data, with the audit text; a client without an email fails its row', async () => {
    const { key, template } = await givenXplanSend([THANDI, PIETER, TRUST], 'create_and_send');
    const activated = await api(t, owner).save({ key, status: 'active' });
    expect(activated.statusCode, activated.body).toBe(200);
    await run(key);

    const rows = await sorted(key);
    expect(rows.map((r) => [r.cells, r.state, r.error])).toEqual([
      [['4021', 'Thandi Mokoena'], 'created', null],
      [['4022', 'Pieter van der Merwe'], 'created', null],
      [['5100', 'Mokoena Family Trust'], 'failed', M.invalidEmail],
    ]);
    expect(await sendOf(key)).toMatchObject({
      number_of_documents: 3,
      created: 2,
      failed: 1,
      awaiting_signature: 2,
    });

    const [thandi, pieter] = rows.map((r) => r.document_key!);
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.key, thandi!));
    expect(doc).toMatchObject({
      document_name: 'Thandi Mokoena',
      subject: 'Please sign',
      from_template_key: template.key,
      status: 'awaiting_signatures',
    });
    const people = await t.ctx.db
      .select({ doc: signatories.document_key, name: signatories.name, email: signatories.email })
      .from(signatories)
      .where(inArray(signatories.document_key, [thandi!, pieter!]));
    expect(people.sort((a, b) => (a.doc === thandi ? -1 : b.doc === thandi ? 1 : 0))).toEqual([
      { doc: thandi, name: 'Thandi Mokoena', email: 'thandi.mokoena@example.com' },
      { doc: pieter, name: 'Pieter van der Merwe', email: 'pieter@example.com' },
    ]);
    const children = await t.ctx.db
      .select({ key: documents.key })
      .from(documents)
      .where(eq(documents.document_pack_key, thandi!));
    const [company] = await t.ctx.db
      .select({ data: dataFields.data })
      .from(dataFields)
      .where(
        inArray(
          dataFields.document_key,
          children.map((c) => c.key),
        ),
      );
    expect(company!.data).toBe('Thandi Mokoena');

    for (const [packKey, id] of [
      [thandi!, 4021],
      [pieter!, 4022],
    ] as const) {
      const chain = (await findAuditRecords(t.ctx.db, packKey)).map(toAuditRecord);
      expect(chain.map((r) => r.event)).toEqual(['created', 'prefilled', 'sent']);
      expect(chain[1]!.details).toMatchObject({
        description: `prefilled from XPLAN client ${id}`,
        client_id: id,
        integration_configuration_id: connection.key,
      });
      expect(await verifyAuditChain(chain)).toBeNull();
    }
    expect(await logsOf(key)).toEqual([
      E.activated(3),
      E.rowFailed(M.invalidEmail),
      E.finished(2, 1),
    ]);
  });

  it('fails only the row whose client XPLAN does not give (500), and the rest go on', async () => {
    const { key } = await givenXplanSend([THANDI, PIETER]);
    await api(t, owner).save({ key, status: 'active' });
    // Activation does not read XPLAN: the next call is the run reading Thandi.
    xplan.failNext(500);
    await run(key);
    const rows = await sorted(key);
    expect(rows.map((r) => [r.state, r.error])).toEqual([
      ['failed', INTEGRATION_MESSAGES.clientDataFailed],
      ['created', null],
    ]);
    expect(await logsOf(key)).toEqual([
      E.activated(2),
      E.rowFailed('An error occurred while fetching client data.'),
      E.finished(1, 1),
    ]);
  });

  it('reads each client when its row is made, and two runs at once make each pack once', async () => {
    const { key, template } = await givenXplanSend([THANDI, PIETER]);
    await api(t, owner).save({ key, status: 'active' });
    const reads = () => xplan.calls.filter((c) => /client-v3\/4022(\?|$)/.test(c.path)).length;
    const before = reads();
    await Promise.all([run(key), run(key)]);
    await run(key);
    const rows = await sorted(key);
    expect(rows.map((r) => r.state)).toEqual(['created', 'created']);
    const made = await t.ctx.db
      .select({ key: documents.key })
      .from(documents)
      .where(eq(documents.from_template_key, template.key));
    expect(made.map((d) => d.key).sort()).toEqual(rows.map((r) => r.document_key).sort());
    // Read by each run that found the row pending (two at once), never stored with the row.
    expect(reads() - before).toBeGreaterThanOrEqual(1);
    expect(rows[1]!.cells).toEqual(['4022', 'Pieter van der Merwe']);
  });
});

describe('choosing XPLAN clients', () => {
  it('refuses activation with no clients chosen, with the §5 message', async () => {
    const { key } = await givenXplanSend([]);
    const answer = await api(t, owner).save({ key, status: 'active' });
    expect([answer.statusCode, answer.data.message]).toEqual([400, M.noData]);
    expect(await rowsOf(t.ctx, key)).toEqual([]);
  });

  it('takes one source at a time: a client list lets the clients go', async () => {
    const { key } = await givenXplanSend([THANDI]);
    const list = await givenSource(t.ctx, owner, clients(2));
    const both = await api(t, owner).save({
      key,
      recipient_data_key: list,
      integration_configuration_id: connection.key,
    });
    expect([both.statusCode, both.data.message]).toEqual([400, XPLAN_BULK_SEND_MESSAGES.oneSource]);
    expect(await api(t, owner).save({ key, recipient_data_key: list })).toMatchObject({
      statusCode: 200,
    });
    expect(await sendOf(key)).toMatchObject({
      recipient_data_key: list,
      integration_configuration_id: null,
      xplan_clients: [],
    });
  });

  it("refuses another workspace's connection (404) and its send", async () => {
    const other = await bulkUser(t, 'Otto Outsider');
    const theirs = await connectXplan(t.ctx, xplan, other.accountKey, 'Their XPLAN');
    const { key } = await givenXplanSend([THANDI]);
    const answer = await api(t, owner).save({ key, integration_configuration_id: theirs.key });
    expect([answer.statusCode, answer.data.message]).toEqual([404, INTEGRATION_MESSAGES.notFound]);
    const created = await api(t, owner).save({
      integration_configuration_id: theirs.key,
      xplan_clients: [THANDI],
    });
    expect(created.statusCode).toBe(404);
    const foreign = await api(t, other).save({ key, xplan_clients: [PIETER] });
    expect(foreign.statusCode).toBe(404);
    expect((await sendOf(key)).xplan_clients).toEqual([THANDI]);
  });

  it('refuses activation when the connection is no longer connected', async () => {
    const second = await connectXplan(t.ctx, xplan, owner.accountKey, 'Second XPLAN');
    const { key } = await givenXplanSend([THANDI]);
    await api(t, owner).save({ key, integration_configuration_id: second.key });
    await t.ctx.db
      .update(integrationConfigurations)
      .set({ is_active: false })
      .where(eq(integrationConfigurations.key, second.key));
    const answer = await api(t, owner).save({ key, status: 'active' });
    expect([answer.statusCode, answer.data.message]).toEqual([409, INTEGRATION_MESSAGES.notActive]);
    expect((await sendOf(key)).status).toBe('setup');
  });
});
