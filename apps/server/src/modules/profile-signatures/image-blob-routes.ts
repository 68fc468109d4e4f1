import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TYPED_SIGNATURE_MAX_LENGTH, TYPED_SIGNATURE_STYLE_IDS } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  DRAWN_MAX_BYTES,
  createDrawnSignatureBlob,
  createTypedSignatureBlob,
  cropSignatureImage,
} from './image-blob-service.ts';

/** Room for a 5 MB PNG as base64 (4/3 larger) and the JSON around it. */
const DRAWN_BODY_LIMIT = Math.ceil((DRAWN_MAX_BYTES * 4) / 3) + 64 * 1024;
const coordinate = z.coerce.number();

/**
 * §7 the profile's signature pictures. Outside /app by the spec's paths, so each route asks for a
 * session itself (and the session plugin then checks the xsrf token of a POST).
 */
export const imageBlobRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const session = { auth: 'session' as const };

  app.post(
    '/base64_to_image_blob/',
    {
      config: session,
      bodyLimit: DRAWN_BODY_LIMIT,
      schema: { body: z.object({ image: z.string().max(DRAWN_BODY_LIMIT).nullish() }) },
    },
    async (request) => ({
      success: true,
      data: await createDrawnSignatureBlob(ctx, requireAuth(request), request.body.image ?? ''),
    }),
  );

  app.get(
    '/text_to_image_blob',
    {
      config: session,
      schema: {
        querystring: z.object({
          text: z.string().max(TYPED_SIGNATURE_MAX_LENGTH).default(''),
          style: z.enum(TYPED_SIGNATURE_STYLE_IDS).default('caveat'),
        }),
      },
    },
    async (request) => {
      const made = await createTypedSignatureBlob(
        ctx,
        requireAuth(request),
        request.query.text,
        request.query.style,
      );
      return { success: true, data: { blob_key: made.blob_key, url: made.blob_url } };
    },
  );

  app.post(
    '/crop_image/:blob_key',
    {
      config: session,
      schema: {
        params: z.object({ blob_key: z.string().min(1).max(100) }),
        body: z.object({
          x1: coordinate,
          y1: coordinate,
          x2: coordinate,
          y2: coordinate,
          on_screen_width: coordinate,
          on_screen_height: coordinate,
        }),
      },
    },
    async (request) => ({
      success: true,
      data: await cropSignatureImage(
        ctx,
        requireAuth(request),
        request.params.blob_key,
        request.body,
      ),
    }),
  );
};
