import type { OpenApiDocument } from './openapi-document.ts';
import { REFERENCE_PAGE_CSS } from './reference-page-styles.ts';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters: { name: string; in: string; required: boolean; description?: string; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
};

const esc = (s: unknown): string =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A schema's type in a few words: `string`, `Document[]`, `"setup" | "complete"`. */
const typeOf = (s: Json | undefined): string => {
  if (!s) return 'any';
  if (typeof s.$ref === 'string') return s.$ref.split('/').at(-1)!;
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).map(typeOf).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items as Json)}[]`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `{ [key]: ${typeOf(s.additionalProperties as Json)} }`;
  return String(s.type ?? 'any');
};

const refName = (s: Json | undefined): string | null =>
  typeof s?.$ref === 'string' ? s.$ref.split('/').at(-1)! : null;

/** A type cell; a named schema (or a list of one) links to its description below. */
const typeCell = (s: Json | undefined): string => {
  const name = refName(s) ?? refName(s?.items as Json | undefined);
  const code = `<code>${esc(typeOf(s))}</code>`;
  return name ? `<a href="#schema-${esc(name)}">${code}</a>` : code;
};

const propertyRows = (s: Json): string => {
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props)
    .map(
      ([name, p]) =>
        `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${typeCell(p)}</td><td>${esc(p.description ?? '')}</td></tr>`,
    )
    .join('');
};

const schemaTable = (s: Json) =>
  s.properties
    ? `<table><thead><tr><th>Field</th><th>Type</th><th>About</th></tr></thead><tbody>${propertyRows(s)}</tbody></table>`
    : `<p>${typeCell(s)}</p>`;

const curlOf = (method: string, path: string, op: Operation, base: string) => {
  const lines = [
    `curl -X ${method.toUpperCase()} "${base}${path}"`,
    '  -H "Authorization: Bearer $QUIRE_TOKEN"',
  ];
  if (method === 'post') lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  const content = op.requestBody?.content ?? {};
  if (content['application/pdf'])
    lines.push('  -H "Content-Type: application/pdf" --data-binary @contract.pdf');
  else if (content['application/json'])
    lines.push(
      `  -H "Content-Type: application/json" -d '${JSON.stringify(content['application/json'].example ?? {})}'`,
    );
  return lines.join(' \\\n');
};

const operationSection = (
  method: string,
  path: string,
  op: Operation,
  base: string,
  schemas: Record<string, Json>,
) => {
  const params = op.parameters
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${esc(p.in)}</td><td>${typeCell(p.schema)}</td><td>${esc(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const json = bodySchema && (schemas[refName(bodySchema) ?? ''] ?? bodySchema);
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const schema =
        r.content?.['application/json']?.schema ?? r.content?.['application/pdf']?.schema;
      return `<tr><td><code>${esc(status)}</code></td><td>${typeCell(schema)}</td><td>${esc(r.description)}</td></tr>`;
    })
    .join('');
  return `<section class="op" id="${esc(op.operationId)}" aria-labelledby="${esc(op.operationId)}-title">
<h3 id="${esc(op.operationId)}-title">${esc(op.summary)}</h3>
<p class="path"><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span><code>${esc(path)}</code></p>
<p>${esc(op.description)}</p>
${params ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>About</th></tr></thead><tbody>${params}</tbody></table>` : ''}
${op.requestBody?.content['application/pdf'] ? '<h4>Body</h4><p>The PDF file itself, <code>Content-Type: application/pdf</code>.</p>' : ''}
${json ? `<h4>Body (JSON)</h4>${schemaTable(json)}` : ''}
<h4>Answers</h4><table><thead><tr><th>Status</th><th>Body</th><th>When</th></tr></thead><tbody>${responses}</tbody></table>
<h4>Example</h4><pre>${esc(curlOf(method, path, op, base))}</pre>
</section>`;
};

/**
 * GET /api/v1/docs: the reference, rendered on the server from the OpenAPI document itself, as
 * plain HTML with its styles inline: no script, no CDN, so it works offline and under the app's
 * Content-Security-Policy.
 */
export const referencePage = (doc: OpenApiDocument): string => {
  const base = doc.servers[0]?.url ?? '';
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Operation })),
  );
  const nav = doc.tags
    .map(
      (t) =>
        `<h2>${esc(t.name)}</h2>${ops
          .filter((o) => o.op.tags.includes(t.name))
          .map(
            (o) =>
              `<a href="#${esc(o.op.operationId)}"><span class="m ${esc(o.method)}">${esc(o.method.toUpperCase())}</span>${esc(o.op.summary)}</a>`,
          )
          .join('')}`,
    )
    .join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, s]) =>
        `<section class="op" id="schema-${esc(name)}"><h3>${esc(name)}</h3>${schemaTable(s)}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} reference</title><style>${REFERENCE_PAGE_CSS}</style></head>
<body><header><h1>${esc(doc.info.title)} <small>v${esc(doc.info.version)}</small></h1>
<p>OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a></p></header>
<div class="layout"><nav aria-label="Operations">${nav}<h2>Schemas</h2>${Object.keys(
    doc.components.schemas,
  )
    .map((n) => `<a href="#schema-${esc(n)}">${esc(n)}</a>`)
    .join('')}</nav>
<main><div class="intro"><p>${esc(doc.info.description)}</p>
<p>Every POST takes an <code>Idempotency-Key</code> header. Lists are paged: pass <code>next_cursor</code> back as <code>cursor</code>. Each credential has a budget of requests per minute; over it the answer is 429 with <code>Retry-After</code>.</p></div>
${ops.map((o) => operationSection(o.method, o.path, o.op, base, doc.components.schemas)).join('')}
<h2>Schemas</h2>${schemas}</main></div></body></html>`;
};
