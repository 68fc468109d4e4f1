import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { call, useTestApp } from '../../../test/test-app.ts';
import { seedCast, setPermissions } from '../../../test/seed-documents.ts';
import { embedOrigins } from '../../db/schema.ts';
import { sealDocumentHandler } from '../sealing/seal-document-handler.ts';
import { seedCompletePack } from '../sealing/seal-test-helpers.ts';
import { api, newApiKey, seedSendableTemplate, waitForConversion } from './public-api-test-kit.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Input = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
  pdf?: boolean;
};

const t = useTestApp();
let token: string;
/** A key of another workspace, and a key revoked by its owner. */
let outsider: string;
let revoked: string;
let doc: Json;
let calls: Record<string, Input>;

const createFromTemplate = async (template: string, send: boolean) => {
  const r = await api(t, 'POST', `/api/v1/templates/${template}/documents`, token, {
    body: { signers: { 'signer-1': { name: 'Walt Walker', email: 'walt@example.com' } }, send },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.data.document as { key: string; signers: { uuid: string }[] };
};

beforeAll(async () => {
  const cast = await seedCast(t, 'Walkers');
  token = (await newApiKey(t, cast.ann, cast.teamAccount)).token;
  outsider = (await newApiKey(t, cast.bob, cast.bobAccount)).token;
  const gone = await newApiKey(t, cast.ann, cast.teamAccount);
  await call(t.app, 'DELETE', `/app/api_keys/${gone.key}`, { session: cast.ann });
  revoked = gone.token;
  const template = (await seedSendableTemplate(t, cast.ann.user_key, cast.teamAccount)).key;
  const sealed = await seedCompletePack(t.ctx, {
    createdBy: cast.ann.user_key,
    creatorName: 'Ann Archer',
    creatorEmail: 'ann@example.com',
    accountKey: cast.teamAccount,
    children: 1,
  });
  await sealDocumentHandler(t.ctx)({ document_key: sealed.key });
  const inSetup = await createFromTemplate(template, false);
  const toEmbed = await createFromTemplate(template, false);
  const teamMembership = (
    (await call(t.app, 'GET', '/app/user/user_accounts', { session: cast.ann })).data
      .user_accounts as { key: string; account_key: string }[]
  ).find((m) => m.account_key === cast.teamAccount)!;
  await setPermissions(t.ctx, teamMembership.key, {
    document_permissions: { can_use_embedded_forms: true },
  });
  await t.ctx.db
    .insert(embedOrigins)
    .values({ account_key: cast.teamAccount, origin: 'https://portal.example.com' });
  const toVoid = await createFromTemplate(template, true);
  const toSign = await createFromTemplate(template, true);
  // One working request per operation: the walk fails when a route has none.
  calls = {
    listDocuments: { query: { limit: '2' } },
    uploadDocument: { query: { name: 'Walk.pdf' }, pdf: true },
    getDocument: { params: { key: sealed.key } },
    sendDocument: { params: { key: inSetup.key } },
    revertDocument: { params: { key: toVoid.key } },
    createEmbeddedEditor: {
      params: { key: toEmbed.key },
      body: { parent_origin: 'https://portal.example.com' },
    },
    createSigningLink: { params: { key: toSign.key, uuid: toSign.signers[0]!.uuid } },
    downloadFinal: { params: { key: sealed.key } },
    downloadAuditTrail: { params: { key: sealed.key } },
    listDocumentEvents: { params: { key: sealed.key } },
    listTemplates: {},
    getTemplate: { params: { key: template } },
    createDocumentFromTemplate: { params: { key: template }, body: { name: 'Walked' } },
  };
  doc = (await api(t, 'GET', '/api/v1/openapi.json', null)).json();
});

/** Every `$ref` in the document, which must each name a schema that exists. */
const refsIn = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) =>
        k === '$ref' && typeof v === 'string' ? [v] : refsIn(v),
      )
    : [];

const operations = () =>
  Object.entries(doc.paths as Json).flatMap(([path, methods]) =>
    Object.entries(methods as Json).map(([method, op]) => ({ path, method, op: op as Json })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 whose schemas compile as JSON Schema 2020-12 and whose references resolve', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Quire API');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    // Applications: the client-credentials grant at the token endpoint the server answers.
    expect(doc.components.securitySchemes.applicationAuth.flows.clientCredentials.tokenUrl).toMatch(
      /\/api\/v1\/oauth\/token$/,
    );
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    for (const name of Object.keys(doc.components.schemas as Json))
      expect(() => ajv.compile({ $ref: `doc#/components/schemas/${name}` }), name).not.toThrow();
    for (const ref of refsIn(doc)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters as Json[]).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared.sort(), path).toEqual(inPath.sort());
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '429']));
    }
  });

  it('lists every route of the API, each with one call in this walk', () => {
    expect(
      operations()
        .map((o) => o.op.operationId)
        .sort(),
    ).toEqual(Object.keys(calls).sort());
  });

  it('describes what every route answers: its success status, headers and body', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const pdf = await makeSamplePdf({ title: 'Walk', pages: 1 });
    for (const { path, method, op } of operations()) {
      const input = calls[op.operationId as string]!;
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params![name]!)) +
        (input.query ? `?${new URLSearchParams(input.query)}` : '');
      const r = await api(t, method.toUpperCase() as 'GET' | 'POST', url, token, {
        ...(input.body ? { body: input.body } : {}),
        ...(input.pdf ? { raw: { bytes: pdf, type: 'application/pdf' } } : {}),
        ...(method === 'post' ? { headers: { 'idempotency-key': `walk-${op.operationId}` } } : {}),
      });
      const [status, described] = Object.entries(op.responses as Json).find(([s]) =>
        s.startsWith('2'),
      )!;
      expect(r.statusCode, `${method} ${path}: ${r.body.slice(0, 300)}`).toBe(Number(status));
      const [type, media] = Object.entries(described.content as Json)[0]!;
      expect(r.headers['content-type'], op.operationId).toContain(type);
      if (type === 'application/json') {
        // The answer's schema refers into the document's components, which ajv knows as 'doc'.
        const schema = JSON.stringify((media as Json).schema).replaceAll('"#/', '"doc#/');
        const validate = ajv.compile(JSON.parse(schema) as Json);
        const valid = validate(JSON.parse(r.body));
        expect(validate.errors ?? [], op.operationId).toEqual([]);
        expect(valid).toBe(true);
      } else {
        expect(r.rawPayload.subarray(0, 5).toString(), op.operationId).toBe('%PDF-');
      }
      if (op.operationId === 'uploadDocument')
        await waitForConversion(t, token, (JSON.parse(r.body) as Json).document.key as string);
      // Without a credential, or with a revoked one, every route answers 401 as documented.
      const verb = method.toUpperCase() as 'GET' | 'POST';
      expect((await api(t, verb, url, null)).statusCode, op.operationId).toBe(401);
      expect((await api(t, verb, url, revoked)).statusCode, op.operationId).toBe(401);
      // Whatever a path names belongs to the walk's workspace: another workspace's key finds none.
      if (input.params) {
        const other = await api(t, verb, url, outsider, input.body ? { body: input.body } : {});
        expect(other.statusCode, op.operationId).toBe(404);
      }
    }
  });

  it('has a reference page that needs nothing from another server', async () => {
    const page = await api(t, 'GET', '/api/v1/docs', null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const { op } of operations()) expect(page.body).toContain(`id="${op.operationId}"`);
    expect(page.body).not.toMatch(/<script|src="https?:|href="https?:/);
  });
});
