import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addUpdateOrSignBodySchema,
  copyRecipientsBodySchema,
  reorderSignatoriesBodySchema,
  signerGroupBodySchema,
  updateSignatoryDetailsBodySchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { addUpdateOrSign } from '../signing/signing-service.ts';
import { replaceCopyRecipients } from './copy-recipient-service.ts';
import { visibleDocumentFirst } from './signatory-access.ts';
import { updateSignatoryDetails } from './signatory-details-service.ts';
import { getSignatories } from './signatory-list.ts';
import { reorderSignatories } from './signatory-order-service.ts';
import { addUpdateDeleteSignerGroup } from './signer-group-service.ts';

const groupParams = documentKeyParams.extend({ uuid: z.string().min(1).max(64) });

/** Signatories, signer groups and copy recipients of a pack (docs/api-editor.md). */
export const signatoryRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const preValidation = visibleDocumentFirst(ctx);

  app.get(
    '/app/documents/:key/get_signatories',
    { schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      ...(await getSignatories(ctx, requireAuth(request), request.params.key)),
    }),
  );

  app.post(
    '/app/documents/:key/add_update_signatory',
    {
      preValidation,
      config: { allowSigningSession: true },
      schema: { params: documentKeyParams, body: addUpdateOrSignBodySchema },
    },
    async (request) => ({
      success: true,
      ...(await addUpdateOrSign(ctx, requireAuth(request), request.params.key, request.body)),
    }),
  );

  app.post(
    '/app/documents/:key/update_signatory_details',
    {
      preValidation,
      schema: { params: documentKeyParams, body: updateSignatoryDetailsBodySchema },
    },
    async (request) => ({
      success: true,
      ...(await updateSignatoryDetails(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.signatory,
      )),
    }),
  );

  app.post(
    '/app/documents/:key/reorder_signatories',
    { preValidation, schema: { params: documentKeyParams, body: reorderSignatoriesBodySchema } },
    async (request) => ({
      success: true,
      ...(await reorderSignatories(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data,
      )),
    }),
  );

  app.post(
    '/app/documents/:key/signer_groups/:uuid/add_update_delete',
    { preValidation, schema: { params: groupParams, body: signerGroupBodySchema } },
    async (request) => ({
      success: true,
      ...(await addUpdateDeleteSignerGroup(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
        request.body.data,
      )),
    }),
  );

  app.post(
    '/app/documents/:key/copy_recipients',
    { preValidation, schema: { params: documentKeyParams, body: copyRecipientsBodySchema } },
    async (request) => ({
      success: true,
      ...(await replaceCopyRecipients(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data,
      )),
    }),
  );
};
