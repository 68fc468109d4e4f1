import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, hexColourSchema, saveBrandingThemeSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  IMAGE_UPLOAD_PURPOSES,
  completeImageUploadOfAnyPurpose,
  startImageUpload,
} from '../profile-signatures/profile-image-upload.ts';
import { getTheme, listThemes, saveTheme } from './branding-service.ts';
import { renderSignatureRequestPreview } from './mail-preview-service.ts';

const key = z.string().min(1).max(100);
const accountParams = z.object({ account_key: key });
const themeParams = z.object({ account_key: key, theme_key: key });
const previewText = z.string().max(100).optional();

/** Spec §7 accounts and branding: the themes, their images and the mail preview. */
export const brandingRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/accounts/:account_key/branding',
    { schema: { params: accountParams } },
    async (request) => ({
      success: true,
      account_branding_themes: await listThemes(
        ctx,
        requireAuth(request),
        request.params.account_key,
      ),
    }),
  );

  app.get(
    '/app/accounts/:account_key/branding/:theme_key',
    { schema: { params: themeParams } },
    async (request) => ({
      success: true,
      account_branding_theme: await getTheme(
        ctx,
        requireAuth(request),
        request.params.account_key,
        request.params.theme_key,
      ),
    }),
  );

  // theme_key 'new' creates a theme.
  app.post(
    '/app/accounts/:account_key/branding/:theme_key',
    { schema: { params: themeParams, body: saveBrandingThemeSchema } },
    async (request) => ({
      success: true,
      message: MESSAGES.themeUpdated,
      account_branding_theme: await saveTheme(
        ctx,
        requireAuth(request),
        request.params.account_key,
        request.params.theme_key,
        request.body.data,
      ),
    }),
  );

  app.get(
    '/app/get_image_upload_url',
    {
      schema: {
        querystring: z.object({
          filename: z.string().trim().min(1).max(255),
          size: z.coerce.number().nonnegative().optional(),
          account_key: key.optional(),
          purpose: z.enum(IMAGE_UPLOAD_PURPOSES).optional(),
        }),
      },
    },
    async (request) => ({
      success: true,
      ...(await startImageUpload(ctx, requireAuth(request), request.query)),
    }),
  );

  app.post(
    '/app/image_upload_success',
    { schema: { body: z.object({ file_key: key }) } },
    async (request) => ({
      success: true,
      ...(await completeImageUploadOfAnyPurpose(ctx, requireAuth(request), request.body.file_key)),
    }),
  );

  // A signed-in page (the cookie suffices), framed by the theme editor on the same origin.
  app.get(
    '/test/mail/signature_request',
    {
      config: { auth: 'session', framing: 'same_origin' },
      schema: {
        querystring: z.object({
          to_name: previewText,
          from_name: previewText,
          button_colour: hexColourSchema.optional(),
          button_text_colour: hexColourSchema.optional(),
          background_colour: hexColourSchema.optional(),
          text_colour: hexColourSchema.optional(),
          header_image_url: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await renderSignatureRequestPreview(ctx, request.query)),
  );
};
