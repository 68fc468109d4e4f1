import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import {
  apiKeys,
  applications,
  blobs,
  bulkSendTempCsvs,
  bulkSends,
  dataFields,
  documents,
  recipientDataCsvs,
  recipientDataRows,
  recipientDatas,
  metaDataEntries,
  metaDataSets,
  signatories,
  savedSignatures,
  signingDrafts,
  tempDownloads,
  treeFolders,
  userAccounts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf, seedPack, type SeededPack } from '../../../test/seed-documents.ts';
import { newKey } from '../../lib/ids.ts';
import { givenSignaturePicture } from '../profile-signatures/signature-image-fixtures.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';
import { sealSecret } from '../two-step/secret-sealing.ts';

/**
 * Walks every route the app registers whose path takes a parameter, and calls it as a user of
 * another workspace with each of the victim's keys (pack, child, PDF blob, temp download, their
 * workspace and membership). Each
 * must answer 404, and nothing of the victim's may change. Routes added later (uploads, page
 * images, signing…) are walked automatically; a route that must answer otherwise has to be named
 * in EXPECTED_OTHERWISE with its reason.
 */
const EXPECTED_OTHERWISE: Record<string, { statuses: number[]; why: string }> = {
  'GET /embed/documents/:key': {
    statuses: [403],
    why: 'the web app for a partner frame: without an allowed parent_origin every key gets the same refusal page, framed by nobody, with no data',
  },
  'GET /embed/documents/:key/switch_user/:uuid': {
    statuses: [403],
    why: 'a signing link for a partner frame: without an allowed parent_origin every key gets the same refusal page before the token is looked at',
  },
  'GET /embed/editor/:key': {
    statuses: [403],
    why: 'the embedded editor page: without an allowed parent_origin every key gets the same refusal page, framed by nobody, with no data',
  },
  'GET /embed/editor/:key/open': {
    statuses: [403],
    why: 'the embedded editor’s one-time URL: without an allowed parent_origin every key gets the same refusal page before the token is looked at',
  },
  'GET /app/auth/verify_email/:token': {
    statuses: [400],
    why: 'the parameter is a mail-link token, not an entity key: any unknown token is invalid',
  },
  'GET /app/invitations/:token': {
    statuses: [400],
    why: 'an invitation link token (ADR 0026), not an entity key: any unknown token is invalid',
  },
  'POST /app/invitations/:token/accept': {
    statuses: [400],
    why: 'an invitation link token (ADR 0026), not an entity key: any unknown token is invalid',
  },
  'GET /app/documents/:key/switch_user/:uuid': {
    statuses: [410],
    why: 'a signing link: the token in its query, not the session, is the authority; any link that does not hold a live token answers the invalid-link page (ADR 0010)',
  },
  'GET /form/:key': {
    statuses: [302],
    why: 'a public form link (issue 14): it only sends the browser on to the form screen, which asks GET /app/forms/{key} (404 for anything but a live form key)',
  },
  'GET /verify/:verification_id': {
    statuses: [302],
    why: "the certificate's public link (issue 15): it only sends the browser on to the verify screen, which asks GET /app/verify/packs/{id} (404 for anything but a sealed pack's verification id)",
  },
  'GET /app/verify/sha256/:sha256': {
    statuses: [400],
    why: 'the public verify page checks a SHA-256, not an entity key: a key is not 64 hex characters',
  },
  'GET /mailbox/:key/attachments/:index': {
    statuses: [400, 404],
    why: 'the local mailbox belongs to no workspace and answers only this machine; the walk puts an id where the attachment index (a number) goes',
  },
  'POST /app/text_messages/:key/status_callback': {
    statuses: [403, 404],
    why: 'the SMS provider calls it, proved by its X-Twilio-Signature over the URL, never by a session: any unsigned call is refused (404 when no provider is configured) and changes nothing',
  },
  'POST /app/user/product_tours/:tour_id': {
    statuses: [400],
    why: "a tour of the fixed catalogue (documents, editor), not an entity key: it records the caller's own outcome, and any other id is refused before anything is written (issue 18)",
  },
  'PUT /app/blob_upload/:file_key': {
    statuses: [400, 403, 404],
    why: 'a presigned upload URL: its HMAC signature, not the session, is the authority',
  },
};

/** Routes whose refusal must carry the contract's words (docs/api-documents.md). */
const DOCUMENT_CONTRACT =
  /^\/(app\/documents\/|app\/document_actions\/|app\/serve\/|app\/serve_temp_download\/|document_from_template\/|api\/v1\/documents\/|api\/v1\/templates\/)/;

/** The public API (docs/api-public.md) is called as integrations call it: with an API key. */
const PUBLIC_API = '/api/v1/';

/** Routes that do not identify anything of the victim's: the static web app's catch-all. */
const NOT_ENTITY_ROUTES = new Set(['*', '/*']);

type Route = { method: string; path: string };

/** Reads Fastify's route tree (printRoutes with commonPrefix off) back into method + full path. */
export const registeredRoutes = (app: FastifyInstance): Route[] => {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()))
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
  }
  return routes;
};

// One API key makes every public call of the walk within a minute or two: the per-key limit
// (tested with the public API) must not answer for the access check.
const t = useTestApp({ env: { PUBLIC_API_RATE_LIMIT_PER_MINUTE: '1000000' } });
let attacker: Session;
let attackerApiKey: string;
let victim: Session;
let pack: SeededPack;
let keys: Record<string, string>;

/** Everything of the victim's that a call could change: rows and stored files. */
const snapshot = async () => {
  const docKeys = [pack.key, ...pack.childKeys];
  const rows = {
    documents: await t.ctx.db.select().from(documents).where(inArray(documents.key, docKeys)),
    signatories: await t.ctx.db
      .select()
      .from(signatories)
      .where(inArray(signatories.document_key, docKeys)),
    fields: await t.ctx.db
      .select()
      .from(dataFields)
      .where(inArray(dataFields.document_key, docKeys)),
    temp: await t.ctx.db
      .select()
      .from(tempDownloads)
      .where(inArray(tempDownloads.document_key, docKeys)),
    drafts: await t.ctx.db
      .select()
      .from(signingDrafts)
      .where(inArray(signingDrafts.document_key, docKeys)),
    members: await t.ctx.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.account_key, keys.account!)),
    apiKeys: await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.user_key, victim.user_key)),
    applications: await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.user_account_key, victim.user_account_key)),
    blobs: await t.ctx.db
      .select()
      .from(blobs)
      .where(
        or(
          inArray(blobs.document_key, docKeys),
          inArray(blobs.key, [keys.blob!, keys.signaturePicture!]),
        ),
      ),
    saved: await t.ctx.db
      .select()
      .from(savedSignatures)
      .where(eq(savedSignatures.user_key, victim.user_key)),
    clientList: await t.ctx.db
      .select()
      .from(recipientDatas)
      .where(eq(recipientDatas.key, keys.recipientData!)),
    clientRows: await t.ctx.db
      .select()
      .from(recipientDataRows)
      .where(eq(recipientDataRows.recipient_data_key, keys.recipientData!)),
    clientCsvs: await t.ctx.db
      .select()
      .from(recipientDataCsvs)
      .where(eq(recipientDataCsvs.recipient_data_key, keys.recipientData!)),
    metaDataSet: await t.ctx.db
      .select()
      .from(metaDataSets)
      .where(eq(metaDataSets.key, keys.metaDataSet!)),
    metaDataEntries: await t.ctx.db
      .select()
      .from(metaDataEntries)
      .where(eq(metaDataEntries.set_key, keys.metaDataSet!)),
    bulkSends: await t.ctx.db.select().from(bulkSends).where(eq(bulkSends.key, keys.bulkSend!)),
    bulkSendCsvs: await t.ctx.db
      .select()
      .from(bulkSendTempCsvs)
      .where(eq(bulkSendTempCsvs.bulk_send_key, keys.bulkSend!)),
    folders: await t.ctx.db
      .select()
      .from(treeFolders)
      .where(eq(treeFolders.account_key, keys.account!)),
  };
  const files = await Promise.all(rows.blobs.map((b) => t.ctx.blobStore.exists(b.object_key)));
  return JSON.stringify({ rows, files });
};

/** Inputs that pass the usual schemas, so a refusal comes from the access check, not validation. */
const queryFor = (key: string) =>
  `?document_temp_download_type=preview&temp_download_key=${key}&index_of_page=0&filename=a.pdf&size=1&refresh_secret=true`;
const bodyFor = (key: string) => ({
  data: {},
  file_key: key,
  keys: [key],
  document_keys: [key],
  child_document_keys: [key],
});
const bodiesFor = (key: string) => [
  bodyFor(key),
  // folder_id: POST /app/documents/{key}/file_in_folder with the key as the folder (issue 17).
  { ...bodyFor(key), data: { name: 'Renamed', folder_id: key } },
  // The member routes (add, update, remove, resend): a membership key and a valid new member.
  {
    ...bodyFor(key),
    data: {
      user_account_key: key,
      is_admin: false,
      first_name: 'Walk',
      email_address: 'walk@example.com',
    },
  },
  // POST /crop_image/{blob key}: a sensible box, so only the owner check can refuse it.
  { ...bodyFor(key), x1: 0, y1: 0, x2: 10, y2: 10, on_screen_width: 20, on_screen_height: 20 },
  // POST /app/bulk_sends/{key}/document_mapping/{template_key}: a valid (empty) mapping.
  { ...bodyFor(key), mapping: { data_fields: {}, signatories: {}, cc_recipients: {} } },
  // POST /app/accounts/{key}/add_embed_origin and remove_embed_origin: a valid origin;
  // POST /app/documents/{key}/set_signing_expiry: a valid deadline a day away.
  {
    ...bodyFor(key),
    data: {
      origin: 'https://walk.example',
      signing_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  },
  // POST /api/v1/documents/{key}/embedded_editor: a well-formed parent origin.
  { ...bodyFor(key), parent_origin: 'https://walk.example' },
];

beforeAll(async () => {
  attacker = await signUpVerifiedUser(t, { full_name: 'Mallory' });
  victim = await signUpVerifiedUser(t, { full_name: 'Victor' });
  attackerApiKey = (
    await call(t.app, 'POST', '/app/api_keys/', {
      session: attacker,
      body: { entity_key: await accountKeyOf(t.ctx, attacker), name: 'Mallory CI' },
    })
  ).data.api_key as string;
  pack = await seedPack(t.ctx, {
    createdBy: victim.user_key,
    accountKey: await accountKeyOf(t.ctx, victim),
    name: 'Private pack',
    children: [{ fields: [{ custom_id: 'secret', data: 'x' }] }, {}],
    signatories: [{ name: 'Victor', email: 'victor@example.com' }],
  });
  const [blob] = await t.ctx.db
    .select()
    .from(blobs)
    .where(inArray(blobs.document_key, pack.childKeys));
  const temp = await call(
    t.app,
    'GET',
    `/app/documents/${pack.key}/generate_temp_document_download?document_temp_download_type=preview`,
    { session: victim },
  );
  const tempKey = (temp.data.document_temp_download as { key: string }).key;
  // Wait for the worker, so the snapshot is taken of a settled state.
  let tempFile: string | null = null;
  for (let i = 0; i < 200 && !tempFile; i++) {
    const [row] = await t.ctx.db.select().from(tempDownloads).where(eq(tempDownloads.key, tempKey));
    tempFile = row?.file_key ?? null;
    if (!tempFile) await new Promise((r) => setTimeout(r, 100));
  }
  const picture = await givenSignaturePicture(t.ctx, victim.user_key);
  const saved = (
    await call(t.app, 'POST', '/app/user/signatures', {
      session: victim,
      body: { kind: 'signature', method: 'drawn', blob_key: picture.blob_key },
    })
  ).data.signature as { key: string };
  const apiKey = await call(t.app, 'POST', '/app/api_keys/', {
    session: victim,
    body: { entity_key: await accountKeyOf(t.ctx, victim), name: 'Victor CI' },
  });
  // The victim's application (issue 14): PUT (rename, refresh_secret) and DELETE.
  const application = await call(t.app, 'POST', '/app/applications/', {
    session: victim,
    body: { data: { name: 'Victor sync' } },
  });
  // The victim's client list with its rows, and a CSV upload of it waiting for its success call.
  const list = await call(t.app, 'POST', '/app/recipient_datas/add_update_recipient_data', {
    session: victim,
    body: { data: { description: 'Private clients' } },
  });
  const recipientData = (list.data.recipient_data as { key: string }).key;
  const csv = await call(
    t.app,
    'GET',
    `/app/get_csv_upload_url/${recipientData}?filename=clients.csv`,
    { session: victim },
  );
  const csvUpload = csv.data as unknown as { url: string; temp_csv_key: string; file_key: string };
  await t.app.inject({ method: 'PUT', url: csvUpload.url, payload: Buffer.from('Name\nVictor\n') });
  // The victim's metadata set with two linked values (issue 17).
  const metaSet = await call(t.app, 'POST', '/app/meta_data_sets/add_update_meta_data_set', {
    session: victim,
    body: { data: { name: 'Private regions' } },
  });
  const metaDataSet = (metaSet.data.meta_data_set as { id: string }).id;
  await call(t.app, 'POST', `/app/meta_data_sets/${metaDataSet}/import_csv`, {
    session: victim,
    body: { csv: 'Region,Office\nNorth,Polokwane\n' },
  });
  const [metaDataEntry] = await t.ctx.db
    .select()
    .from(metaDataEntries)
    .where(eq(metaDataEntries.set_key, metaDataSet));
  // The victim's bulk send (issue 13), using their pack as its template, with a status CSV.
  const bulkSend = newKey();
  await t.ctx.db.insert(bulkSends).values({
    key: bulkSend,
    account_key: await accountKeyOf(t.ctx, victim),
    created_by: victim.user_key,
    description: 'Private send',
    bulk_send_type: 'create_and_send',
    template_key: pack.key,
  });
  // The victim's webhook endpoint (disabled: nothing is sent) and a dead delivery (issue 14).
  const webhook = newKey();
  await t.ctx.db.insert(webhookEndpoints).values({
    key: webhook,
    account_key: await accountKeyOf(t.ctx, victim),
    url: 'https://93.184.215.14/victim-hooks',
    secret_sealed: await sealSecret(t.ctx.db, 'whsec_victim'),
    enabled: false,
  });
  const webhookDelivery = newKey();
  await t.ctx.db.insert(webhookDeliveries).values({
    key: webhookDelivery,
    account_key: await accountKeyOf(t.ctx, victim),
    endpoint_key: webhook,
    event_id: newKey(),
    event_type: 'webhook_test',
    body: '{}',
    state: 'dead',
  });
  // The victim's folder of their workspace's tree, with their pack filed in it (issue 17).
  const folder = await call(
    t.app,
    'POST',
    `/app/trees/${await accountKeyOf(t.ctx, victim)}/folders`,
    {
      session: victim,
      body: { data: { name: 'Private folder', parent_id: null } },
    },
  );
  const folderKey = (folder.data.folder as { id: string }).id;
  await call(t.app, 'POST', `/app/documents/${pack.key}/file_in_folder`, {
    session: victim,
    body: { data: { folder_id: folderKey } },
  });
  const bulkSendCsv = newKey();
  await t.ctx.db
    .insert(bulkSendTempCsvs)
    .values({ key: bulkSendCsv, bulk_send_key: bulkSend, file_key: blob!.key });
  keys = {
    recipientData,
    metaDataSet,
    metaDataEntry: metaDataEntry!.key,
    tempCsv: csvUpload.temp_csv_key,
    csvFile: csvUpload.file_key,
    bulkSend,
    bulkSendCsv,
    // The victim's folder (GET /app/trees/{tree_id}/tree?parent_id and the folder routes).
    folder: folderKey,
    webhook,
    webhookDelivery,
    // The victim's API key (DELETE /app/api_keys/{key}, ADR 0031).
    apiKey: (apiKey.data.key as { key: string }).key,
    application: (application.data.application as { key: string }).key,
    pack: pack.key,
    child: pack.childKeys[0]!,
    blob: blob!.key,
    temp: tempKey,
    tempFile: tempFile!,
    signatory: pack.signatoryUuids[0]!,
    // The victim's workspace and membership: the /app/accounts/{key} routes and member keys.
    account: await accountKeyOf(t.ctx, victim),
    membership: victim.user_account_key,
    // The victim's signature picture and the saved signature made of it (profile, issue 12).
    signaturePicture: picture.blob_key,
    savedSignature: saved.key,
  };
});

describe('access walk', () => {
  it('answers 404 on every parameterised route to a user of another workspace, changing nothing', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.path.includes(':') && !NOT_ENTITY_ROUTES.has(r.path),
    );
    // The walk must see this module's routes, or the listing broke.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('GET /app/documents/:key');
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/v1/documents/:key/send',
    );
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      const expected = EXPECTED_OTHERWISE[`${route.method} ${route.path}`]?.statuses ?? [404];
      for (const [what, key] of Object.entries(keys)) {
        const url = route.path.replace(/:[A-Za-z_]+/g, key) + queryFor(key);
        // Several bodies, so that a refusal by one schema does not hide what the access check says.
        const answers = [];
        for (const body of route.method === 'GET' ? [undefined] : bodiesFor(key)) {
          const r = route.path.startsWith(PUBLIC_API)
            ? await call(t.app, route.method as 'GET', url, {
                headers: { authorization: `Bearer ${attackerApiKey}` },
                body,
              })
            : await call(t.app, route.method as 'GET', url, { session: attacker, body });
          answers.push({ status: r.statusCode, message: r.data.message, body: r.body });
        }
        const leaked = answers.find((a) => a.status < 300);
        const refused = answers.find(
          (a) =>
            expected.includes(a.status) &&
            (a.status !== 404 ||
              !DOCUMENT_CONTRACT.test(route.path) ||
              a.message === MESSAGES.documentNotFound),
        );
        if (leaked || !refused)
          failures.push(
            `${route.method} ${route.path} with ${what}: ${answers.map((a) => `${a.status} ${a.body.slice(0, 100)}`).join(' | ')}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    // Every route × every key × several bodies: hundreds of calls on a shared CI machine.
  }, 300_000);

  it("lets a signing link's session of another workspace download nothing of the victim's", async () => {
    const own = await seedPack(t.ctx, {
      createdBy: attacker.user_key,
      accountKey: await accountKeyOf(t.ctx, attacker),
      status: 'awaiting_signatures',
      signatories: [{ name: 'Signer', email: 'signer-elsewhere@example.org' }],
    });
    const signer = await openSignerSession(t, own.key, own.signatoryUuids[0]!);
    expect(
      (await call(t.app, 'GET', `/app/serve/${own.key}`, { session: signer })).statusCode,
    ).toBe(200);
    const before = await snapshot();
    for (const key of [keys.pack!, keys.child!]) {
      const r = await call(t.app, 'GET', `/app/serve/${key}`, { session: signer });
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect(await snapshot()).toBe(before);
  });

  it('lets bulk and list calls naming the keys in the body change nothing either', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.method === 'POST' && !r.path.includes(':') && /document/.test(r.path),
    );
    expect(routes.length).toBeGreaterThan(3);
    const before = await snapshot();
    for (const route of routes) {
      for (const key of Object.values(keys)) {
        const r = await call(t.app, 'POST', route.path, {
          session: attacker,
          body: {
            ...bodyFor(key),
            document_key: key,
            template_keys: [key],
            data: {
              document_keys: [key],
              action: 'move',
              to_account_key: key,
              entity_key: key,
              mapping: { subject: { text: 'Walked' } },
            },
          },
        });
        expect(r.statusCode, `${route.path}: ${r.body}`).toBeLessThan(500);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
