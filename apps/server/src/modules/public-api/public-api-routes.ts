import {
  createFromTemplateBodySchema,
  documentAnswerSchema,
  documentListSchema,
  documentPageQuerySchema,
  embeddedEditorAnswerSchema,
  embeddedEditorBodySchema,
  eventListSchema,
  pageQuerySchema,
  publicKeyParams,
  publicSignerParams,
  signingLinkAnswerSchema,
  uploadQuerySchema,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { sendDownload } from '../documents/document-download-routes.ts';
import { changeDocumentStatus } from '../request-signatures/request-signatures-service.ts';
import { generateSigningLink } from '../signing-requests/signing-request-service.ts';
import { mintEmbeddedEditor } from '../embed/embed-editor-service.ts';
import { createPackFromTemplate } from './pack-from-template.ts';
import { defineRoute, type PublicRoute } from './public-api-route.ts';
import { downloadAuditTrail, downloadFinal } from './public-downloads.ts';
import { getPublicPack, listPublicPacks, publicDocumentByKey } from './public-documents-service.ts';
import { listPublicEvents } from './public-events-service.ts';
import { uploadPublicPdf } from './public-upload.ts';
import { requirePdfBody } from './public-api-body.ts';

/** Every route of the public API (docs/api-public.md); thin: schema, one service call, answer. */
export const publicApiRoutes = (ctx: AppContext): PublicRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/api/v1/documents',
    operationId: 'listDocuments',
    tag: 'Documents',
    summary: 'List documents',
    description: 'The documents the credential may see, most recently changed first.',
    query: documentPageQuerySchema,
    success: { status: 200, schema: documentListSchema },
    errors: [400],
    handler: async ({ auth, query }) => ({
      success: true,
      ...(await listPublicPacks(ctx, auth, 'document', query)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/documents',
    operationId: 'uploadDocument',
    tag: 'Documents',
    summary: 'Upload a PDF',
    description:
      'A new document (or template) from the PDF in the request body. Its pages are prepared in the background: files[].conversion_state becomes done.',
    query: uploadQuerySchema,
    body: 'pdf',
    success: { status: 201, schema: documentAnswerSchema },
    errors: [400, 403, 409, 413, 422],
    handler: async ({ auth, query, request, reply }) => {
      const key = await uploadPublicPdf(ctx, auth, {
        name: query.name,
        type: query.type ?? 'document',
        bytes: requirePdfBody(request.body),
      });
      void reply.status(201);
      return { success: true, document: await publicDocumentByKey(ctx, key) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/v1/documents/{key}',
    operationId: 'getDocument',
    tag: 'Documents',
    summary: 'Get a document',
    description: 'One document with its files and signers.',
    params: publicKeyParams,
    success: { status: 200, schema: documentAnswerSchema },
    errors: [404],
    handler: async ({ auth, params }) => ({
      success: true,
      document: await getPublicPack(ctx, auth, params.key, 'document'),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/documents/{key}/send',
    operationId: 'sendDocument',
    tag: 'Signing',
    summary: 'Request signatures',
    description:
      'Moves a document in setup to awaiting signatures and notifies the first signers. A failed check answers 400 with its message and blocking_checks.',
    params: publicKeyParams,
    success: { status: 200, schema: documentAnswerSchema },
    errors: [400, 403, 404, 409, 422],
    handler: async ({ auth, params }) => {
      const { key } = await getPublicPack(ctx, auth, params.key, 'document');
      await changeDocumentStatus(ctx, auth, key, 'awaiting_signatures');
      return { success: true, document: await publicDocumentByKey(ctx, key) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/documents/{key}/revert',
    operationId: 'revertDocument',
    tag: 'Signing',
    summary: 'Void: revert to setup',
    description:
      'Cancels every signature request of a document awaiting signatures and returns it to setup (needs can_revert_document_status). Signatures already given are cleared.',
    params: publicKeyParams,
    success: { status: 200, schema: documentAnswerSchema },
    errors: [403, 404, 409, 422],
    handler: async ({ auth, params }) => {
      const { key } = await getPublicPack(ctx, auth, params.key, 'document');
      await changeDocumentStatus(ctx, auth, key, 'setup');
      return { success: true, document: await publicDocumentByKey(ctx, key) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/documents/{key}/signers/{uuid}/signing_link',
    operationId: 'createSigningLink',
    tag: 'Signing',
    summary: 'Get a signing link',
    description:
      'A link that opens the signing page as this signer, for a document awaiting signatures (needs can_generate_signing_link). Each call issues a new link.',
    params: publicSignerParams,
    success: { status: 200, schema: signingLinkAnswerSchema },
    errors: [403, 404, 409, 422],
    handler: async ({ auth, params }) => {
      const { key } = await getPublicPack(ctx, auth, params.key, 'document');
      return {
        success: true,
        signing_link: await generateSigningLink(ctx, auth, key, params.uuid, 'signing_link'),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/documents/{key}/embedded_editor',
    operationId: 'createEmbeddedEditor',
    tag: 'Documents',
    summary: 'Open the editor in your page',
    description:
      'A one-time URL that opens the editor of this document in an iframe on parent_origin, one of the workspace’s allowed origins (needs can_use_embedded_forms). The URL opens once, within 5 minutes; the editor it opens edits this document only and ends after 2 hours. See docs/embedding.md.',
    params: publicKeyParams,
    body: embeddedEditorBodySchema,
    example: { parent_origin: 'https://portal.example.com' },
    success: { status: 200, schema: embeddedEditorAnswerSchema },
    errors: [400, 403, 404],
    handler: async ({ auth, params, body }) => ({
      success: true,
      embedded_editor: await mintEmbeddedEditor(ctx, auth, params.key, body.parent_origin),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/v1/documents/{key}/final',
    operationId: 'downloadFinal',
    tag: 'Documents',
    summary: 'Download the signed PDF',
    description: 'The sealed final PDF of a completed document (409 before it is complete).',
    params: publicKeyParams,
    success: { status: 200, pdf: true },
    errors: [404, 409],
    handler: async ({ auth, params, reply }) =>
      sendDownload(reply, await downloadFinal(ctx, auth, params.key)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/v1/documents/{key}/audit_trail',
    operationId: 'downloadAuditTrail',
    tag: 'Events',
    summary: 'Download the audit trail',
    description:
      'The audit trail as PDF pages, as the seal prints them. Available once signatures have been requested.',
    params: publicKeyParams,
    success: { status: 200, pdf: true },
    errors: [403, 404],
    handler: async ({ auth, params, reply }) =>
      sendDownload(reply, await downloadAuditTrail(ctx, auth, params.key)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/v1/documents/{key}/events',
    operationId: 'listDocumentEvents',
    tag: 'Events',
    summary: 'List a document’s events',
    description:
      'The audit records of a document, oldest first: created, sent, opened, signed, completed, sealed and the rest.',
    params: publicKeyParams,
    query: pageQuerySchema,
    success: { status: 200, schema: eventListSchema },
    errors: [400, 403, 404],
    handler: async ({ auth, params, query }) => {
      const { key } = await getPublicPack(ctx, auth, params.key, 'document');
      return { success: true, ...(await listPublicEvents(ctx, auth, key, query)) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/v1/templates',
    operationId: 'listTemplates',
    tag: 'Templates',
    summary: 'List templates',
    description: 'The templates the credential may use, most recently changed first.',
    query: pageQuerySchema,
    success: { status: 200, schema: documentListSchema },
    errors: [400],
    handler: async ({ auth, query }) => ({
      success: true,
      ...(await listPublicPacks(ctx, auth, 'template', query)),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/v1/templates/{key}',
    operationId: 'getTemplate',
    tag: 'Templates',
    summary: 'Get a template',
    description: 'One template with its files and its signer roles.',
    params: publicKeyParams,
    success: { status: 200, schema: documentAnswerSchema },
    errors: [404],
    handler: async ({ auth, params }) => ({
      success: true,
      document: await getPublicPack(ctx, auth, params.key, 'template'),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/v1/templates/{key}/documents',
    operationId: 'createDocumentFromTemplate',
    tag: 'Templates',
    summary: 'Create a document from a template',
    description:
      "A new document from the template, with signers by role and field values by custom id (or by the template's mapping), optionally sent at once.",
    params: publicKeyParams,
    body: createFromTemplateBodySchema,
    example: {
      name: 'Lease for Tom Tenant',
      signers: { Tenant: { name: 'Tom Tenant', email: 'tom@example.com' } },
      fields: { monthly_rent: '1200' },
      send: true,
    },
    success: { status: 201, schema: documentAnswerSchema },
    errors: [400, 403, 404, 409, 422],
    handler: async ({ auth, params, body, reply }) => {
      const key = await createPackFromTemplate(ctx, auth, params.key, body);
      void reply.status(201);
      return { success: true, document: await publicDocumentByKey(ctx, key) };
    },
  }),
];
