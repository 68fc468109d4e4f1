// @postgres: a run's rows claimed once while requests and the worker write at once.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  BULK_SEND_MESSAGES as M,
  HEADERS,
  MESSAGES,
  withOverride,
  type BulkSend,
  type BulkSendLog,
  verifyAuditChain,
} from '@quire/domain';
import { bulkSends, dataFields, documents, mails, signatories } from '../../db/schema.ts';
import { sendSignatureRequestsJob } from '../../jobs/send-signature-requests.job.ts';
import { findAuditRecords, toAuditRecord } from '../audit-trail/audit-record-repository.ts';
import { sendSignatureRequestsHandler } from '../signing-requests/notify-next-signers.ts';
import { addMember, setPermissions } from '../../../test/seed-documents.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { runBulkSendHandler } from './bulk-send-runner.ts';
import {
  MAPPING,
  api,
  bulkUser,
  clients,
  givenSend,
  givenSource,
  givenTemplate,
  rowsOf,
  type BulkUser,
} from './bulk-send-test-kit.ts';

// No workers: each test runs the job's handler itself, so a run is deterministic.
const t = useTestApp({ workers: false, env: { BULK_SEND_BATCH_SIZE: '2' } });
let owner: BulkUser;
const meta = { id: 'test', retryCount: 0, retryLimit: 1 };
const run = (key: string) => runBulkSendHandler(t.ctx)({ bulk_send_key: key }, meta);

beforeAll(async () => {
  owner = await bulkUser(t, 'Olive Owner');
});

const sendOf = async (key: string) =>
  (await api(t, owner).get(`/app/bulk_sends/${key}`)).data.bulk_send as BulkSend;

describe('§5 activation', () => {
  it('refuses with the exact messages, writing nothing', async () => {
    const a = api(t, owner);
    const bare = await a.save({ bulk_send_type: 'create' });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.data.bulk_send).toEqual({ key: expect.any(String), status: 'setup' });
    const key = (bare.data.bulk_send as { key: string }).key;

    const noTemplate = await a.save({ key, status: 'active' });
    expect([noTemplate.statusCode, noTemplate.data.message]).toEqual([400, M.noTemplate]);

    const template = await givenTemplate(t.ctx, owner);
    await a.save({ key, template_key: template.key });
    const noData = await a.save({ key, status: 'active' });
    expect([noData.statusCode, noData.data.message]).toEqual([400, M.noData]);

    const source = await givenSource(t.ctx, owner, clients(3));
    await a.save({ key, recipient_data_key: source });
    // The template's signer has no name or email, and nothing maps them yet.
    const incomplete = await a.save({ key, status: 'active' });
    expect([incomplete.statusCode, incomplete.data.message]).toEqual([
      400,
      M.incompleteFields('signer-1 name, signer-1 email'),
    ]);
    expect((await sendOf(key)).status).toBe('setup');
    expect(await rowsOf(t.ctx, key)).toEqual([]);

    // Mapping the email only leaves the name.
    await a.post(`/app/bulk_sends/${key}/document_mapping/${template.key}`, {
      mapping: { ...MAPPING, signatories: { 'signer-1': { email: { column: 'Email' } } } },
    });
    const nameOnly = await a.save({ key, status: 'active' });
    expect(nameOnly.data.message).toBe(M.incompleteFields('signer-1 name'));
  });

  it('refuses a create_and_send whose template has a field no one fills, or an unmapped one', async () => {
    const { key, template } = await givenSend(t, owner, clients(2), {
      bulk_send_type: 'create_and_send',
    });
    const company = and(
      inArray(dataFields.document_key, template.childKeys),
      eq(dataFields.custom_id, 'company'),
    );
    // Assigned to no one: every row's pack would fail §5's blocking checks.
    await t.ctx.db.update(dataFields).set({ signatory_uuid: null }).where(company);
    const unassigned = await api(t, owner).save({ key, status: 'active' });
    expect([unassigned.statusCode, unassigned.data.message]).toEqual([
      400,
      'There are fields that have not been assigned.',
    ]);
    // The sender fills it, but the mapping gives it nothing: §5 names the field.
    await t.ctx.db.update(dataFields).set({ signatory_uuid: 'self' }).where(company);
    await api(t, owner).post(`/app/bulk_sends/${key}/document_mapping/${template.key}`, {
      mapping: { ...MAPPING, data_fields: {} },
    });
    const unmapped = await api(t, owner).save({ key, status: 'active' });
    expect(unmapped.data.message).toBe(M.incompleteFields('company'));
    expect(await rowsOf(t.ctx, key)).toEqual([]);
    expect((await sendOf(key)).status).toBe('setup');
  });

  it('snapshots the rows matching the filter and fixes number_of_documents', async () => {
    const { key } = await givenSend(t, owner, clients(5), {
      filter_rules: [
        { selected_field: 'Name', selected_inequality: 'not_equal', comparison_value: 'Client 2' },
      ],
    });
    const activated = await api(t, owner).save({ key, status: 'active' });
    expect(activated.data.bulk_send).toEqual({ key, status: 'active' });
    expect((await rowsOf(t.ctx, key)).map((r) => r.position).sort()).toEqual([1, 3, 4, 5]);
    expect(await sendOf(key)).toMatchObject({
      status: 'active',
      number_of_documents: 4,
      created: 0,
      failed: 0,
    });
    // A running send keeps its setup.
    const change = await api(t, owner).save({ key, filter_rules: [] });
    expect([change.statusCode, change.data.message]).toEqual([409, E.onlyFromSetup]);
  });
});

describe('the run', () => {
  it('makes one pack per row with the mapped values; a bad email fails and is logged', async () => {
    const rows = clients(5);
    rows[2]![1] = 'not-an-address';
    const { key, template } = await givenSend(t, owner, rows);
    await api(t, owner).save({ key, status: 'active' });
    await run(key);

    const snapshot = (await rowsOf(t.ctx, key)).sort((a, b) => a.position - b.position);
    expect(snapshot.map((r) => r.state)).toEqual([
      'created',
      'created',
      'failed',
      'created',
      'created',
    ]);
    expect(snapshot[2]!.error).toBe(M.invalidEmail);
    expect(await sendOf(key)).toMatchObject({ number_of_documents: 5, created: 4, failed: 1 });

    const pack = snapshot[3]!.document_key!;
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.key, pack));
    expect(doc).toMatchObject({
      document_name: 'Client 4',
      subject: 'Please sign',
      from_template_key: template.key,
      document_type: 'document',
      status: 'setup',
    });
    const [signer] = await t.ctx.db
      .select()
      .from(signatories)
      .where(eq(signatories.document_key, pack));
    expect([signer!.name, signer!.email]).toEqual(['Client 4', 'client4@example.com']);
    const children = await t.ctx.db
      .select({ key: documents.key })
      .from(documents)
      .where(eq(documents.document_pack_key, pack));
    const [company] = await t.ctx.db
      .select()
      .from(dataFields)
      .where(
        and(
          inArray(
            dataFields.document_key,
            children.map((c) => c.key),
          ),
          eq(dataFields.custom_id, 'company'),
        ),
      );
    // Stored as data, exactly as the CSV held it.
    expect(company!.data).toBe('=Company 4');

    const logs = (await api(t, owner).get(`/app/bulk_send_logs/${key}`)).data
      .bulk_send_logs as BulkSendLog[];
    expect(logs.map((l) => l.message)).toEqual([
      E.activated(5),
      E.rowFailed(M.invalidEmail),
      E.finished(4, 1),
    ]);
    expect(logs[1]).toMatchObject({ level: 'error', position: 3 });
    const later = (
      await api(t, owner).get(
        `/app/bulk_send_logs/${key}?since=${encodeURIComponent(logs[1]!.date_created)}`,
      )
    ).data.bulk_send_logs as BulkSendLog[];
    expect(later.map((l) => l.message)).toEqual([E.finished(4, 1)]);

    // A second run (a retried job) makes nothing more.
    await run(key);
    expect((await sendOf(key)).created).toBe(4);
  });

  it('two runs at once (a retried job beside the first) make each row one pack', async () => {
    const { key, template } = await givenSend(t, owner, clients(8));
    await api(t, owner).save({ key, status: 'active' });
    await Promise.all([run(key), run(key), run(key)]);
    const rows = await rowsOf(t.ctx, key);
    expect(rows.every((r) => r.state === 'created')).toBe(true);
    const made = await t.ctx.db
      .select({ key: documents.key })
      .from(documents)
      .where(eq(documents.from_template_key, template.key));
    // A pack undone by the row guard leaves nothing behind: exactly the rows' packs exist.
    expect(made.map((d) => d.key).sort()).toEqual(rows.map((r) => r.document_key).sort());
    expect(made).toHaveLength(8);
  });

  it('create_and_send requests the signatures: the packs await them', async () => {
    const { key } = await givenSend(t, owner, clients(3, 40), {
      bulk_send_type: 'create_and_send',
    });
    await api(t, owner).save({ key, status: 'active' });
    await run(key);
    expect(await sendOf(key)).toMatchObject({ created: 3, awaiting_signature: 3, completed: 0 });

    const packKeys = (await rowsOf(t.ctx, key))
      .sort((a, b) => a.position - b.position)
      .map((r) => r.document_key!);
    for (const [i, packKey] of packKeys.entries()) {
      // As a pack sent from the editor: its chain says created then sent, and holds.
      const chain = (await findAuditRecords(t.ctx.db, packKey)).map(toAuditRecord);
      expect(chain.map((r) => [r.seq, r.event, r.actor_user_key])).toEqual([
        [1, 'created', owner.user_key],
        [2, 'sent', owner.user_key],
      ]);
      expect(await verifyAuditChain(chain)).toBeNull();
      const [pack] = await t.ctx.db.select().from(documents).where(eq(documents.key, packKey));
      const children = await t.ctx.db
        .select({ status: documents.status })
        .from(documents)
        .where(eq(documents.document_pack_key, packKey));
      const [signer] = await t.ctx.db
        .select()
        .from(signatories)
        .where(eq(signatories.document_key, packKey));
      expect([pack!.status, ...children.map((c) => c.status), signer!.status]).toEqual([
        'awaiting_signatures',
        'awaiting_signatures',
        'awaiting_signatures',
      ]);
      // The list finds it by the signer the row filled in.
      expect(pack!.search_text).toContain(`client${40 + i}@example.com`);
      // Its request job, run as the worker would, mails the signer.
      await sendSignatureRequestsHandler(t.ctx)({ document_key: packKey }, meta);
    }
    const [jobs] = await t.ctx.database.query<{ n: number }>(
      {
        text: `select count(*)::int as n from pgboss.job where name = $1 and data->>'document_key' = any($2)`,
      },
      [sendSignatureRequestsJob.name, packKeys],
    );
    expect(jobs!.n).toBe(3);
    const mailed = await t.ctx.db
      .select({ to: mails.to_address })
      .from(mails)
      .where(
        inArray(
          mails.to_address,
          clients(3, 40).map((c) => c[1]!),
        ),
      );
    expect(mailed).toHaveLength(3);
  });
});

describe('§3 when_to_run', () => {
  it('holds a scheduled send until its time, with a run queued for then', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const { key } = await givenSend(t, owner, clients(2), { when_to_run: at.toISOString() });
    await api(t, owner).save({ key, status: 'active' });
    await run(key);
    expect(await sendOf(key)).toMatchObject({ when_to_run: at.toISOString(), created: 0 });
    const queued = (await t.ctx.database.query(
      {
        text: `select start_after from pgboss.job
               where name = 'run-bulk-send' and data->>'bulk_send_key' = $1 and start_after > now()`,
      },
      [key],
    )) as { start_after: Date }[];
    expect(queued.map((j) => new Date(j.start_after).toISOString())).toEqual([at.toISOString()]);
    // Moved to the past (as time passing would), the run makes the packs.
    await api(t, owner).save({ key, status: 'paused' });
    await t.ctx.db
      .update(bulkSends)
      .set({ when_to_run: new Date(Date.now() - 1000) })
      .where(eq(bulkSends.key, key));
    await api(t, owner).save({ key, status: 'active' });
    await run(key);
    expect((await sendOf(key)).created).toBe(2);
  });
});

describe('§4 pause and resume', () => {
  it('pauses between batches, resumes with the pending rows, and refuses pause when all are made', async () => {
    const { key } = await givenSend(t, owner, clients(12));
    const a = api(t, owner);
    await a.save({ key, status: 'active' });
    const running = run(key);
    // Pause as soon as the first batch of two is in.
    for (;;) {
      if ((await rowsOf(t.ctx, key)).some((r) => r.state === 'created')) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const paused = await a.save({ key, status: 'paused' });
    expect(paused.data.bulk_send).toEqual({ key, status: 'paused' });
    await running;
    const made = (await sendOf(key)).created;
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(12);
    expect(made % 2).toBe(0);
    await run(key); // a paused send makes nothing
    expect((await sendOf(key)).created).toBe(made);

    expect((await a.save({ key, status: 'active' })).data.bulk_send).toEqual({
      key,
      status: 'active',
    });
    await run(key);
    expect(await sendOf(key)).toMatchObject({ created: 12, number_of_documents: 12 });
    const documentKeys = (await rowsOf(t.ctx, key)).map((r) => r.document_key);
    expect(new Set(documentKeys).size).toBe(12);

    const late = await a.save({ key, status: 'paused' });
    expect([late.statusCode, late.data.message]).toEqual([409, E.pauseOnlyWhileCreating]);
    const back = await a.save({ key, status: 'setup' });
    expect([back.statusCode, back.data.message]).toEqual([409, E.statusChange('active', 'setup')]);
  });
});

describe('who may', () => {
  it('lists only the workspace sends, with their counts', async () => {
    const { key } = await givenSend(t, owner, clients(1));
    const list = (await api(t, owner).get('/app/bulk_sends')).data.bulk_sends as BulkSend[];
    expect(list.map((s) => s.key)).toContain(key);
    const stranger = await bulkUser(t, 'Sam Stranger');
    expect((await api(t, stranger).get('/app/bulk_sends')).data.bulk_sends).toEqual([]);
  });

  it('answers 404 to another workspace for every route with the key', async () => {
    const { key, template } = await givenSend(t, owner, clients(1));
    const stranger = await bulkUser(t, 'Sid Stranger');
    const s = api(t, stranger);
    for (const r of [
      await s.get(`/app/bulk_sends/${key}`),
      await s.get(`/app/bulk_sends/${key}/document_mapping/${template.key}`),
      await s.post(`/app/bulk_sends/${key}/document_mapping/${template.key}`, {
        mapping: MAPPING,
      }),
      await s.get(`/app/bulk_send_logs/${key}`),
      await s.save({ key, status: 'active' }),
    ])
      expect([r.statusCode, r.data.message]).toEqual([404, E.notFound]);
    expect((await sendOf(key)).status).toBe('setup');
    // Nor may a send use another workspace's template or data.
    const theirs = await givenTemplate(t.ctx, stranger);
    const refused = await api(t, owner).save({ key, template_key: theirs.key });
    expect([refused.statusCode, refused.data.message]).toEqual([400, E.templateNotFound]);
  });

  it('refuses a team member without can_view_bulk_sends, and lets them in with it', async () => {
    const { key } = await givenSend(t, owner, clients(1));
    const member = await bulkUser(t, 'Nora Noflag');
    const ua = await addMember(t.ctx, member.user_key, owner.accountKey);
    await setPermissions(t.ctx, ua, withOverride({}, 'can_view_bulk_sends', false));
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(t.app, method, url, {
        session: member,
        headers: { [HEADERS.userAccountKey]: ua },
        ...(body ? { body } : {}),
      });
    for (const r of [
      await as('GET', '/app/bulk_sends'),
      await as('GET', `/app/bulk_sends/${key}`),
      await as('GET', `/app/bulk_send_logs/${key}`),
      await as('POST', '/app/bulk_sends/add_update_bulk_send', {
        data: { description: 'Not mine', bulk_send_type: 'create' },
      }),
    ])
      expect([r.statusCode, r.data.message]).toEqual([403, MESSAGES.notAuthorized]);
    await setPermissions(t.ctx, ua, withOverride({}, 'can_view_bulk_sends', true));
    expect((await as('GET', `/app/bulk_sends/${key}`)).statusCode).toBe(200);
  });
});

describe('the send own mapping', () => {
  it('starts as the template mapping and changes only in setup', async () => {
    const { key, template } = await givenSend(t, owner, clients(1));
    const got = await api(t, owner).get(`/app/bulk_sends/${key}/document_mapping/${template.key}`);
    expect(got.data.document_mapping).toMatchObject({
      template_key: template.key,
      is_own: true,
      mapping: MAPPING,
    });
    const other = await givenTemplate(t.ctx, owner);
    const wrong = await api(t, owner).get(`/app/bulk_sends/${key}/document_mapping/${other.key}`);
    expect([wrong.statusCode, wrong.data.message]).toEqual([400, E.notTheTemplate]);
    await api(t, owner).save({ key, status: 'active' });
    const late = await api(t, owner).post(
      `/app/bulk_sends/${key}/document_mapping/${template.key}`,
      { mapping: MAPPING },
    );
    expect([late.statusCode, late.data.message]).toEqual([409, E.onlyFromSetup]);
  });
});
